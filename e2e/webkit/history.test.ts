// Earlier conversations in WebKitGTK over WebDriver (e2e/history.spec.ts holds
// the same journey in Chromium and Firefox): three conversations, the list
// from the menu, the first continued (the mock gets its old visitor id and
// files the message in its one session), one deleted after the confirm step
// (focus on Cancel), a reload that keeps them.
import assert from 'node:assert/strict'
import { describe, it } from 'vitest'
import { embedder } from '../../scripts/embed-page'
import { SELECTORS } from '../../test/selectors'
import { eventually, facts, type EngineDriver, type Target } from '../journeys/driver'
import { sentMessages } from '../journeys/sent'
import { webdriverDriver } from './webdriver-driver'
import { webkitServers } from './webkit-session'

const servers = webkitServers()

const t = (css: string, label: string): Target => ({ css, label })
const parts = {
  launcher: t(SELECTORS.launcher, 'launcher'),
  message: t(SELECTORS.message, 'message box'),
  menuButton: t(SELECTORS.menuButton, 'menu button'),
  menuItems: t(SELECTORS.menuItems, 'menu items'),
  confirmYes: t('.confirm .start', 'confirm step: yes'),
  confirmCancel: t('.confirm .cancel', 'confirm step: Cancel'),
  items: t('.kept-list .item', 'list items'),
  heading: t('.history h3', 'heading of the list or of one conversation'),
  continue: t('.history-actions .start', 'Continue this conversation'),
  delete: t('.history-actions .delete', 'Delete this conversation'),
  visitorBubbles: t(SELECTORS.visitorBubbles, "visitor's bubbles"),
  agentMessages: t(SELECTORS.agentMessages, 'replies'),
}

/** Waits until `target` has `count` matches, and returns their facts. */
const count = (d: EngineDriver, target: Target, n: number) =>
  eventually(async () => {
    const found = await facts(d, target)
    if (found.length !== n) throw new Error(`${target.label}: ${found.length}, not ${n}`)
    return found
  })
const focused = (d: EngineDriver, target: Target) =>
  eventually(async () => {
    if (!(await facts(d, target)).some((f) => f.focused)) throw new Error(`${target.label} has no focus`)
  })

async function say(d: EngineDriver, text: string, replies: number) {
  await d.click(parts.message)
  await d.type(text)
  await d.press('Enter')
  await count(d, parts.agentMessages, replies)
}

describe('WebKitGTK, earlier conversations', () => {
  it('three conversations, continue the first (its visitor id and session), delete one, reload', async () => {
    const { mock, host, webkit } = servers
    const d = webdriverDriver(webkit.driver)
    mock.reset()
    await webkit.driver.get(`${host.origin}/`)
    await webkit.driver.executeScript('try { localStorage.clear() } catch {}')
    await webkit.driver.manage().window().setRect({ width: 1280, height: 800 })
    await d.goto(embedder(mock, host)({ attrs: { 'api-base': mock.baseUrl, 'collect-visitor-name': 'false' } }))
    await d.click(parts.launcher)
    await count(d, parts.message, 1)
    const ids: string[] = []
    for (const [i, question] of ['Do you ship?', 'When are you open?', 'Where are you?'].entries()) {
      await say(d, question, 2)
      ids.push(sentMessages(mock).at(-1)!.visitor_id)
      if (i === 2) break
      await d.click(parts.menuButton)
      await d.click(parts.menuItems, 0)
      await focused(d, parts.confirmCancel)
      await d.click(parts.confirmYes)
      await count(d, parts.visitorBubbles, 0)
    }
    assert.equal(new Set(ids).size, 3)

    // The list: the current one first, then the kept ones, newest first.
    await d.click(parts.menuButton)
    await d.click(parts.menuItems, 1)
    await focused(d, parts.heading)
    const items = await count(d, parts.items, 3)
    assert.match(items[0]!.text, /Current conversation/)
    assert.match(items[1]!.text, /When are you open\?/)
    assert.match(items[2]!.text, /Do you ship\?.*Messages: 2/)

    // The first, continued: its visitor id again, in its one session.
    await d.click(parts.items, 2)
    await focused(d, parts.heading)
    await d.click(parts.continue)
    await focused(d, parts.message)
    assert.deepEqual(
      (await count(d, parts.visitorBubbles, 1)).map((b) => b.text),
      ['Do you ship?'],
    )
    await d.type('And to Norway?')
    await d.press('Enter')
    await count(d, parts.agentMessages, 3)
    assert.equal(sentMessages(mock).at(-1)!.visitor_id, ids[0])
    assert.equal(mock.service.state.sessions.filter((s) => s.visitor_id === ids[0]).length, 1)

    // Delete the one that was current, after the confirm step.
    await d.click(parts.menuButton)
    await d.click(parts.menuItems, 1)
    await count(d, parts.items, 3)
    await d.click(parts.items, 1)
    await d.click(parts.delete)
    await focused(d, parts.confirmCancel)
    await d.click(parts.confirmYes)
    await focused(d, parts.heading)
    const left = await count(d, parts.items, 2)
    assert.match(left[1]!.text, /When are you open\?/)

    // A reload keeps them.
    await d.reload()
    await count(d, parts.visitorBubbles, 2)
    await d.click(parts.menuButton)
    await d.click(parts.menuItems, 1)
    await count(d, parts.items, 2)
    await webkit.driver.get('about:blank')
  }, 60_000)
})
