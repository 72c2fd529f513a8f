import { afterEach, describe, expect, it } from 'vitest'
import { POLICY_NAME, trustedScriptUrls } from '../../src/launcher/trusted-script-url'

type Rules = { createScriptURL(url: string): string }
const win = window as unknown as { trustedTypes?: unknown }
const BASE = 'https://cdn.example/widget/v1/loader.js?x=1'

/** A stand-in for the browser's factory, recording the policies made; `refuse` acts like a page's trusted-types list without our name. */
function fakeTrustedTypes(refuse = false) {
  const made: Array<{ name: string; rules: Rules }> = []
  win.trustedTypes = {
    createPolicy(name: string, rules: Rules) {
      if (refuse) throw new TypeError(`Policy "${name}" disallowed.`)
      made.push({ name, rules })
      return { createScriptURL: (url: string) => ({ trusted: rules.createScriptURL(url) }) }
    },
  }
  return made
}

afterEach(() => delete win.trustedTypes)

describe('trustedScriptUrls', () => {
  it('without Trusted Types, gives the URL itself', () => {
    expect(trustedScriptUrls(BASE, () => {})('https://cdn.example/widget/v1/panel-abc.js')).toBe('https://cdn.example/widget/v1/panel-abc.js')
  })

  it('makes one agent-chat policy, on the first URL, and vouches for files beside loader.js through it', () => {
    const made = fakeTrustedTypes()
    const urls = trustedScriptUrls(BASE, () => {})
    expect(made).toHaveLength(0)
    expect(urls('https://cdn.example/widget/v1/panel-abc.js')).toEqual({ trusted: 'https://cdn.example/widget/v1/panel-abc.js' })
    expect(urls('https://cdn.example/widget/v1/i18n/de-abc.js')).toEqual({ trusted: 'https://cdn.example/widget/v1/i18n/de-abc.js' })
    expect(made.map((p) => p.name)).toEqual([POLICY_NAME])
  })

  it('refuses any URL outside loader.js’s folder', () => {
    fakeTrustedTypes()
    const urls = trustedScriptUrls(BASE, () => {})
    expect(() => urls('https://evil.example/widget/v1/panel.js')).toThrow(/not one of the widget's files/)
    expect(() => urls('https://cdn.example/other/panel.js')).toThrow(/not one of the widget's files/)
  })

  it('says which policy to allow when the page refuses it, and falls back to the URL', () => {
    fakeTrustedTypes(true)
    const logged: string[] = []
    const urls = trustedScriptUrls(BASE, (m) => logged.push(m))
    expect(urls('https://cdn.example/widget/v1/panel-abc.js')).toBe('https://cdn.example/widget/v1/panel-abc.js')
    urls('https://cdn.example/widget/v1/commands-abc.js')
    expect(logged).toHaveLength(1)
    expect(logged[0]).toContain('"agent-chat"')
  })
})
