// The playground page (public/playground.html, served by `npm start`): the
// site owner edits the widget's settings and the live widget follows them
// through the public API (`AgentChat('update', ...)`); the embed code is
// written by the same embedCode() as the mock's create-chat-widget, and the
// live widget is started from that very snippet, so what is copied is what
// was seen. The look is the site's own stylesheet: a CSS block of the
// widget's custom properties (docs/theming.md), applied to this
// page as a site would, and shown to copy. Not part of the widget: built into
// dist/playground/ for the demo.
import { embedCode, type EmbedSettings } from '../shared/settings/embed-code'
import { REGISTRY } from '../shared/settings/registry'
import type { AgentChatApi } from '../shared/api/public-api'
import { splitSuggestions } from '../shared/settings/suggestions'
import { copyOrSelect } from '../shared/page/clipboard'

type Editable = Omit<EmbedSettings, 'loaderUrl' | 'widgetKey'>

const main = document.querySelector<HTMLElement>('#playground')!
const form = document.querySelector<HTMLFormElement>('#settings')!
const code = document.querySelector<HTMLElement>('#embed-code')!
const status = document.querySelector<HTMLElement>('#copy-status')!
const cssCode = document.querySelector<HTMLElement>('#css-code')!
const cssStatus = document.querySelector<HTMLElement>('#copy-css-status')!
// This page's own stylesheet for the widget, as a site's would be.
const siteLook = document.head.appendChild(document.createElement('style'))
const loaderUrl = main.dataset['loaderUrl']!
const widgetKey = main.dataset['widgetKey']!

const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement

// Every language the widget has (src/i18n/languages.ts), by its name in itself, after English.
const languages = form.elements.namedItem('locale') as HTMLSelectElement
for (const [tag, native] of __LANGUAGE_NAMES__) languages.add(new Option(`${native} (${tag})`, tag))

/** Every setting on the form, as the widget takes them: each field named after its setting (the form's other fields are the look's). */
function settings(): Editable {
  const values: Record<string, unknown> = {}
  for (const { name, list } of REGISTRY) {
    const input = form.elements.namedItem(name)
    if (!(input instanceof HTMLInputElement || input instanceof HTMLSelectElement || input instanceof HTMLTextAreaElement)) continue
    if (input instanceof HTMLInputElement && input.type === 'checkbox') values[name] = input.checked
    else values[name] = list ? splitSuggestions(input.value) : input.value.trim()
  }
  return values
}

/** The look's custom properties as a CSS block for the site's stylesheet; empty when none is set. */
function css(): string {
  const px = (name: string) => (field(name).value.trim() === '' ? undefined : `${Number(field(name).value)}px`)
  const own = field('bubbles').checked
  const properties: Array<[string, string | undefined]> = [
    ['--agent-chat-radius', px('radius')],
    ['--agent-chat-font-size', px('fontSize')],
    ['--agent-chat-panel-width', px('panelWidth')],
    ['--agent-chat-visitor-bubble', own ? field('visitorBubble').value : undefined],
    ['--agent-chat-agent-bubble', own ? field('agentBubble').value : undefined],
  ]
  const set = properties.filter(([, value]) => value !== undefined)
  return set.length ? `agent-chat-widget {\n${set.map(([name, value]) => `  ${name}: ${value};`).join('\n')}\n}` : ''
}

function showLook() {
  siteLook.textContent = css()
  cssCode.textContent = siteLook.textContent || '/* Nothing set: the widget keeps its own look. */'
  cssStatus.textContent = ''
}

/** The snippet: only the settings that differ from the defaults, so it stays short. */
function snippet(): string {
  const changed: Partial<Editable> = {}
  for (const [key, value] of Object.entries(settings()) as Array<[keyof Editable, Editable[keyof Editable]]>) {
    // An emptied text field means the default, as the widget reads it.
    const unset = value === '' || (Array.isArray(value) && value.length === 0)
    if (!unset && value !== REGISTRY.find((setting) => setting.name === key)?.default) (changed as Record<string, unknown>)[key] = value
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
showLook()

form.addEventListener('input', () => {
  code.textContent = snippet()
  status.textContent = ''
  showLook()
  // A text being typed may be briefly empty: the widget keeps its last one.
  // An empty list of starter questions, or an emptied optional text (one whose default is none), is a choice: it removes them.
  const optional = REGISTRY.filter((setting) => setting.default === '').map((setting) => setting.name as string)
  const next = Object.fromEntries(Object.entries(settings()).filter(([key, value]) => value !== '' || optional.includes(key)))
  api()?.update(next)
})
form.addEventListener('submit', (event) => event.preventDefault())

/** Copies `source`'s text, saying so in `said`; without a clipboard (an insecure origin, or permission refused) selects it for Ctrl+C. */
function copyButton(button: string, source: HTMLElement, said: HTMLElement, done: string) {
  document.querySelector<HTMLButtonElement>(button)!.addEventListener('click', () => {
    void copyOrSelect(source.textContent ?? '', source).then((outcome) => {
      said.textContent = outcome === 'copied' ? done : 'The clipboard is not available here: the code is selected, press Ctrl+C.'
    })
  })
}
copyButton('#copy', code, status, 'Copied. Paste it before </body> on your site.')
copyButton('#copy-css', cssCode, cssStatus, "Copied. Paste it into your site's stylesheet.")
