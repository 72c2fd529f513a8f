// agent-chat-widget/react (src/npm/react.ts) in happy-dom with React 19's
// development build: StrictMode's double mount, unmounting, a changed prop,
// the callbacks. The real mount() underneath, the service behind a stubbed fetch.
import { act, createElement, StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ELEMENT_NAME } from '../../src/shared/api/public-api'
import { AgentChat, type AgentChatProps } from '../../src/npm/react'
import { mount, type AgentChatApi } from '../../src/npm/index'
import { stubService } from '../helpers/fake-service'
import { TEST_KEY } from '../helpers/model'
import { SELECTORS } from '../selectors'

// Each API mount() returned, so a test can watch its update() and destroy().
const mounted = vi.hoisted(() => [] as AgentChatApi[])
vi.mock('../../src/npm/index', async (actual) => {
  const real = await actual<typeof import('../../src/npm/index')>()
  return {
    ...real,
    mount: vi.fn((options: Parameters<typeof real.mount>[0]) => {
      const api = real.mount(options)
      if (api) mounted.push(api)
      return api
    }),
  }
})

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
/** Runs `run` inside act() and waits for what it started (effects, a render) to flush. */
const acted = (run: () => unknown) =>
  act(async () => {
    run()
    await Promise.resolve()
  })
const widgets = () => document.querySelectorAll(ELEMENT_NAME)
const shadow = () => document.querySelector(ELEMENT_NAME)!.shadowRoot!
const base: AgentChatProps = { widgetKey: TEST_KEY, apiBase: 'https://api.example/v1', collectVisitorName: false, locale: 'en' }

/** Renders the component under StrictMode (development: effects run, are cleaned up, and run again). */
async function render(props: AgentChatProps) {
  root ??= createRoot(document.body.appendChild(document.createElement('div')))
  await acted(() => root!.render(createElement(StrictMode, null, createElement(AgentChat, props))))
}

beforeEach(() => {
  localStorage.clear()
  stubService()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(async () => {
  await acted(() => root?.unmount())
  root = undefined
  mounted.length = 0
  document.body.replaceChildren()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('<AgentChat> (React)', () => {
  it('StrictMode’s double mount leaves one widget (mounted twice, destroyed once); unmounting leaves none', async () => {
    await render({ ...base, primaryColor: '#0f766e' })
    expect(mounted).toHaveLength(2)
    expect(widgets()).toHaveLength(1)
    // The first mount's widget is gone (a destroyed widget's element is removed), the second's is the one on the page.
    expect(mounted[0]).not.toBe(mounted[1])
    await acted(() => root!.unmount())
    root = undefined
    expect(widgets()).toHaveLength(0)
  })

  it('renders nothing where it stands: the widget is the last child of <html>', async () => {
    await render(base)
    expect(document.body.firstElementChild!.innerHTML).toBe('')
    expect(document.documentElement.lastElementChild!.localName).toBe(ELEMENT_NAME)
  })

  it('a changed prop calls update with that setting only, without remounting; an unchanged list does not', async () => {
    await render({ ...base, position: 'bottom-right', suggestions: ['Hours?'] })
    const chat = mounted.at(-1)!
    const update = vi.spyOn(chat, 'update')
    await render({ ...base, position: 'bottom-left', suggestions: ['Hours?'] })
    expect(update.mock.calls).toEqual([[{ position: 'bottom-left' }]])
    expect(mounted).toHaveLength(2)
    await vi.waitFor(() => expect(shadow().querySelector('.root')!.classList.contains('left')).toBe(true))
    expect(widgets()).toHaveLength(1)
  })

  it('a removed prop starts the widget again without it (update cannot unset a setting)', async () => {
    await render({ ...base, position: 'bottom-left' })
    await render(base)
    expect(mounted).toHaveLength(3)
    expect(widgets()).toHaveLength(1)
    expect(shadow().querySelector('.root')!.classList.contains('left')).toBe(false)
  })

  it('another element as container starts the widget again with it (update takes no element); the same element, nothing', async () => {
    const [first, second] = [0, 1].map(() => document.body.appendChild(document.createElement('section')))
    await render({ ...base, container: first! })
    const update = vi.spyOn(mounted.at(-1)!, 'update')
    await render({ ...base, container: first! })
    expect(mounted).toHaveLength(2)
    await render({ ...base, container: second! })
    expect(mounted).toHaveLength(3)
    expect(vi.mocked(mount).mock.lastCall![0].container).toBe(second)
    expect(update).not.toHaveBeenCalled()
    expect(widgets()).toHaveLength(1)
  })

  it('calls the callbacks, the latest render’s, without remounting', async () => {
    const first = vi.fn()
    const second = vi.fn()
    const ready = vi.fn()
    await render({ ...base, onOpen: first, onReady: ready })
    await render({ ...base, onOpen: second, onReady: ready })
    await vi.waitFor(() => expect(ready).toHaveBeenCalledWith({ version: expect.any(String) as string, widgetKey: expect.stringMatching(/^wgt_/) as string }))
    await acted(() => mounted.at(-1)!.open())
    await vi.waitFor(() => expect(second).toHaveBeenCalledTimes(1))
    expect(first).not.toHaveBeenCalled()
    expect(mounted).toHaveLength(2)
    expect(shadow().querySelector(SELECTORS.launcher)).not.toBeNull()
  })

  it('twice with different keys, in StrictMode: two widgets, each its own; unmounting one leaves the other', async () => {
    const support: AgentChatProps = { ...base, widgetKey: 'wgt_support_desk', position: 'bottom-left' }
    root ??= createRoot(document.body.appendChild(document.createElement('div')))
    const both = (children: AgentChatProps[]) =>
      acted(() => root!.render(createElement(StrictMode, null, ...children.map((props) => createElement(AgentChat, { ...props, key: props.widgetKey })))))
    await both([base, support])
    expect(widgets()).toHaveLength(2)
    const left = () => [...widgets()].map((w) => w.shadowRoot!.querySelector('.root')!.classList.contains('left'))
    expect(left().sort()).toEqual([false, true])
    const before = mounted.length
    await both([base])
    expect(widgets()).toHaveLength(1)
    expect(left()).toEqual([false])
    // The one left was not mounted again.
    expect(mounted).toHaveLength(before)
  })

  it('without a callback, listens to nothing (no commands chunk fetched for it)', async () => {
    await render(base)
    const on = vi.spyOn(mounted.at(-1)!, 'on')
    await render({ ...base, name: 'Acme' })
    expect(on).not.toHaveBeenCalled()
  })
})
