import { act, cleanup, fireEvent, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { catalogues } from '../../scripts/catalogues'
import { parseConfig } from '../../src/shared/settings/registry'
import type { WidgetConfig } from '../../src/shared/settings/panel'
import { flush } from '../helpers/deferred'
import { renderApp, cleanupWidgets, type RenderOptions } from '../helpers/widget'

afterEach(() => {
  cleanupWidgets()
  cleanup()
})

const NOTICE = "You're chatting with an AI assistant. It can make mistakes."

function open(options: RenderOptions = {}) {
  const t = renderApp(options)
  // The launcher is the one button with aria-expanded (its name is in the interface language).
  fireEvent.click(document.querySelector('button[aria-expanded]')!)
  return t
}

const notice = () => document.querySelector('[part="ai-notice"]')
const prefixes = (selector: string) => [...document.querySelectorAll(`${selector} > .sr-only`)].map((el) => el.textContent)

describe('the AI disclosure (data-ai-notice)', () => {
  it('shows the line by default, plain text right after the header, before the first message', () => {
    open()
    const line = notice()!
    expect(line.textContent).toBe(NOTICE)
    expect(line.previousElementSibling!.getAttribute('part')).toBe('header')
    expect(line.closest('[aria-live]')).toBeNull()
    expect(line.getAttribute('role')).toBeNull()
    expect(screen.getByRole('dialog').textContent).toContain(NOTICE)
  })

  it('stays while the conversation shows', async () => {
    const { client, model } = open()
    model.send('hi')
    await act(async () => {
      client.reply(0, 'hello')
      await flush()
    })
    expect(screen.getByText('hello')).toBeTruthy()
    expect(notice()!.textContent).toBe(NOTICE)
  })

  it('speaks the interface language', () => {
    open({ language: { catalogue: catalogues['de'], lang: 'de' } })
    expect(notice()!.textContent).toBe('Sie chatten mit einem KI-Assistenten. Er kann Fehler machen.')
  })

  it('is replaced by texts', () => {
    open({ language: { catalogue: { aiNotice: 'Answers come from our bot.' }, lang: 'en' } })
    expect(notice()!.textContent).toBe('Answers come from our bot.')
  })

  it('is gone, with the hidden prefix, with data-ai-notice="off"', async () => {
    const warn = vi.fn<(message: string) => void>()
    const parsed = parseConfig({ widgetKey: 'wgt_abc123', aiNotice: 'off' }, 'https://cdn.widgets.example/v3/loader.js', warn)
    expect(parsed.aiNotice).toBe(false)
    expect(warn).not.toHaveBeenCalled()
    const { client, model, config } = open({ config: { aiNotice: parsed.aiNotice } })
    model.send('hi')
    await act(async () => {
      client.reply(0, 'hello')
      await flush()
    })
    expect(notice()).toBeNull()
    expect(screen.getByRole('dialog').textContent).not.toContain('AI assistant')
    expect(prefixes('[part~="message-agent"]')).toEqual([`${config.name}: `])
  })

  it('is gone with aiNotice: false through the config', () => {
    open({ config: { aiNotice: false } satisfies Partial<WidgetConfig> })
    expect(notice()).toBeNull()
    expect(screen.getByRole('dialog').textContent).not.toContain('AI assistant')
  })

  it('gives agent messages a hidden "AI assistant" prefix, and visitor messages none', async () => {
    const { client, model, config } = open()
    model.send('hi')
    await act(async () => {
      client.reply(0, 'hello')
      await flush()
    })
    // The welcome message, then the reply.
    expect(prefixes('[part~="message-agent"]')).toEqual(['AI assistant: ', `${config.name}, AI assistant: `])
    expect(prefixes('[part~="message-visitor"]')).toEqual(['You: '])
    const prefix = document.querySelector('[part~="message-agent"]:not([part~="welcome"]) > .sr-only')!
    expect(prefix.nextElementSibling!.textContent).toBe('hello')
  })
})
