// The launcher stage's DOM, drawn without a framework: the documented parts
// on what it draws (and on the life chunk's frame, src/life/frame.ts, which
// it completes), data-font="inherit", data-launcher-label.
import { afterEach, describe, expect, it } from 'vitest'
import { createLauncherView } from '../../src/launcher/launcher-view'
import { withFrame } from '../../src/life/frame'
import { defaultStrings, launcherStrings } from '../../src/shared/texts/en'
import { testConfig } from '../helpers/model'
import type { LauncherConfig } from '../../src/shared/settings/launcher'

let container: HTMLElement | undefined
afterEach(() => {
  container?.remove()
  document.body.style.fontFamily = ''
})

function draw(config: Partial<LauncherConfig> = {}) {
  container = document.body.appendChild(document.createElement('div'))
  const strings = { ...launcherStrings, ...defaultStrings }
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
    () => testConfig(config).offlineMessage,
  )
  const parts = () => [...container!.querySelectorAll('[part]')].map((el) => el.getAttribute('part')).filter(Boolean)
  return { view, root: container.firstElementChild as HTMLElement, parts }
}

describe('the launcher view', () => {
  it('names its parts: launcher and badge; the loading frame: panel, header, close, wait; failed, the notice', () => {
    const { view, parts } = draw()
    expect(parts()).toEqual(['launcher', 'badge'])
    view.showFrame('loading')
    expect(parts()).toEqual(['panel', 'header', 'close', 'wait', 'launcher', 'badge'])
    view.showFrame('failed')
    expect(parts()).toEqual(['panel', 'header', 'close', 'wait', 'notice', 'launcher', 'badge'])
  })

  it('data-font="inherit" takes the family of the page’s text; the default leaves the system stack to the stylesheet', () => {
    document.body.style.fontFamily = '"Site Font", serif'
    expect(draw().root.style.getPropertyValue('--acw-font')).toBe('')
    container!.remove()
    expect(draw({ font: 'inherit' }).root.style.getPropertyValue('--acw-font')).toBe('"Site Font", serif')
  })

  it('data-launcher-label: the text beside the icon and the name, with the unread count; open, "Close chat"', () => {
    const { view, root, parts } = draw({ launcherLabel: 'Chat with us' })
    const button = root.querySelector('button')!
    expect(parts()).toEqual(['launcher', 'launcher-label', 'badge'])
    expect(root.classList.contains('labelled')).toBe(true)
    expect(button.getAttribute('aria-label')).toBe('Chat with us')
    view.update({ open: false, unread: 3 })
    expect(button.getAttribute('aria-label')).toBe('Chat with us, 3 unread')
    // As text, the label and the count are apart, as in the name.
    expect(button.textContent).toBe('Chat with us 3')
    view.update({ open: true, unread: 0 })
    expect(button.getAttribute('aria-label')).toBe('Close chat')
  })

  it('without a label, the icon alone, as before', () => {
    const { root } = draw()
    expect(root.classList.contains('labelled')).toBe(false)
    expect(root.querySelector('button')!.getAttribute('aria-label')).toBe('Open chat')
  })
})
