// @vitest-environment node
// A small, bounded concurrent load on loopback: no lost or duplicated session
// updates, in memory and through --data persistence across a restart.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { MockServer } from '../../mock/server'
import { TOKEN_A, UUID_RE, createWidget, listSessions, sendOk, startServer, stopAllServers, stopServer, type SessionList } from './helpers'

const VISITORS = 40
const MESSAGES = 10
const RATES = { visitorMessagesPerMinute: 10_000, widgetMessagesPerMinute: 100_000 }
// No time is checked here (a busy machine took 11 s where an idle one takes 3 s): the
// time each load took is printed, and the test's own timeout bounds a hang.
const TEST_TIMEOUT_MS = 60_000
const took = (what: string, started: number) => console.log(`mock load, ${what}: ${Date.now() - started} ms`)

let dir = ''
afterEach(async () => {
  await stopAllServers()
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = ''
})

const visitorIds = (tag: string) => Array.from({ length: VISITORS }, (_, i) => `v_load_${tag}_${String(i).padStart(3, '0')}_${process.pid}`)

/** Sends MESSAGES messages per visitor; returns the session ids each visitor got, in order. */
async function load(server: MockServer, widgetKey: string, visitors: string[], mode: 'waves' | 'all-at-once'): Promise<Map<string, string[]>> {
  const sessions = new Map<string, string[]>(visitors.map((v) => [v, []]))
  const one = async (visitor_id: string, i: number) => {
    const reply = await sendOk(server, {
      widget_key: widgetKey,
      visitor_id,
      message: `message ${i} from ${visitor_id}`,
      page_url: `https://load.example/p${i}`,
    })
    sessions.get(visitor_id)!.push(reply.session_id)
  }
  if (mode === 'waves') {
    // Every visitor's i-th message in flight at once, ten waves.
    for (let i = 0; i < MESSAGES; i++) await Promise.all(visitors.map((v) => one(v, i)))
  } else {
    // All 400 messages in flight at once, each visitor's messages racing each other.
    await Promise.all(visitors.flatMap((v) => Array.from({ length: MESSAGES }, (_, i) => one(v, i))))
  }
  return sessions
}

function expectConsistent(sessions: Map<string, string[]>, list: SessionList, widgetId: string, visitors: string[]) {
  // One session per visitor, the same on every reply.
  for (const [visitor, ids] of sessions) {
    expect(ids, visitor).toHaveLength(MESSAGES)
    expect(new Set(ids).size, visitor).toBe(1)
    expect(ids[0]).toMatch(UUID_RE)
  }
  const ids = [...sessions.values()].map((v) => v[0]!)
  expect(new Set(ids).size).toBe(VISITORS)

  expect(list.total).toBe(VISITORS)
  expect(list.sessions).toHaveLength(VISITORS)
  expect(list.sessions.map((s) => s.visitor_id).sort()).toEqual([...visitors].sort())
  for (const s of list.sessions) {
    expect(s.widget_id).toBe(widgetId)
    expect(s.message_count, s.visitor_id).toBe(2 * MESSAGES)
    expect(s.status).toBe('active')
    expect(s.id).toBe(sessions.get(s.visitor_id)![0])
  }
}

describe('concurrent load', () => {
  it(
    `${VISITORS} visitors × ${MESSAGES} messages in waves: no lost or duplicated session updates`,
    async () => {
      const started = Date.now()
      const server = await startServer(RATES)
      const w = await createWidget(server)
      const visitors = visitorIds('waves')
      const sessions = await load(server, w.widget_key, visitors, 'waves')
      expectConsistent(sessions, await listSessions(server, { widget_id: w.id, limit: 100 }), w.id, visitors)
      took('waves', started)
    },
    TEST_TIMEOUT_MS,
  )

  it(
    `${VISITORS} visitors × ${MESSAGES} messages all at once: one session per visitor, every message counted`,
    async () => {
      const started = Date.now()
      const server = await startServer(RATES)
      const w = await createWidget(server)
      const visitors = visitorIds('burst')
      const sessions = await load(server, w.widget_key, visitors, 'all-at-once')
      expectConsistent(sessions, await listSessions(server, { widget_id: w.id, limit: 100 }), w.id, visitors)
      // The total agrees with every page size.
      const page = await listSessions(server, { widget_id: w.id, limit: 7, offset: 35 })
      expect(page.total).toBe(VISITORS)
      expect(page.sessions).toHaveLength(5)
      took('all at once', started)
    },
    TEST_TIMEOUT_MS,
  )

  it(
    'with --data: the reloaded state after a restart has the same sessions and counts',
    async () => {
      const started = Date.now()
      dir = mkdtempSync(join(tmpdir(), 'mock-load-'))
      const dataFile = join(dir, 'state.json')
      const server = await startServer({ ...RATES, dataFile, tokens: [TOKEN_A] })
      const w = await createWidget(server)
      const visitors = visitorIds('data')
      const sessions = await load(server, w.widget_key, visitors, 'all-at-once')
      const before = await listSessions(server, { widget_id: w.id, limit: 100 })
      expectConsistent(sessions, before, w.id, visitors)
      await stopServer(server)

      const saved = JSON.parse(readFileSync(dataFile, 'utf8')) as { sessions: Array<{ widget_id: string; message_count: number }> }
      const savedForWidget = saved.sessions.filter((s) => s.widget_id === w.id)
      expect(savedForWidget).toHaveLength(VISITORS)
      expect(savedForWidget.every((s) => s.message_count === 2 * MESSAGES)).toBe(true)
      expect(readdirSync(dir)).toEqual([basename(dataFile)])

      const restarted = await startServer({ ...RATES, dataFile, tokens: [TOKEN_A] })
      const after = await listSessions(restarted, { widget_id: w.id, limit: 100 })
      expect(after).toEqual(before)
      expectConsistent(sessions, after, w.id, visitors)
      // And the sessions continue after the restart.
      const more = await sendOk(restarted, { widget_key: w.widget_key, visitor_id: visitors[0]! })
      expect(more.session_id).toBe(sessions.get(visitors[0]!)![0])
      expect((await listSessions(restarted, { widget_id: w.id, limit: 100 })).total).toBe(VISITORS)
      took('with --data and a restart', started)
    },
    TEST_TIMEOUT_MS,
  )
})
