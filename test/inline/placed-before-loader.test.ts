// The site's element on the page before loader.js defines it (the usual
// order: markup first, the script before </body>): defining it upgrades it
// while the widget is being made. A file of its own, so the element is not
// defined yet by another test.
import { afterEach, expect, it, vi } from 'vitest'
import type { ChunkLoader } from '../../src/launcher/chunks'
import { ELEMENT_NAME } from '../../src/shared/api/public-api'
import { TEST_KEY } from '../helpers/model'
import { destroyWidgets, startWidget } from '../helpers/start-widget'

afterEach(() => destroyWidgets())

it('is upgraded as the widget defines it, and the widget asks for inline mode once, without an error', () => {
  expect(customElements.get(ELEMENT_NAME)).toBeUndefined()
  const placed = document.createElement(ELEMENT_NAME)
  placed.dataset['widgetKey'] = TEST_KEY
  document.body.appendChild(placed)
  const requested: string[] = []
  const chunks: ChunkLoader = {
    load: (name: string) => (requested.push(name), new Promise<never>(() => {})),
    languages: [],
    define() {},
  }
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  startWidget(chunks)
  expect(errors).not.toHaveBeenCalled()
  expect(customElements.get(ELEMENT_NAME)).toBeDefined()
  expect(requested).toEqual(['inline'])
})
