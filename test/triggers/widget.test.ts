// The site's triggers through the whole widget in happy-dom: loader.js's API
// (createAgentChat), the real commands chunk and the real panel (handed out
// at once by a fake chunk loader), the service behind a stubbed fetch.
import { act, fireEvent } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createCommands } from '../../src/commands/commands'
import type { ChunkLoader } from '../../src/launcher/chunks'
import { ELEMENT_NAME } from '../../src/shared/api/public-api'
import { flush } from '../helpers/deferred'
import { stubService, type FakeService } from '../helpers/fake-service'
import { loadPanelChunk } from '../helpers/widget'
import { destroyWidgets, startWidget } from '../helpers/start-widget'
import { SELECTORS } from '../selectors'

class InstantChunks implements ChunkLoader {
  readonly requested: string[] = []
  load(name: string) {
    this.requested.push(name)
    return name === 'commands' ? Promise.resolve({ createCommands }) : loadPanelChunk(name)
  }
  readonly languages: readonly string[] = []
  define() {}
}

let service: FakeService

const root = () => document.querySelector(ELEMENT_NAME)!.shadowRoot!
const launcher = () => root().querySelector<HTMLButtonElement>(SELECTORS.launcher)!
const box = () => root().querySelector<HTMLTextAreaElement>(SELECTORS.message)
const settle = () =>
  act(async () => {
    for (let i = 0; i < 8; i++) await flush()
  })

function siteButton(attrs: Record<string, string>): HTMLButtonElement {
  const button = document.body.appendChild(document.createElement('button'))
  button.textContent = 'Ask us'
  for (const [name, value] of Object.entries(attrs)) button.setAttribute(name, value)
  return button
}

beforeEach(() => {
  localStorage.clear()
  history.replaceState(null, '', '/')
  service = stubService()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  destroyWidgets()
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('the site’s elements, through the widget', () => {
  it('open needs no commands chunk; a message is placed in the box, not sent', async () => {
    const chunks = new InstantChunks()
    startWidget(chunks)
    siteButton({ 'data-agent-chat': 'open' }).click()
    await settle()
    expect(launcher().getAttribute('aria-expanded')).toBe('true')
    // The panel, and beside it the panel's life (src/life/).
    expect(chunks.requested).toEqual(['panel', 'life'])
    siteButton({ 'data-agent-chat': 'open', 'data-agent-chat-message': 'Where is my order?' }).click()
    await settle()
    expect(box()!.value).toBe('Where is my order?')
    expect(service.sent).toEqual([])
  })

  it('send with a message opens the chat and sends it', async () => {
    startWidget(new InstantChunks())
    siteButton({ 'data-agent-chat': 'send', 'data-agent-chat-message': 'Track order 42' }).click()
    await settle()
    expect(launcher().getAttribute('aria-expanded')).toBe('true')
    expect(service.sent.map((m) => m.message)).toEqual(['Track order 42'])
  })

  it('send before the pre-chat form is filled: the text waits in the box, as with AgentChat("send")', async () => {
    startWidget(new InstantChunks(), { attrs: { collectVisitorName: 'true' } })
    siteButton({ 'data-agent-chat': 'send', 'data-agent-chat-message': 'Question' }).click()
    await settle()
    expect(service.sent).toEqual([])
    fireEvent.input(root().querySelector('input')!, { target: { value: 'Ada' } })
    fireEvent.submit(root().querySelector('form')!)
    await settle()
    expect(box()!.value).toBe('Question')
  })

  it('#agent-chat=<markup> on load: the text is the box’s value, and no element of it exists', async () => {
    history.replaceState(null, '', '/#agent-chat=' + encodeURIComponent('<img src=x onerror="alert(1)"><b>hi</b>'))
    startWidget(new InstantChunks())
    await settle()
    expect(launcher().getAttribute('aria-expanded')).toBe('true')
    expect(box()!.value).toBe('<img src=x onerror="alert(1)"><b>hi</b>')
    expect(root().querySelectorAll('img, b')).toHaveLength(0)
    expect(document.querySelectorAll('img, b')).toHaveLength(0)
  })

  it('Escape and the close button give focus back to the site’s button that opened the chat', async () => {
    startWidget(new InstantChunks())
    const button = siteButton({ 'data-agent-chat': 'open' })
    button.focus()
    button.click()
    await settle()
    expect(document.activeElement).not.toBe(button)
    fireEvent.keyDown(root().querySelector(SELECTORS.dialog)!, { key: 'Escape' })
    await settle()
    expect(launcher().getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button)

    button.click()
    await settle()
    root().querySelector<HTMLButtonElement>(SELECTORS.close)!.click()
    await settle()
    expect(document.activeElement).toBe(button)
  })
})
