// A host page embedding the built loader, as a site owner pastes it: shared by
// the Playwright specs and the WebDriver journeys.
import type { MockServer } from '../mock/server'
import { DEMO_WIDGET_KEY } from '../mock/service'
import type { HostPage, HostServer } from './host-server'
import { escapeAttribute } from '../src/shared/settings/embed-code'

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

export function embedHtml(mock: Pick<MockServer, 'origin'>, options: EmbedOptions = {}): string {
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

let pageCounter = 0

/** An `embed(options)` that serves a fresh host page and returns its URL. */
export function embedder(mock: Pick<MockServer, 'origin'>, host: HostServer): (options?: EmbedOptions) => string {
  return (options = {}) => {
    const path = options.path ?? `/site/page-${++pageCounter}.html`
    return host.set(path, { html: embedHtml(mock, options), ...(options.headers ? { headers: options.headers } : {}) })
  }
}
