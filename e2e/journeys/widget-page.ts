// The widget as a visitor meets it, for the journeys in every engine: where
// each part is (the same selectors the Playwright specs use) and the steps a
// visitor takes. Built on EngineDriver only, so it knows no test tool.
import assert from 'node:assert/strict'
import { SELECTORS } from '../../test/selectors'
import { eventually, facts, type EngineDriver, type Facts, type Target } from './driver'

export const parts = {
  launcher: { css: SELECTORS.launcher, label: 'the launcher' },
  dialog: { css: SELECTORS.dialog, label: 'the dialog' },
  name: { css: SELECTORS.name, label: 'the name field' },
  email: { css: SELECTORS.email, label: 'the email field' },
  start: { css: SELECTORS.start, label: 'Start chat' },
  message: { css: SELECTORS.message, label: 'the message box' },
  messageLabel: { css: SELECTORS.messageLabel, label: 'the message box label' },
  send: { css: SELECTORS.send, label: 'Send' },
  close: { css: SELECTORS.close, label: 'Close chat' },
  visitorMessages: { css: SELECTORS.visitorMessages, label: 'visitor messages' },
  visitorBubbles: { css: SELECTORS.visitorBubbles, label: 'visitor message texts' },
  agentMessages: { css: SELECTORS.agentBubbles, label: 'agent replies' },
  notices: { css: SELECTORS.notices, label: 'notices' },
  log: { css: SELECTORS.log, label: 'the conversation' },
  earlier: { css: SELECTORS.earlier, label: 'Show earlier messages' },
  newMessages: { css: SELECTORS.newMessages, label: 'New messages' },
  suggestions: { css: SELECTORS.suggestions, label: 'the starter questions' },
  suggestion: { css: SELECTORS.suggestion, label: 'a starter question' },
  copy: { css: SELECTORS.copy, label: 'Copy reply' },
  copyStatus: { css: SELECTORS.copyStatus, label: 'what a copy did' },
  menuButton: { css: SELECTORS.menuButton, label: 'Conversation options' },
  menu: { css: SELECTORS.menu, label: 'the conversation menu' },
  menuItems: { css: SELECTORS.menuItems, label: 'the menu items' },
  confirm: { css: SELECTORS.confirm, label: 'the confirm step' },
  confirmYes: { css: SELECTORS.confirmYes, label: 'Start new' },
  confirmCancel: { css: SELECTORS.confirmCancel, label: 'Cancel' },
} satisfies Record<string, Target>

export class WidgetPage {
  constructor(readonly driver: EngineDriver) {}

  all(target: Target): Promise<Facts[]> {
    return facts(this.driver, target)
  }

  /** The one match of `target`, waiting until there is exactly one. */
  one(target: Target, timeoutMs?: number): Promise<Facts> {
    return eventually(async () => {
      const found = await this.all(target)
      assert.equal(found.length, 1, `${target.label}: expected one, found ${found.length}`)
      return found[0]!
    }, timeoutMs)
  }

  async gone(target: Target): Promise<void> {
    await eventually(async () => assert.equal((await this.all(target)).length, 0, `${target.label} should be gone`))
  }

  async focused(target: Target): Promise<void> {
    await eventually(async () => assert.ok((await this.one(target)).focused, `${target.label} should have focus`))
  }

  async count(target: Target, n: number, timeoutMs?: number): Promise<Facts[]> {
    return eventually(async () => {
      const found = await this.all(target)
      assert.equal(found.length, n, `${target.label}: expected ${n}, found ${found.length}`)
      return found
    }, timeoutMs)
  }

  /** The panel stage has arrived: the dialog holds a real form, not the loading frame. */
  async panelShown(): Promise<Facts> {
    await eventually(async () => {
      const fields = [...(await this.all(parts.name)), ...(await this.all(parts.message))]
      assert.ok(fields.length > 0, 'the panel stage should have replaced the loading frame')
    })
    return this.one(parts.dialog)
  }

  /** Clicks into a field and types, as a visitor does. */
  async enter(target: Target, text: string): Promise<void> {
    await this.driver.click(target)
    await this.focused(target)
    await this.driver.type(text)
    await eventually(async () => assert.equal((await this.one(target)).value, text))
  }

  /** The visitor's usual start: the page with `attrs`, the panel opened, "Do you ship?" asked and answered. */
  async firstReply(embed: (options: { attrs: Record<string, string> }) => string, attrs: Record<string, string> = {}): Promise<void> {
    await this.driver.goto(embed({ attrs: { 'collect-visitor-name': 'false', ...attrs } }))
    await this.driver.click(parts.launcher)
    await this.panelShown()
    await this.say('Do you ship?')
    await this.replies(2)
  }

  async say(text: string): Promise<void> {
    await this.enter(parts.message, text)
    await this.driver.press('Enter')
  }

  /** Reply texts once there are `n` of them. */
  async replies(n: number, timeoutMs?: number): Promise<string[]> {
    return (await this.count(parts.agentMessages, n, timeoutMs)).map((f) => f.text)
  }
}
