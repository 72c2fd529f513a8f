// @vitest-environment node
// The plugin's consent script, run: what agent_chat_consent_script() returns
// (printed by PHP through test/wordpress/consent-script.php, so the plugin's
// own output, never a copy), as the footer's <script> in a fresh happy-dom
// page per case, and what the widget is told read from its stub's queue
// (AgentChat.q, which the loader replays in order).
//
// The WP Consent API plugin cannot be installed here: each page holds a
// double of its documented browser interface
// (https://github.com/WordPress/wp-consent-level-api, readme.md's examples
// and assets/js/wp-consent-api.js): window.wp_has_consent(category), a
// boolean; window.waitfor_consent_hook, set where a consent plugin decides
// the consent type later and then dispatches wp_consent_type_defined on the
// document; and wp_listen_for_consent_change, a CustomEvent on the document
// whose detail maps the changed category to 'allow' or 'deny'. Nothing fires
// DOMContentLoaded in a page built here, so each case fires it where the
// browser would: once the footer's scripts have run.
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { type ErrorEvent, Window } from 'happy-dom'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../..')

type ConsentPage = Window & {
  wp_has_consent?: (category: string) => boolean
  waitfor_consent_hook?: boolean
  AgentChat?: ((...args: unknown[]) => void) & { q?: IArguments[] }
}

let script = ''

beforeAll(() => {
  const run = spawnSync('php', ['-d', 'display_errors=stderr', 'test/wordpress/consent-script.php'], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 })
  expect(run.error, 'php is not installed: install php-cli (apt-get install php-cli) to run the WordPress plugin tests').toBeUndefined()
  expect(run.status, `${run.stdout}${run.stderr}`).toBe(0)
  script = JSON.parse(run.stdout.split('\n')[0]!) as string
})

const pages: { page: ConsentPage; errors: string[] }[] = []

afterEach(async () => {
  const closing = pages.splice(0)
  await Promise.all(closing.map(({ page }) => page.happyDOM.close()))
  // An exception in the script or its listeners is the page's error event: a case that saw nothing passed on must not have seen one.
  for (const { errors } of closing) expect(errors).toEqual([])
})

/** A page with nothing on it yet: no API, no widget. */
function newPage(): ConsentPage {
  const page = new Window({
    url: 'https://shop.example/',
    settings: { enableJavaScriptEvaluation: true, suppressInsecureJavaScriptEnvironmentWarning: true },
  }) as ConsentPage
  const errors: string[] = []
  page.addEventListener('error', (event) => errors.push(String((event as ErrorEvent).error ?? (event as ErrorEvent).message)))
  pages.push({ page, errors })
  return page
}

/** The API's wp_has_consent, answering true for the categories given true and false for every other. */
function consentApi(page: ConsentPage, granted: Record<string, boolean>): void {
  page.wp_has_consent = (category) => granted[category] === true
}

/** The plugin's script as WordPress prints it in the footer. */
function runPluginScript(page: ConsentPage): void {
  const element = page.document.createElement('script')
  element.id = 'agent-chat-consent-js'
  element.textContent = script
  page.document.body.appendChild(element)
}

function parsed(page: ConsentPage): void {
  page.document.dispatchEvent(new page.Event('DOMContentLoaded'))
}

function consentTypeDefined(page: ConsentPage): void {
  page.document.dispatchEvent(new page.CustomEvent('wp_consent_type_defined'))
}

/** A choice as the API's wp_set_consent dispatches it: an Array holding the changed category as a property. */
function choiceChanged(page: ConsentPage, choices: Record<string, string>): void {
  page.document.dispatchEvent(new page.CustomEvent('wp_listen_for_consent_change', { detail: Object.assign([], choices) }))
}

/** Every call the widget's stub has queued, in order. */
function received(page: ConsentPage): unknown[][] {
  expect(page.AgentChat, "the plugin's script defined the stub").toBeTypeOf('function')
  return (page.AgentChat!.q ?? []).map((args): unknown[] => Array.from(args as ArrayLike<unknown>))
}

