// Per-worker servers (the mock service serving the built dist/, and a host
// site on another origin) plus helpers to embed the widget in a page.
import { resolve } from 'node:path'
import { test as base, expect, type ConsoleMessage, type Locator, type Page } from '@playwright/test'
import { startMockServer, type MockServer } from '../mock/server'
import { DEMO_WIDGET_KEY } from '../mock/service'
import { startHostServer, type HostServer, type HostPage } from '../scripts/host-server'
import { escapeAttribute } from '../src/embed-code'

export { expect }
export const KEY = DEMO_WIDGET_KEY

export interface EmbedOptions {
  /** data-* attributes without the `data-` prefix; null leaves the attribute out. */
  attrs?: Record<string, string | null>
  path?: string
  head?: string
  body?: string
  headers?: HostPage['headers']
  /** Markup placed before the embed script (e.g. scripts that patch globals). */
  before?: string
  /** Attributes of the page's <html> element; `lang="en"` unless given. */
  html?: string
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
}

let pageCounter = 0

export function embedHtml(mock: MockServer, options: EmbedOptions = {}): string {
  const attrs: Record<string, string | null> = { 'widget-key': KEY, ...options.attrs }
  const data = Object.entries(attrs)
    .filter(([, v]) => v !== null)
    .map(([k, v]) => ` data-${k}="${escapeAttribute(v!)}"`)
    .join('')
  return `<!doctype html><html ${options.html ?? 'lang="en"'}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Host page</title>${options.head ?? ''}</head>
<body>${options.body ?? '<main><h1>Host page</h1><p>Some content of the customer site.</p></main>'}
${options.before ?? ''}
<script src="${mock.origin}/loader.js"${data} async></script>
</body></html>`
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  mock: [
    async ({}, use) => {
      const mock = await startMockServer({ staticDir: resolve(import.meta.dirname, '../dist'), tokens: ['token-a', 'token-b'] })
      await use(mock)
      await mock.close()
    },
    { scope: 'worker' },
  ],
  host: [
    async ({}, use) => {
      const host = await startHostServer()
      await use(host)
      await host.close()
    },
    { scope: 'worker' },
  ],
  embed: async ({ mock, host }, use) => {
    mock.reset()
    await use((options = {}) => {
      const path = options.path ?? `/site/page-${++pageCounter}.html`
      return host.set(path, { html: embedHtml(mock, options), ...(options.headers ? { headers: options.headers } : {}) })
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
      page.on('pageerror', (e) => errors.push(e))
      await use(errors)
      expect(errors.map((e) => e.message)).toEqual([])
    },
    { auto: true },
  ],
})

/** Every locator the specs use, in one place. */
export class Widget {
  constructor(readonly page: Page) {}
  get host(): Locator {
    return this.page.locator('agent-chat-widget')
  }
  get launcher(): Locator {
    return this.page.locator('agent-chat-widget button.launcher')
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
    return this.page.locator('agent-chat-widget .msg.agent .bubble')
  }
  get visitorMessages(): Locator {
    return this.page.locator('agent-chat-widget .msg.visitor .bubble')
  }
  get notices(): Locator {
    return this.page.locator('agent-chat-widget .notice')
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
}
