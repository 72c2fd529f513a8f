// A reply taller than the visible conversation is read from its start: the
// view puts the reply's top at the top of the log instead of showing its last
// lines. A reply that fits still brings the view to the end, and a visitor who
// scrolled up is never moved ("New messages" instead). Measured in Chromium,
// where there is layout.
import type { Page } from '@playwright/test'
import { SELECTORS } from '../test/selectors'
import { RICH_REPLY } from '../test/helpers/rich-reply'
import { expect, test, type Widget } from './fixtures'

/** Thirty paragraphs: several times the height of the panel's log. */
const LONG = Array.from({ length: 30 }, (_, i) => `Step ${i + 1}: grind the beans, weigh them, and pour slowly.`).join('\n\n')

interface LogView {
  /** The newest reply's row, from the log's top edge (0: its top is the first line in view). */
  replyTop: number
  replyHeight: number
  /** How far the view is from the log's end. */
  fromEnd: number
  top: number
  client: number
}

/** Where the log and its newest reply are, read after the next two frames (the widget scrolls in the first). */
function readView(page: Page): Promise<LogView> {
  return page.evaluate(
    (s) =>
      new Promise<LogView>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const root = document.querySelector(s.host)!.shadowRoot!
            const log = root.querySelector<HTMLElement>(s.log)!
            const reply = Array.from(root.querySelectorAll(s.agentMessages)).at(-1)!.getBoundingClientRect()
            resolve({
              replyTop: Math.round(reply.top - log.getBoundingClientRect().top),
              replyHeight: Math.round(reply.height),
              fromEnd: log.scrollHeight - log.scrollTop - log.clientHeight,
              top: log.scrollTop,
              client: log.clientHeight,
            })
          }),
        ),
      ),
    SELECTORS,
  )
}

async function open(page: Page, url: string, widget: Widget) {
  await page.goto(url)
  await widget.openAndStart()
}

test('a long reply shows its start, not its end, and no "New messages" button', async ({ page, embed, mock, widget }) => {
  await open(page, embed({ attrs: { 'collect-visitor-name': 'false' } }), widget)
  mock.inject({ fault: 'reply', text: LONG, times: 1, message_includes: 'brew' })
  await widget.say('How do I brew it?')
  await expect(widget.agentMessages.last()).toContainText('Step 30')
  const view = await readView(page)
  expect(view.replyHeight, 'the reply is taller than the log').toBeGreaterThan(view.client)
  expect(Math.abs(view.replyTop), `the reply's top at the top of the log: ${JSON.stringify(view)}`).toBeLessThanOrEqual(1)
  expect(view.fromEnd).toBeGreaterThan(100)
  await expect(widget.host.locator(SELECTORS.newMessages)).toHaveCount(0)
  // The visitor reads on to the end: the next reply is followed again.
  await widget.log.evaluate((log) => (log.scrollTop = log.scrollHeight))
  await widget.say('Do you ship?')
  await expect(widget.agentMessages.last()).toContainText('1 business day')
  await expect.poll(async () => (await readView(page)).fromEnd).toBeLessThanOrEqual(1)
})

test('a long reply drawn by the rich renderer (its chunk fetched for this reply, the simple rendering shown meanwhile) is read from its start too', async ({
  page,
  embed,
  mock,
  widget,
}) => {
  await open(page, embed({ attrs: { 'collect-visitor-name': 'false' } }), widget)
  mock.inject({ fault: 'reply', text: `${RICH_REPLY}\n\n${LONG}`, times: 1 })
  await widget.say('When are you open?')
  await expect(widget.agentMessages.last().locator('table')).toBeVisible()
  await expect(widget.agentMessages.last()).toContainText('Step 30')
  const view = await readView(page)
  expect(view.replyHeight).toBeGreaterThan(view.client)
  // The rich rendering replaces the simple one after the scroll, and the browser's scroll anchoring may
  // then move the view by a few pixels (3 in Chromium 156): the reply's start stays in view, within the
  // log's 16 px padding of its top.
  expect(view.replyTop, `the reply's top at the top of the log: ${JSON.stringify(view)}`).toBeGreaterThanOrEqual(-1)
  expect(view.replyTop, `the reply's top at the top of the log: ${JSON.stringify(view)}`).toBeLessThanOrEqual(16)
  await expect(widget.host.locator(SELECTORS.newMessages)).toHaveCount(0)
})

