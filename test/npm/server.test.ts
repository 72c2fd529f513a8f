// @vitest-environment node
// The components on a server (Next.js, Nuxt, Astro render pages in Node): no
// window, no document. Importing them does nothing; rendering gives no markup.
import { createElement } from 'react'
import { renderToString as renderReact } from 'react-dom/server'
import { createSSRApp, h } from 'vue'
import { renderToString as renderVue } from 'vue/server-renderer'
import { describe, expect, it } from 'vitest'
import { TEST_KEY } from '../helpers/model'

describe('the components on a server', () => {
  it('runs where there is no DOM (so the checks below can tell)', () => {
    expect(typeof document).toBe('undefined')
    expect(typeof window).toBe('undefined')
  })

  it('React: importing throws nothing; rendering gives no markup', async () => {
    const { AgentChat } = await import('../../src/npm/react')
    expect(renderReact(createElement('main', null, createElement(AgentChat, { widgetKey: TEST_KEY, name: 'Acme' })))).toBe('<main></main>')
  })

  it('Vue: importing throws nothing; rendering gives an empty comment (what null renders)', async () => {
    const { AgentChat } = await import('../../src/npm/vue')
    expect(await renderVue(createSSRApp({ render: () => h('main', null, [h(AgentChat, { widgetKey: TEST_KEY, name: 'Acme' })]) }))).toBe('<main><!----></main>')
  })
})
