// The playground page (public/playground.html, served by `npm start`): the
// site owner edits the widget's settings and the live widget follows them
// through the public API (`AgentChat('update', ...)`); the embed code is
// written by the same embedCode() as the mock's create-chat-widget, and the
// live widget is started from that very snippet, so what is copied is what
// was seen. Not part of the widget: built into dist/playground/ for the demo.
import { DEFAULTS } from '../shared/config'
import { embedCode, type EmbedSettings } from '../shared/embed-code'
import type { AgentChatApi } from '../shared/contract'
import { splitSuggestions } from '../shared/suggestions'

type Editable = Omit<EmbedSettings, 'loaderUrl' | 'widgetKey'>

const main = document.querySelector<HTMLElement>('#playground')!
const form = document.querySelector<HTMLFormElement>('#settings')!
const code = document.querySelector<HTMLElement>('#embed-code')!
const status = document.querySelector<HTMLElement>('#copy-status')!
const loaderUrl = main.dataset['loaderUrl']!
const widgetKey = main.dataset['widgetKey']!

const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement

/** Every setting on the form, as the widget takes them. */
function settings(): Editable {
  const text = (name: string) => field(name).value.trim()
  return {
    name: text('name'),
    primaryColor: text('primaryColor'),
    position: text('position'),
    welcomeMessage: text('welcomeMessage'),
    offlineMessage: text('offlineMessage'),
    collectVisitorName: field('collectVisitorName').checked,
    collectVisitorEmail: field('collectVisitorEmail').checked,
    locale: text('locale'),
    theme: text('theme') as 'light' | 'dark' | 'auto',
    suggestions: splitSuggestions(field('suggestions').value),
  }
}

/** The snippet: only the settings that differ from the defaults, so it stays short. */
function snippet(): string {
  const changed: Partial<Editable> = {}
  for (const [key, value] of Object.entries(settings()) as Array<[keyof Editable, Editable[keyof Editable]]>) {
    // An emptied text field means the default, as the widget reads it.
    const unset = value === '' || (Array.isArray(value) && value.length === 0)
    if (!unset && value !== (DEFAULTS as Record<string, unknown>)[key]) (changed as Record<string, unknown>)[key] = value
  }
  return embedCode({ loaderUrl, widgetKey, ...changed })
}

/** Adds the <script> the snippet describes (a parsed script never runs: it is copied into a new one). */
function embed(html: string) {
  const parsed = new DOMParser().parseFromString(html, 'text/html').querySelector('script')!
  const script = document.createElement('script')
  for (const attribute of Array.from(parsed.attributes)) script.setAttribute(attribute.name, attribute.value)
  document.body.append(script)
}

const api = () => (window as unknown as { AgentChat?: AgentChatApi }).AgentChat

code.textContent = snippet()
embed(code.textContent)

form.addEventListener('input', () => {
  code.textContent = snippet()
  status.textContent = ''
  // A text being typed may be briefly empty: the widget keeps its last one.
  // An empty list of starter questions is a choice: it removes them.
  const next = Object.fromEntries(Object.entries(settings()).filter(([, value]) => value !== ''))
  api()?.update(next)
})
form.addEventListener('submit', (event) => event.preventDefault())

document.querySelector<HTMLButtonElement>('#copy')!.addEventListener('click', async () => {
  try {
    await navigator.clipboard.writeText(code.textContent ?? '')
    status.textContent = 'Copied. Paste it before </body> on your site.'
  } catch {
    // No clipboard (an insecure origin, or permission refused): select it for Ctrl+C.
    getSelection()?.selectAllChildren(code)
    status.textContent = 'The clipboard is not available here: the code is selected, press Ctrl+C.'
  }
})
