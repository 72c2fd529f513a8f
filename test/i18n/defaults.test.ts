// The service's defaults (name, welcome and offline messages) in the visitor's
// language where the site left them; what the site set, as it wrote it.
import { afterEach, describe, expect, it } from 'vitest'
import { catalogues } from '../../scripts/catalogues'
import { createLauncherView } from '../../src/launcher/launcher-view'
import { offlineMessageOf, withFrame } from '../../src/life/frame'
import { attributeReader } from '../../src/shared/settings/reader'
import { WIDGET_DEFAULTS } from '../../src/shared/service/wire'
import { siteOrLanguage, withLanguageDefaults } from '../../src/shared/texts/apply'
import { defaultStrings, launcherStrings } from '../../src/shared/texts/en'
import { testConfig } from '../helpers/model'

const german = catalogues['de']!
const texts = { widgetName: german.widgetName, welcomeMessage: german.welcomeMessage, offlineMessage: german.offlineMessage }

describe('withLanguageDefaults', () => {
  it("gives the language's where the site set none (the settings' defaults are the service's)", () => {
    const config = testConfig({ name: WIDGET_DEFAULTS.name, welcomeMessage: WIDGET_DEFAULTS.welcomeMessage, offlineMessage: WIDGET_DEFAULTS.offlineMessage })
    expect(withLanguageDefaults(config, texts)).toMatchObject({
      name: 'Website-Chat',
      welcomeMessage: german.welcomeMessage,
      offlineMessage: german.offlineMessage,
    })
  })

  it('keeps what the site set, in whatever language, and touches nothing else', () => {
    const config = testConfig({ name: 'Acme', welcomeMessage: 'Welcome to Acme!', offlineMessage: 'Back at nine.' })
    expect(withLanguageDefaults(config, texts)).toEqual(config)
  })

  it('in English, the English catalogue is the service defaults', () => {
    expect(defaultStrings).toEqual({
      widgetName: WIDGET_DEFAULTS.name,
      welcomeMessage: WIDGET_DEFAULTS.welcomeMessage,
      offlineMessage: WIDGET_DEFAULTS.offlineMessage,
    })
    expect(siteOrLanguage('x', 'x', 'y')).toBe('y')
    expect(siteOrLanguage('z', 'x', 'y')).toBe('z')
  })

  it('every language has its own three, none of them English', () => {
    for (const [lang, catalogue] of Object.entries(catalogues)) {
      for (const key of ['widgetName', 'welcomeMessage', 'offlineMessage'] as const) expect(catalogue[key], `${lang} ${key}`).not.toBe(defaultStrings[key])
      expect(catalogue.widgetName.length, lang).toBeLessThanOrEqual(30)
    }
  })
})

describe("the launcher's loading frame", () => {
  let container: HTMLElement | undefined
  afterEach(() => container?.remove())

  function frame(config: Parameters<typeof testConfig>[0]) {
    container = document.body.appendChild(document.createElement('div'))
    const strings = { ...launcherStrings, ...defaultStrings, ...texts }
    // The frame is the life chunk's (src/life/frame.ts), drawn into the launcher's view.
    const view = withFrame(
      createLauncherView(
        container,
        testConfig(config),
        strings,
        () => {},
        () => {},
      ),
      testConfig(config),
      strings,
      () => {},
      // The life chunk's reading of data-offline-message, over the German catalogue.
      () => offlineMessageOf({ read: attributeReader({ offlineMessage: testConfig(config).offlineMessage }, () => {}), catalogue: texts }),
    )
    view.showFrame('failed')
    return container.querySelector('[role="dialog"]')!
  }

  it("is named and says the offline message in the language where the site left the service's", () => {
    const dialog = frame({ name: WIDGET_DEFAULTS.name, offlineMessage: WIDGET_DEFAULTS.offlineMessage })
    expect(dialog.getAttribute('aria-label')).toBe('Website-Chat')
    expect(dialog.querySelector('[role="alert"]')!.textContent).toBe(german.offlineMessage)
  })

  it("shows the site's own name and offline message as written", () => {
    const dialog = frame({ name: 'Acme', offlineMessage: 'Back at nine.' })
    expect(dialog.getAttribute('aria-label')).toBe('Acme')
    expect(dialog.querySelector('[role="alert"]')!.textContent).toBe('Back at nine.')
  })
})
