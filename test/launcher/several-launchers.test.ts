// Several widgets on one page (several embeds, or several mount()s: one
// loader.js): each launcher's name says whose it is while there are several,
// so a screen reader tells "Sales" from "Support"; alone, it is as it always was.
import { afterEach, describe, expect, it } from 'vitest'
import type { ChunkLoader } from '../../src/launcher/chunks'
import { ELEMENT_NAME } from '../../src/shared/api/public-api'
import { destroyWidgets, startWidget } from '../helpers/start-widget'

/** Nothing arrives: the launcher stage alone. */
const noChunks = (): ChunkLoader => ({ load: () => new Promise<never>(() => {}), languages: [], define() {} })

const launchers = () =>
  [...document.querySelectorAll(ELEMENT_NAME)].map((host) => host.shadowRoot!.querySelector('button.launcher')!.getAttribute('aria-label'))

afterEach(() => destroyWidgets())

describe('launchers of several widgets', () => {
  it("are named with each widget's name while there are several, and as before when one is left", () => {
    const sales = startWidget(noChunks(), { attrs: { name: 'Sales' } })
    expect(launchers()).toEqual(['Open chat'])
    const support = startWidget(noChunks(), { attrs: { widgetKey: 'wgt_support', name: 'Support', launcherLabel: 'Ask support' } })
    // The visible label stays in the name (WCAG's label in name).
    expect(launchers()).toEqual(['Sales: Open chat', 'Support: Ask support'])
    sales.api('open')
    expect(launchers()).toEqual(['Sales: Close chat', 'Support: Ask support'])
    support.api.destroy()
    expect(launchers()).toEqual(['Close chat'])
  })

  it("a widget that left the service's default name is named with the language's default name (in English, the service's)", () => {
    startWidget(noChunks(), { attrs: { name: 'Website Chat' } })
    startWidget(noChunks(), { attrs: { widgetKey: 'wgt_support', name: 'Support' } })
    expect(launchers()).toEqual(['Website Chat: Open chat', 'Support: Open chat'])
  })
})
