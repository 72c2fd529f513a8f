// What a tab shows and what the browser stores, for the tests of several tabs
// of one visitor (e2e/tabs.spec.ts in Chromium and Firefox,
// e2e/webkit/tabs.test.ts in WebKitGTK): the in-page readers (run as they are
// by Playwright's evaluate and by WebDriver's executeScript), the labels the
// tests compare, and the mock's count of deliveries.
import type { MockServer } from '../mock/server'
import { replyTo } from '../mock/replies'
import { SELECTORS } from '../test/selectors'
import { storageKey } from '../src/shared/storage/ui-state'
import { sentMessages } from './journeys/sent'

/** How long another tab may take to follow a change: the promise is "within a second"; the rest is the poll's own step and the test's round trip. */
export const FOLLOW_MS = 1500
/** How long the stored record may take to hold what a tab shows. */
export const STORED_MS = 3000

/** A reply of the mock, as a label: every question of these tests gets the mock's fallback answer, so a reply is told by its place. */
export const REPLY = '↳ reply'
const REPLY_TEXT = replyTo('a question the FAQ does not know').replace(/\s+/g, '')

/** One row of a widget's log, as a tab shows it (the welcome message left out). */
export interface Row {
  role: string
  text: string
  status: string | null
}

export interface RowQuery {
  /** The widget's element on the host page. */
  host: string
  rows: string
  visitor: string
  welcome: string
  bubble: string
}

/** Where a widget's rows are, for rowsIn. */
export const rowQuery = (host: string = SELECTORS.host): RowQuery => ({
  host,
  rows: `${SELECTORS.visitorMessages}, ${SELECTORS.agentMessages}`,
  visitor: SELECTORS.visitorMessages,
  welcome: SELECTORS.welcome,
  bubble: SELECTORS.bubble,
})

/** Runs in the page: the visitor's messages and the replies the widget shows, in document order. */
export function rowsIn(q: RowQuery): Row[] {
  const host = document.querySelector(q.host)
  const root = host && host.shadowRoot
  if (!root) return []
  return Array.from(root.querySelectorAll(q.rows))
    .filter((el) => !el.matches(q.welcome))
    .map((el) => {
      const bubble = el.querySelector(q.bubble)
      return { role: el.matches(q.visitor) ? 'visitor' : 'agent', text: ((bubble && bubble.textContent) || '').trim(), status: el.getAttribute('data-status') }
    })
}

/** A stored message, as much of it as the tests read. */
export interface StoredRow {
  id: string
  role: string
  text: string
  status?: string
}

/** Runs in the page: the messages of a widget's stored conversation record; null when there is none. */
export function storedIn(q: { key: string; session: boolean }): StoredRow[] | null {
  const raw = (q.session ? sessionStorage : localStorage).getItem(q.key)
  if (raw === null) return null
  const record = JSON.parse(raw) as { messages?: StoredRow[] }
  return (record.messages || []).map((m) => ({ id: m.id, role: m.role, text: m.text, ...(m.status ? { status: m.status } : {}) }))
}

/** The argument of storedIn for a widget key. */
export const storedQuery = (widgetKey: string, session = false) => ({ key: storageKey(widgetKey, 'conversation'), session })

/** A visitor's message by its text, with its delivery state when it is not delivered yet ("queued", "sending", "failed"). */
const visitorLabel = (text: string, status: string | null | undefined) => (status && status !== 'sent' ? `${text} [${status}]` : text)
const agentLabel = (text: string) => (text.replace(/\s+/g, '') === REPLY_TEXT ? REPLY : `agent: ${text}`)

/** What a tab shows, as the tests compare it: each question by its text, each reply as REPLY. */
export const labels = (rows: Row[]): string[] => rows.map((r) => (r.role === 'visitor' ? visitorLabel(r.text, r.status) : agentLabel(r.text)))

/** What is stored, labelled as labels() labels what a tab shows (notices left out: the log shows them apart). */
export const storedLabels = (rows: StoredRow[] | null): string[] | null =>
  rows && rows.filter((m) => m.role !== 'notice').map((m) => (m.role === 'visitor' ? visitorLabel(m.text, m.status) : agentLabel(m.text)))

/** The same message stored twice (by id): "each once". */
export const storedTwice = (rows: StoredRow[] | null): string[] => {
  const seen = new Set<string>()
  const twice: string[] = []
  for (const m of rows ?? []) {
    if (seen.has(m.id)) twice.push(`${m.role} ${m.id} (${m.text.slice(0, 40)})`)
    seen.add(m.id)
  }
  return twice
}

/** A conversation said in order: each question followed by its reply. */
export const conversation = (...questions: string[]): string[] => questions.flatMap((q) => [q, REPLY])

/**
 * Whether the mock received each question once (one request, one client_message_id), and, when `from` names the page
 * a question was asked on, from that page: one problem per question that was not.
 */
export function deliveredOnce(mock: MockServer, questions: string[], from: Record<string, string> = {}): string[] {
  const sent = sentMessages(mock)
  return questions.flatMap((q) => {
    const requests = sent.filter((m) => m.message === q)
    const ids = new Set(requests.map((m) => m.client_message_id))
    if (requests.length !== 1) return [`"${q}" reached the mock ${requests.length} times (${ids.size} ids)`]
    const page = from[q]
    return page !== undefined && requests[0]!.page_url !== page ? [`"${q}" was sent from ${requests[0]!.page_url}, not from ${page}`] : []
  })
}

/** Where what a tab shows (or the record holds) first differs from what was said, in words: for the failure messages. */
export function difference(expected: string[], shown: string[] | null): string {
  if (shown === null) return 'nothing'
  const at = expected.findIndex((row, i) => shown[i] !== row)
  const i = at < 0 ? expected.length : at
  const was = (row: string | undefined) => (row === undefined ? 'nothing' : JSON.stringify(row))
  const whole = shown.length <= 6 ? `: ${JSON.stringify(shown)}` : ''
  return `${shown.length} rows where ${expected.length} were said; row ${i + 1} is ${was(shown[i])} where ${was(expected[i])} was said${whole}`
}

/** Polls `read` until it gives `expected` (compared as JSON) or `ms` pass; gives whether it did and what it read last. */
export async function settles<T>(read: () => Promise<T>, expected: T | ((value: T) => boolean), ms: number): Promise<{ ok: boolean; last: T }> {
  const matches = typeof expected === 'function' ? (expected as (value: T) => boolean) : (v: T) => JSON.stringify(v) === JSON.stringify(expected)
  const end = Date.now() + ms
  for (;;) {
    const last = await read()
    if (matches(last)) return { ok: true, last }
    if (Date.now() > end) return { ok: false, last }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
