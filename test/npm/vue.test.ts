// agent-chat-widget/vue (src/npm/vue.ts) in happy-dom with Vue 3: mounting,
// unmounting, a changed prop, `@event` listeners. The real mount() underneath,
// the service behind a stubbed fetch.
import { createApp, h, nextTick, reactive, type App } from 'vue'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ELEMENT_NAME } from '../../src/shared/api/public-api'
import { AgentChat, type AgentChatProps } from '../../src/npm/vue'
import { mount, type AgentChatApi } from '../../src/npm/index'
import { stubService } from '../helpers/fake-service'
import { TEST_KEY } from '../helpers/model'

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

let app: App | undefined
const widgets = () => document.querySelectorAll(ELEMENT_NAME)
const shadow = () => document.querySelector(ELEMENT_NAME)!.shadowRoot!
const base: AgentChatProps = { widgetKey: TEST_KEY, apiBase: 'https://api.example/v1', collectVisitorName: false, locale: 'en' }

/** Mounts an app rendering <AgentChat v-bind="props" />; props stay reactive, as a parent's state. */
function render(props: Record<string, unknown>) {
  const state = reactive(props)
  app = createApp({ render: () => h(AgentChat, state as unknown as AgentChatProps) })
  app.mount(document.body.appendChild(document.createElement('div')))
  return state
}

beforeEach(() => {
  localStorage.clear()
  stubService()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  app?.unmount()
  app = undefined
  mounted.length = 0
  document.body.replaceChildren()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('<AgentChat> (Vue)', () => {
  it('twice with different keys: two widgets; removing one leaves the other, not mounted again', async () => {
    const state = reactive({ both: true })
    app = createApp({
      render: () => [
        h(AgentChat, { ...base, key: 'sales' }),
        state.both ? h(AgentChat, { ...base, widgetKey: 'wgt_support_desk', position: 'bottom-left', key: 'support' }) : null,
      ],
    })
    app.mount(document.body.appendChild(document.createElement('div')))
    expect(widgets()).toHaveLength(2)
    expect(mounted).toHaveLength(2)
    state.both = false
    await nextTick()
    expect(widgets()).toHaveLength(1)
    expect(widgets()[0]!.shadowRoot!.querySelector('.root')!.classList.contains('left')).toBe(false)
    expect(mounted).toHaveLength(2)
  })

  it('mounts one widget, rendering nothing where it stands; unmounting leaves none', () => {
    render({ ...base })
    expect(mounted).toHaveLength(1)
    expect(widgets()).toHaveLength(1)
    expect(document.body.firstElementChild!.children).toHaveLength(0)
    app!.unmount()
    app = undefined
    expect(widgets()).toHaveLength(0)
  })

  it('takes kebab-case attributes as Vue does, and a setting not given stays unset (not false)', () => {
    render({ 'widget-key': TEST_KEY, 'api-base': 'https://api.example/v1', 'collect-visitor-name': false })
    expect(vi.mocked(mount).mock.lastCall).toEqual([{ widgetKey: TEST_KEY, apiBase: 'https://api.example/v1', collectVisitorName: false }])
    expect(widgets()).toHaveLength(1)
  })

  it('a changed prop calls update with that setting only, without remounting; a list changed in place too', async () => {
    const state = render({ ...base, position: 'bottom-right', suggestions: ['Hours?'] })
    const update = vi.spyOn(mounted[0]!, 'update')
    state['position'] = 'bottom-left'
    await nextTick()
    expect(update.mock.calls).toEqual([[{ position: 'bottom-left' }]])
    ;(state['suggestions'] as string[]).push('Shipping?')
    await nextTick()
    expect(update.mock.calls[1]).toEqual([{ suggestions: ['Hours?', 'Shipping?'] }])
    expect(mounted).toHaveLength(1)
    expect(widgets()).toHaveLength(1)
    await vi.waitFor(() => expect(shadow().querySelector('.root')!.classList.contains('left')).toBe(true))
  })

  it('a removed prop starts the widget again without it', async () => {
    const state = render({ ...base, position: 'bottom-left' })
    delete state['position']
    await nextTick()
    expect(mounted).toHaveLength(2)
    expect(widgets()).toHaveLength(1)
    expect(shadow().querySelector('.root')!.classList.contains('left')).toBe(false)
  })

  it('@open and :on-ready listeners are called; a new listener replaces the old without remounting', async () => {
    const first = vi.fn()
    const second = vi.fn()
    const ready = vi.fn()
    // `@open` in a template is the vnode prop `onOpen`.
    const state = render({ ...base, onOpen: first, onReady: ready })
    state['onOpen'] = second
    await nextTick()
    await vi.waitFor(() => expect(ready).toHaveBeenCalledTimes(1))
    mounted[0]!.open()
    await vi.waitFor(() => expect(second).toHaveBeenCalledTimes(1))
    expect(first).not.toHaveBeenCalled()
    expect(mounted).toHaveLength(1)
  })
})
