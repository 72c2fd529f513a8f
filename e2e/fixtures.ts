// Per-worker servers (the mock service serving the built dist/, and a host
// site on another origin) plus helpers to embed the widget in a page.
import { randomUUID } from 'node:crypto'
import { resolve } from 'node:path'
import { test as base, expect, type ConsoleMessage, type Locator, type Page, type Request } from '@playwright/test'
import { startMockServer, type MockServer } from '../mock/server'
import { startHostServer, type HostServer } from '../scripts/host-server'
import { embedder, embedHtml, KEY, type EmbedOptions } from '../scripts/embed-page'
import { SELECTORS } from '../test/selectors'
import { panelStarted } from '../scripts/panel-started'
import type { Conversation } from '../src/panel/storage/conversation-store'
import { storageKey } from '../src/shared/storage/ui-state'
import type { WebhookRequest } from '../src/shared/service/wire'

export { expect }
export { embedHtml, KEY, panelStarted, type EmbedOptions }

/** The strict policy of docs/security.md: scripts and requests from the widget's origin only; no style-src, no inline, no eval. */
export const strictCsp = (origin: string) => `default-src 'none'; script-src ${origin}; connect-src ${origin}`

/** Records the page's CSP violations from its first script on; returns how to read them. */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] }
    w.__violations = []
    document.addEventListener(
      'securitypolicyviolation',
      // Firefox asks for /favicon.ico itself, even under default-src 'none': not the page's doing, nor the widget's.
      (e) => !e.blockedURI.endsWith('/favicon.ico') && w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`),
      true,
    )
  })
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)
}

/** The body of a request the page sent to webhook-chat-message. */
/** Whether a path the mock served is one of the widget's chunks (`panel`, `inline`…): its name, then its content hash. */
/** A widget of the demo account, made by the service's create-chat-widget: its key. */
export async function createWidget(mock: MockServer, name: string): Promise<string> {
  const token = mock.service.state.accounts[0]!.token
  const response = await fetch(`${mock.baseUrl}/create-chat-widget`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ agent_id: randomUUID(), name }),
  })
  return ((await response.json()) as { widget_key: string }).widget_key
}

/**
 * Counts the notification tones the page plays through real Web Audio (each OscillatorNode started), from before it
 * loads; returns how to read the count.
 */
export async function countTones(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __tones: number }
    w.__tones = 0
    const start = OscillatorNode.prototype.start
    OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: [number?]) {
      w.__tones++
      return start.apply(this, args)
    }
  })
  return () => page.evaluate(() => (window as unknown as { __tones: number }).__tones)
}

export const isChunkPath = (chunk: string) => {
  const file = new RegExp(`^/${chunk}-[\\w-]+\\.js$`)
  return (path: string) => file.test(path)
}

export const webhookBody = (request: Request) => request.postDataJSON() as WebhookRequest

/** The conversation the page has stored for a widget key, as the panel wrote it. */
export function readConversation(page: Page, key = KEY): Promise<Conversation> {
  return page.evaluate((name) => JSON.parse(localStorage.getItem(name)!) as Conversation, storageKey(key, 'conversation'))
}

interface WorkerFixtures {
  mock: MockServer
  host: HostServer
}

interface TestFixtures {
  /** Registers a host page embedding the widget and returns its URL. */
  embed: (options?: EmbedOptions) => string
  /** Console messages of the page, collected from the start. */
  consoleMessages: ConsoleMessage[]
  widget: Widget
  /** Uncaught errors on the page; every test ends with none. */
  pageErrors: Error[]
  /**
   * A new visitor next: leaves the page for a blank one on the host's origin,
   * then clears that origin's storage. Leaving first matters: the page's
   * last saves (after its next paint, and on pagehide) would otherwise land
   * after a clear made on it, and the next page restore them.
   */
  forget: () => Promise<void>
  /**
   * Every test starts from the worker's mock without faults or recorded requests, whether it builds its page with
   * `embed` or by hand: a fault a test left (links.spec.ts injects ten 503s and uses a few) answered the next test's
   * messages in that worker (pinning.spec.ts waited for a reply that never came).
   */
  cleanMock: void
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  mock: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none is written {}
    async ({}, use) => {
      const mock = await startMockServer({ staticDir: resolve(import.meta.dirname, '../dist'), tokens: ['token-a', 'token-b'] })
      await use(mock)
      await mock.close()
    },
    { scope: 'worker' },
  ],
  host: [
    // eslint-disable-next-line no-empty-pattern -- as above
    async ({}, use) => {
      const host = await startHostServer()
      await use(host)
      await host.close()
    },
    { scope: 'worker' },
  ],
  cleanMock: [
    async ({ mock }, use) => {
      mock.reset()
      await use()
    },
    { auto: true },
  ],
  embed: async ({ mock, host }, use) => {
    await use(embedder(mock, host))
  },
  forget: async ({ page, host }, use) => {
    const blank = host.set('/blank.html', { html: '<!doctype html><title>Blank</title>' })
    await use(async () => {
      await page.goto(blank)
      await page.evaluate(() => localStorage.clear())
    })
  },
  consoleMessages: async ({ page }, use) => {
    const messages: ConsoleMessage[] = []
    page.on('console', (m) => messages.push(m))
    await use(messages)
  },
  widget: async ({ page }, use) => {
    await use(new Widget(page))
  },
  // The widget never throws into the host page: any uncaught error fails the test.
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = []
      page.on('pageerror', (e) => !isBrowserReport(e) && errors.push(e))
      await use(errors)
      expect(errors.map((e) => e.message)).toEqual([])
    },
    { auto: true },
  ],
})

/**
 * Firefox (over WebDriver BiDi) also reports its own console notes about
 * network failures and CSP blocks as page errors: messages the browser writes,
 * not exceptions thrown by any script (a blocked load, Trusted Types policy
 * or sink). Tests that cause them on purpose (a dropped connection, a blocked
 * favicon, a policy left out) check the widget's behaviour instead.
 */
export function isBrowserReport(error: Error): boolean {
  return (
    /^(The Same Origin Policy disallows reading the remote resource|The page’s settings blocked )/.test(error.message) && !/\n\s+at /.test(error.stack ?? '')
  )
}

/** Every locator the specs use, in one place. */
export class Widget {
  constructor(readonly page: Page) {}
  get host(): Locator {
    return this.page.locator(SELECTORS.host)
  }
  get launcher(): Locator {
    return this.page.locator(`${SELECTORS.host} ${SELECTORS.launcher}`)
  }
  get openButton(): Locator {
    return this.page.getByRole('button', { name: 'Open chat' })
  }
  get dialog(): Locator {
    return this.page.getByRole('dialog')
  }
  get log(): Locator {
    return this.page.getByRole('log')
  }
  get message(): Locator {
    return this.page.getByRole('textbox', { name: 'Message' })
  }
  get send(): Locator {
    return this.page.getByRole('button', { name: 'Send' })
  }
  get name(): Locator {
    return this.page.getByRole('textbox', { name: 'Name' })
  }
  get email(): Locator {
    return this.page.getByRole('textbox', { name: 'Email' })
  }
  get start(): Locator {
    return this.page.getByRole('button', { name: 'Start chat' })
  }
  get agentMessages(): Locator {
    return this.page.locator(`${SELECTORS.host} ${SELECTORS.agentBubbles}`)
  }
  get visitorMessages(): Locator {
    return this.page.locator(`${SELECTORS.host} ${SELECTORS.visitorBubbles}`)
  }
  get notices(): Locator {
    return this.page.locator(`${SELECTORS.host} ${SELECTORS.notices}`)
  }
  get typing(): Locator {
    return this.page.getByRole('status').filter({ hasText: 'typing' })
  }

  /** Opens the panel and, if asked for, fills the pre-chat form. */
  async openAndStart(details: { name?: string; email?: string } = {}) {
    await this.openButton.click()
    await expect(this.dialog).toBeVisible()
    if (details.name !== undefined) await this.name.fill(details.name)
    if (details.email !== undefined) await this.email.fill(details.email)
    if (details.name !== undefined || details.email !== undefined) await this.start.click()
    await expect(this.message).toBeVisible()
  }

  async say(text: string) {
    await this.message.fill(text)
    await this.message.press('Enter')
  }

  /** One whole chat: opened, started as Ada, a question, the mock's reply (its opening hours) shown. */
  async chatOnce() {
    await this.openAndStart({ name: 'Ada' })
    await this.say('When are you open?')
    await expect(this.agentMessages.last()).toContainText('Monday')
  }
}
