// The site's analytics (data-analytics), from the built loader, in Chromium
// and Firefox, on pages with Google's own snippets as a site pastes them:
// Tag Manager's (its inline part: gtm.js itself cannot be fetched here, and
// only reads what is pushed) and Google tag's (`function gtag(){dataLayer.push(arguments)}`,
// gtag.js likewise). Every chat event lands there, named agent_chat_<name>,
// and no entry holds a word of the visitor's: not their message, not their
// name, not their email; with data-consent="required", none before consent.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const [MESSAGE, NAME, EMAIL] = ['Zebra-striped teapot question', 'Ada Lovelace', 'ada@example.com'] as const
const WORDS = [MESSAGE, NAME, EMAIL]

const TAG_MANAGER = `<script>(function(w,l){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'})})(window,'dataLayer')</script>`
const GOOGLE_TAG = `<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-TEST0000');</script>`

/** Every dataLayer entry as JSON (gtag's are its `arguments`), and the widget's events among them in order. */
async function layer(page: Page) {
  const entries = await page.evaluate(() =>
    ((window as unknown as { dataLayer: unknown[] }).dataLayer ?? []).map((entry) =>
      JSON.stringify(Array.isArray(entry) || typeof entry !== 'object' ? entry : { ...entry }),
    ),
  )
  const events = entries
    .map((json) => JSON.parse(json) as Record<string, unknown>)
    .map((entry) => (typeof entry['event'] === 'string' ? entry['event'] : entry['0'] === 'event' ? entry['1'] : undefined))
    .filter((name): name is string => typeof name === 'string' && name.startsWith('agent_chat_'))
  return { all: entries.join('\n'), events }
}

/** A whole chat: identified with a name and an email, a message, its reply, closed. */
async function chat(page: Page, widget: import('./fixtures').Widget) {
  await widget.openAndStart({ name: NAME, email: EMAIL })
  await widget.say(MESSAGE)
  await expect(widget.agentMessages.last()).toBeVisible()
  await expect(widget.agentMessages).toHaveCount(2)
  await widget.dialog.getByRole('button', { name: 'Close chat' }).click()
}

for (const [target, snippet] of [
  ['datalayer', TAG_MANAGER],
  ['gtag', GOOGLE_TAG],
] as const) {
  test(`data-analytics="${target}": every event of a chat, in order, and no word of the visitor's in any entry`, async ({ page, embed, widget }) => {
    await page.goto(embed({ head: snippet, attrs: { analytics: target, 'collect-visitor-email': 'true' } }))
    await chat(page, widget)
    await expect.poll(async () => (await layer(page)).events).toContain('agent_chat_close')
    const { all, events } = await layer(page)
    expect(events).toEqual(['agent_chat_ready', 'agent_chat_open', 'agent_chat_message_sent', 'agent_chat_reply_received', 'agent_chat_close'])
    for (const word of WORDS) expect(all).not.toContain(word)
    // Each names the widget; the site's own entries are still there, first.
    expect(all).toContain('"agent_chat_widget":"wgt_')
    expect(all.split('\n')[0]).toContain(target === 'gtag' ? '"0":"js"' : 'gtm.js')
  })
}

test('data-consent="required": nothing before consent, the events after it', async ({ page, embed, widget }) => {
  await page.goto(embed({ head: TAG_MANAGER, attrs: { analytics: 'datalayer', consent: 'required', 'collect-visitor-email': 'true' } }))
  await chat(page, widget)
  await page.waitForTimeout(300)
  expect((await layer(page)).events).toEqual([])
  await page.evaluate(() => (window as unknown as { AgentChat: (command: string, granted: boolean) => void }).AgentChat('consent', true))
  await widget.openButton.click()
  await expect.poll(async () => (await layer(page)).events).toEqual(['agent_chat_open'])
  for (const word of WORDS) expect((await layer(page)).all).not.toContain(word)
})
