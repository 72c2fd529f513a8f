// data-storage on the built loader in Chromium: which of the browser's
// storages each mode writes, read back key by key; what a reload and a second
// tab of the same visitor see; and data-consent="required" on top of session
// mode (nothing written until the site's consent call).
import type { Page } from '@playwright/test'
import { expect, KEY, test, type Widget } from './fixtures'
import { sentMessages } from './journeys/sent'
import { SELECTORS } from '../test/selectors'
import { storageKey } from '../src/shared/storage/ui-state'

/** The widget's keys in each of the page's storages, sorted. */
const storedKeys = (page: Page) =>
  page.evaluate(() => {
    const ours = (storage: Storage) =>
      Object.keys(storage)
        .filter((key) => key.startsWith('agent-chat:'))
        .sort()
    return { local: ours(localStorage), session: ours(sessionStorage) }
  })
const keys = (...names: Array<'visitor' | 'conversation' | 'ui'>) => names.map((name) => storageKey(KEY, name)).sort()
const WRITTEN = keys('visitor', 'conversation', 'ui')

/** A first message and its reply, in a page of the site embedded with `storage`. */
async function chat(page: Page, url: string, widget: Widget) {
  await page.goto(url)
  await widget.openAndStart()
  await widget.say('Where is my order?')
  await expect(widget.agentMessages).toHaveCount(2)
}

const attrs = (storage: string, more: Record<string, string> = {}) => ({ 'collect-visitor-name': 'false', storage, ...more })

test.describe('each mode writes where it says, key by key', () => {
  for (const [storage, local, session] of [
    ['local', WRITTEN, []],
    ['session', [], WRITTEN],
    ['memory', [], []],
  ] as const) {
    test(`${storage}: localStorage ${local.length ? 'holds the keys' : 'empty'}, sessionStorage ${session.length ? 'holds the keys' : 'empty'}`, async ({
      page,
      embed,
      widget,
      mock,
    }) => {
      await chat(page, embed({ attrs: attrs(storage) }), widget)
      await expect.poll(() => storedKeys(page)).toEqual({ local: [...local], session: [...session] })
      if (storage === 'memory') return
      const visitor = await page.evaluate(({ local, key }) => (local ? localStorage : sessionStorage).getItem(key), {
        local: storage === 'local',
        key: storageKey(KEY, 'visitor'),
      })
      expect(visitor).toBe(sentMessages(mock)[0]!.visitor_id)
    })
  }
})

test.describe('a reload', () => {
  for (const storage of ['local', 'session']) {
    test(`${storage}: keeps the conversation and the open panel`, async ({ page, embed, widget }) => {
      await chat(page, embed({ attrs: attrs(storage) }), widget)
      await expect.poll(async () => (await storedKeys(page))[storage as 'local' | 'session']).toEqual(WRITTEN)
      await page.reload()
      await expect(widget.dialog).toBeVisible()
      await expect(widget.visitorMessages).toHaveText(['Where is my order?'])
    })
  }

  test('memory: starts afresh, the launcher closed, nothing stored', async ({ page, embed, widget }) => {
    await chat(page, embed({ attrs: attrs('memory') }), widget)
    await page.reload()
    await expect(widget.openButton).toBeVisible()
    await expect(widget.dialog).toBeHidden()
    await widget.openButton.click()
    await expect(widget.message).toBeVisible()
    await expect(widget.visitorMessages).toHaveCount(0)
    expect(await storedKeys(page)).toEqual({ local: [], session: [] })
  })
})

test.describe('a second tab of the same visitor', () => {
  for (const [storage, same] of [
    ['local', true],
    ['session', false],
    ['memory', false],
  ] as const) {
    test(`${storage}: ${same ? 'the same conversation' : 'starts afresh'}`, async ({ page, context, embed, widget }) => {
      const url = embed({ attrs: attrs(storage) })
      await chat(page, url, widget)
      await expect.poll(async () => (await storedKeys(page)).local.length + (await storedKeys(page)).session.length).toBe(storage === 'memory' ? 0 : 3)
      const other = await context.newPage()
      await other.goto(url)
      const otherWidget = other.locator(SELECTORS.host)
      if (same) {
        await expect(otherWidget.locator(SELECTORS.visitorBubbles)).toHaveText(['Where is my order?'])
        return
      }
      await other.getByRole('button', { name: 'Open chat' }).click()
      await expect(other.getByRole('textbox', { name: 'Message' })).toBeVisible()
      await expect(otherWidget.locator(SELECTORS.visitorMessages)).toHaveCount(0)
      // The first tab keeps its own.
      await expect(widget.visitorMessages).toHaveText(['Where is my order?'])
    })
  }
})

test('a tab whose panel started with nothing stored follows the conversation another tab then starts (the restore chunk fetched only then)', async ({
  page,
  context,
  embed,
  widget,
}) => {
  const url = embed({ attrs: attrs('local') })
  const other = await context.newPage()
  const restores: string[] = []
  other.on('request', (request) => {
    if (/\/restore-[\w-]+\.js$/.test(request.url())) restores.push(request.url())
  })
  await other.goto(url)
  await other.getByRole('button', { name: 'Open chat' }).click()
  await expect(other.getByRole('textbox', { name: 'Message' })).toBeVisible()
  // A new visitor: nothing stored to check, so no restore chunk.
  expect(restores).toEqual([])
  // This tab finds the chat as the other left it, open, and starts the conversation.
  await page.goto(url)
  await expect(widget.message).toBeVisible()
  await widget.say('Where is my order?')
  await expect(widget.agentMessages).toHaveCount(2)
  await expect(other.locator(SELECTORS.host).locator(SELECTORS.visitorBubbles)).toHaveText(['Where is my order?'])
  expect(restores).toHaveLength(1)
  // The chunk is here now (its check and its merge): the next message follows too, with no second fetch.
  await widget.say('And when will it come?')
  await expect(other.locator(SELECTORS.host).locator(SELECTORS.visitorBubbles)).toHaveText(['Where is my order?', 'And when will it come?'])
  expect(restores).toHaveLength(1)
})

test('consent required on top of session: nothing written until consent, then sessionStorage only', async ({ page, embed, widget }) => {
  await chat(page, embed({ attrs: attrs('session', { consent: 'required' }) }), widget)
  // Give the panel's saves (after the next paint) their chance to happen, then check there were none.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))))
  expect(await storedKeys(page)).toEqual({ local: [], session: [] })
  await page.evaluate(() => (window as unknown as { AgentChat: (...args: unknown[]) => void }).AgentChat('consent', true))
  await expect.poll(() => storedKeys(page)).toEqual({ local: [], session: WRITTEN })
  await page.reload()
  await page.evaluate(() => (window as unknown as { AgentChat: (...args: unknown[]) => void }).AgentChat('consent', true))
  await expect(widget.dialog).toBeVisible()
  await expect(widget.visitorMessages).toHaveText(['Where is my order?'])
})