describe("the plugin's consent script with the WP Consent API", () => {
  it('is the documented stub, then the listeners', () => {
    expect(script.startsWith('window.AgentChat = window.AgentChat || function () { (AgentChat.q = AgentChat.q || []).push(arguments) };\n')).toBe(true)
  })

  it('passes a consent granted at load on once the document is parsed, once', () => {
    const page = newPage()
    consentApi(page, { functional: true })
    runPluginScript(page)
    expect(received(page)).toEqual([])
    parsed(page)
    expect(received(page)).toEqual([['consent', true]])
  })

  it('passes nothing at load when functional is not granted, whatever the other categories', () => {
    const page = newPage()
    consentApi(page, { preferences: true, statistics: true, 'statistics-anonymous': true, marketing: true })
    runPluginScript(page)
    parsed(page)
    expect(received(page)).toEqual([])
  })

  it("reads the API's answer when the API's script comes after the plugin's", () => {
    const page = newPage()
    runPluginScript(page)
    consentApi(page, { functional: true })
    parsed(page)
    expect(received(page)).toEqual([['consent', true]])
  })

  it("passes nothing when the API's script is not on the page", () => {
    const page = newPage()
    runPluginScript(page)
    parsed(page)
    expect(received(page)).toEqual([])
  })

  it('with waitfor_consent_hook, waits for wp_consent_type_defined, then passes a grant on', () => {
    const page = newPage()
    page.waitfor_consent_hook = true
    consentApi(page, { functional: true })
    runPluginScript(page)
    parsed(page)
    expect(received(page)).toEqual([])
    consentTypeDefined(page)
    expect(received(page)).toEqual([['consent', true]])
  })

  it('with waitfor_consent_hook, passes nothing after wp_consent_type_defined when functional is not granted', () => {
    const page = newPage()
    page.waitfor_consent_hook = true
    consentApi(page, { marketing: true })
    runPluginScript(page)
    parsed(page)
    consentTypeDefined(page)
    expect(received(page)).toEqual([])
  })

  it('passes a choice to allow functional on as consent(true)', () => {
    const page = newPage()
    consentApi(page, {})
    runPluginScript(page)
    parsed(page)
    choiceChanged(page, { functional: 'allow' })
    expect(received(page)).toEqual([['consent', true]])
  })

  it('passes a choice to deny functional on as consent(false)', () => {
    const page = newPage()
    consentApi(page, {})
    runPluginScript(page)
    parsed(page)
    choiceChanged(page, { functional: 'deny' })
    expect(received(page)).toEqual([['consent', false]])
  })

  it('passes nothing for a choice about another category, a value neither allow nor deny, or no detail', () => {
    const page = newPage()
    consentApi(page, {})
    runPluginScript(page)
    parsed(page)
    choiceChanged(page, { marketing: 'allow' })
    choiceChanged(page, { statistics: 'deny' })
    choiceChanged(page, { functional: 'maybe' })
    choiceChanged(page, { functional: '' })
    page.document.dispatchEvent(new page.CustomEvent('wp_listen_for_consent_change'))
    expect(received(page)).toEqual([])
  })

  it('passes a denial after a grant at load on, in order', () => {
    const page = newPage()
    consentApi(page, { functional: true })
    runPluginScript(page)
    parsed(page)
    choiceChanged(page, { functional: 'deny' })
    expect(received(page)).toEqual([
      ['consent', true],
      ['consent', false],
    ])
  })

  it('calls the widget itself where the loader has already replaced the stub', () => {
    const page = newPage()
    const calls: unknown[][] = []
    page.AgentChat = (...args: unknown[]) => void calls.push(args)
    consentApi(page, { functional: true })
    runPluginScript(page)
    parsed(page)
    choiceChanged(page, { functional: 'deny' })
    expect(calls).toEqual([
      ['consent', true],
      ['consent', false],
    ])
    expect(page.AgentChat.q).toBeUndefined()
  })
})
