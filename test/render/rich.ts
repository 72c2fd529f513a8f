// The rich renderer (the markdown chunk) as the panel makes it, with
// Preact as its kit, for the tests: render a reply into a fresh container.
import { h, render } from 'preact'
import { useEffect, useRef, useState } from 'preact/hooks'
import { createRenderer } from '../../src/markdown/render'
import { copyStrings, markdownStrings } from '../../src/shared/texts/en'

export const rich = createRenderer({ kit: { h, useEffect, useRef, useState } }, { ...markdownStrings, copied: copyStrings.copied })

const mounted: HTMLElement[] = []

/** A fresh container in the document holding a wrapper div with the rendered reply. */
export function renderRich(text: string): HTMLElement {
  const container = document.createElement('div')
  document.body.appendChild(container)
  mounted.push(container)
  const nodes = rich.render(text)
  if (nodes === null) throw new Error('the rich renderer gave up')
  render(h('div', null, nodes), container)
  return container
}

/** Unmounts every container renderRich made (call from afterEach). */
export function cleanupRich(): void {
  for (const container of mounted.splice(0)) {
    render(null, container)
    container.remove()
  }
}