test('a reply whose simple rendering fits but whose rich one, swapped in when the chunk arrives, does not: its start stays in view', async ({
  page,
  embed,
  mock,
  widget,
}) => {
  await open(page, embed({ attrs: { 'collect-visitor-name': 'false' } }), widget)
  // Fourteen rows: about 390 px as the simple rendering's lines, about 490 px as a table (the log shows 470).
  const table = '| Origin | Roast |\n|---|---|\n' + Array.from({ length: 14 }, (_, i) => `| Farm ${i + 1} | medium |`).join('\n')
  mock.inject({ fault: 'reply', text: table, times: 1 })
  await widget.say('Which farms?')
  await expect(widget.host.locator(SELECTORS.tableScroll)).toBeVisible()
  await expect
    .poll(async () => {
      const view = await readView(page)
      return view.replyHeight > view.client && view.replyTop >= -1 && view.replyTop <= 16
    })
    .toBe(true)
})

test('a reply that fits brings the view to the end, as before', async ({ page, embed, widget }) => {
  await open(page, embed({ attrs: { 'collect-visitor-name': 'false' } }), widget)
  // Enough rows that the log scrolls, each reply short.
  const questions = ['Do you ship?', 'When are you open?', 'Can I return a bag?', 'What does it cost?']
  for (const [i, question] of questions.entries()) {
    await widget.say(question)
    // The welcome message, then one reply per question.
    await expect(widget.agentMessages).toHaveCount(i + 2)
  }
  await expect.poll(async () => (await readView(page)).fromEnd).toBeLessThanOrEqual(1)
  expect((await readView(page)).top, 'the log scrolled').toBeGreaterThan(0)
})

test('"New messages" still holds: a reply that comes while the visitor reads the long one does not move them', async ({ page, embed, mock, widget }) => {
  await open(page, embed({ attrs: { 'collect-visitor-name': 'false' } }), widget)
  mock.inject(
    { fault: 'reply', text: LONG, times: 1, message_includes: 'brew' },
    // The second question is asked before the first answer comes (sending brings the visitor to the end)...
    { fault: 'latency', ms: 1500, times: 1, message_includes: 'brew' },
    // ...and its answer comes while the visitor reads the first.
    { fault: 'latency', ms: 1500, times: 1, message_includes: 'ship' },
  )
  await widget.say('How do I brew it?')
  await widget.say('Do you ship?')
  await expect(widget.visitorMessages).toHaveCount(2)
  await expect(widget.agentMessages.nth(1)).toContainText('Step 30')
  const reading = await readView(page)
  expect(Math.abs(reading.replyTop), `read from its start: ${JSON.stringify(reading)}`).toBeLessThanOrEqual(1)
  await expect(widget.agentMessages.last()).toContainText('1 business day')
  await expect(widget.host.locator(SELECTORS.newMessages)).toBeVisible()
  const after = await readView(page)
  expect(after.top, 'not moved by the second reply').toBe(reading.top)
  await widget.host.locator(SELECTORS.newMessages).click()
  await expect.poll(async () => (await readView(page)).fromEnd).toBeLessThanOrEqual(1)
})

test('a visitor who scrolled up is not moved by a long reply: "New messages" shows', async ({ page, embed, mock, widget }) => {
  await open(page, embed({ attrs: { 'collect-visitor-name': 'false' } }), widget)
  mock.inject({ fault: 'reply', text: LONG, times: 2, message_includes: 'brew' })
  await widget.say('How do I brew it?')
  await expect(widget.agentMessages.last()).toContainText('Step 30')
  // Long enough to scroll up before the reply comes, even on a busy machine.
  mock.inject({ fault: 'latency', ms: 3000, times: 1 })
  await widget.say('How do I brew it again?')
  await expect.poll(async () => (await readView(page)).fromEnd).toBeLessThanOrEqual(1)
  await widget.log.evaluate((log) => (log.scrollTop = 0))
  await expect(widget.host.locator(SELECTORS.newMessages)).toBeVisible({ timeout: 15_000 })
  await expect(widget.agentMessages).toHaveCount(3)
  expect((await readView(page)).top).toBe(0)
})
