// @vitest-environment node
// The playground (public/playground.html) is where a site owner tries the
// settings: each one the registry holds has a field there, named after it,
// unless it is listed below with the reason it has none.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { REGISTRY, type SettingName } from '../src/shared/settings/registry'

/** Settings with no field in the playground, and why. */
const NOT_IN_PLAYGROUND: Partial<Record<SettingName, string>> = {
  widgetKey: "the playground's own key",
  apiBase: "the playground talks to the demo's mock",
  pageUrl: 'what the service is told, nothing the visitor sees',
  zIndex: "a fix for the site's own stacking, not a look",
  open: 'the panel is opened by hand in the playground',
  launcher: "the site's own launcher needs the site's own element",
  container: "inline mode needs an element of the site's page to fill (docs/embedding.md, Inline on a page)",
  consent: "the site's consent banner calls AgentChat('consent')",
  teaserDelay: 'a delay of seconds once per visitor, better read in docs/settings.md',
  teaserScroll: "once per visitor, like the delay, on a page scrolled: the playground's page is not one to scroll",
  teaserExit: "once per visitor, like the delay, as the mouse leaves the page: it would leave the playground's form",
  notify: 'word of a reply while the visitor is away: nothing to see while trying settings',
  feedback: 'buttons under replies the service names, which the mock does not',
  prefetch: "when the panel's file is fetched: the preview looks and behaves the same either way (docs/performance.md, The first tap ready)",
}

const html = readFileSync(new URL('../public/playground.html', import.meta.url), 'utf8')
const fields = new Set(Array.from(html.matchAll(/<(?:input|select|textarea)\b[^>]*\bname="([^"]+)"/g), (match) => match[1]!))

describe('the playground', () => {
  it.each(REGISTRY.filter((setting) => !(setting.name in NOT_IN_PLAYGROUND)).map((setting) => setting.name))('has a field for %s', (name) => {
    expect(fields.has(name), `public/playground.html has no field named ${name}: add one, or list the setting in NOT_IN_PLAYGROUND with a reason`).toBe(true)
  })

  it('lists only settings the registry holds as having no field', () => {
    const names = REGISTRY.map((setting) => setting.name as string)
    expect(Object.keys(NOT_IN_PLAYGROUND).filter((name) => !names.includes(name))).toEqual([])
  })
})
