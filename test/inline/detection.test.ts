// What loader.js does about inline mode: only the detection. The inline chunk
// is asked for at once where data-container is set or the site placed the
// widget's element (on the page, or added later), and nowhere else; the
// site's element is kept (a copy of ours without a key is still removed).
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ChunkLoader } from '../../src/launcher/chunks'
import { ELEMENT_NAME } from '../../src/shared/api/public-api'
import { flush } from '../helpers/deferred'
import { TEST_KEY } from '../helpers/model'
import { destroyWidgets, startWidget } from '../helpers/start-widget'

/** Records what is asked for; nothing arrives. */
class AskedChunks implements ChunkLoader {
  readonly requested: string[] = []
  load(name: string) {
    this.requested.push(name)
    return new Promise<never>(() => {})
  }
  readonly languages: readonly string[] = []
  define() {}
}

beforeEach(() => localStorage.clear())
afterEach(() => {
  destroyWidgets()
  document.body.replaceChildren()
})

function placedWith(key: string) {
  const element = document.createElement(ELEMENT_NAME)
  element.dataset['widgetKey'] = key
  return element
}
const placed = () => placedWith(TEST_KEY)

describe('inline mode in loader.js', () => {
  it('asks for nothing more on a page without data-container or a placed element', async () => {
    const chunks = new AskedChunks()
    startWidget(chunks)
    await flush()
    expect(chunks.requested).toEqual([])
  })

  it('asks for the inline chunk at once with data-container, even when it matches nothing yet', () => {
    const chunks = new AskedChunks()
    startWidget(chunks, { attrs: { container: '#later' } })
    expect(chunks.requested).toEqual(['inline'])
  })

  it("asks for it once where the site placed the widget's element, which is kept", () => {
    const own = document.body.appendChild(placed())
    const chunks = new AskedChunks()
    startWidget(chunks)
    expect(chunks.requested).toEqual(['inline'])
    expect(own.isConnected).toBe(true)
  })

  it('asks for it when the site places the element later (a single-page route), once however many', async () => {
    const chunks = new AskedChunks()
    startWidget(chunks)
    expect(chunks.requested).toEqual([])
    document.body.appendChild(placed())
    document.body.appendChild(placed())
    await flush()
    expect(chunks.requested).toEqual(['inline'])
  })

  it("several widgets: each goes into the element placed with its own key, now or later, and no other's", async () => {
    const sales = new AskedChunks()
    const support = new AskedChunks()
    document.body.appendChild(placedWith('wgt_support'))
    startWidget(sales)
    startWidget(support, { attrs: { widgetKey: 'wgt_support' } })
    expect([sales.requested, support.requested]).toEqual([[], ['inline']])
    // Placed later (a route): the widget with that key, and it alone.
    document.body.appendChild(placed())
    await flush()
    expect([sales.requested, support.requested]).toEqual([['inline'], ['inline']])
  })

  it("still removes a copy of the widget's element without a key (saved markup, a clone)", () => {
    startWidget(new AskedChunks())
    const copy = document.body.appendChild(document.createElement(ELEMENT_NAME))
    expect(copy.isConnected).toBe(false)
  })
})

describe("mount's container", () => {
  it('takes the element itself: marked with a selector the inline chunk finds, the chunk asked for at once', async () => {
    const { mount } = await import('../../src/npm/index')
    const box = document.body.appendChild(document.createElement('div'))
    const api = mount({ widgetKey: TEST_KEY, container: box })
    try {
      expect(box.hasAttribute('data-agent-chat-container')).toBe(true)
      expect(document.querySelector('[data-agent-chat-container]')).toBe(box)
    } finally {
      api?.destroy()
    }
  })
})
