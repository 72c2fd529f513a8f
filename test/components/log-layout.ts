// happy-dom has no layout and no ResizeObserver that reports: a small layout
// of the conversation's log, and an observer that reports from it, so a test
// can say where a row is on screen after a frame, whatever changed before it.
import { act } from '@testing-library/preact'
import { vi } from 'vitest'

/** Where the log is on screen, and how much of it shows. */
const LOG_TOP = 100
const VIEW = 400
const PADDING = 16
const GAP = 10

/**
 * The log's items stand one under the other in document order, GAP apart inside PADDING: what is above the rows
 * (Show earlier messages, the welcome), the rows, and the live region with the rows and typing indicator in it.
 * Each is as tall as `heightOf` says when asked, so a height may follow the DOM (a reply that has a Copy button
 * is taller) or the test (a font that came late). The log shows VIEW px of them, LOG_TOP px down the viewport,
 * its scrollTop clamped as a browser clamps it; getBoundingClientRect says where each item is on screen.
 */
export function logLayout(log: HTMLElement, heightOf: (item: Element) => number) {
  let scrollTop = 0
  scrolled.delete(log)
  const place = () => {
    const boxes = new Map<Element, { top: number; height: number }>()
    let y = PADDING
    for (const item of Array.from(log.children)) {
      const start = y
      if (item.classList.contains('live')) {
        for (const inner of Array.from(item.children)) {
          boxes.set(inner, { top: y, height: heightOf(inner) })
          y += heightOf(inner) + GAP
        }
        if (y > start) y -= GAP
      } else y += heightOf(item)
      boxes.set(item, { top: start, height: y - start })
      y += GAP
    }
    return { boxes, height: y - GAP + PADDING }
  }
  const height = () => place().height
  Object.defineProperty(log, 'scrollHeight', { configurable: true, get: height })
  Object.defineProperty(log, 'clientHeight', { configurable: true, value: VIEW })
  Object.defineProperty(log, 'scrollTop', {
    configurable: true,
    get: () => scrollTop,
    set: (v: number) => {
      const was = scrollTop
      scrollTop = Math.max(0, Math.min(v, height() - VIEW))
      if (scrollTop !== was) scrolled.add(log)
    },
  })
  const real = Element.prototype.getBoundingClientRect
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this === log) return DOMRect.fromRect({ x: 0, y: LOG_TOP, width: 300, height: VIEW })
    const box = place().boxes.get(this)
    return box ? DOMRect.fromRect({ x: 0, y: LOG_TOP + box.top - scrollTop, width: 300, height: box.height }) : real.call(this)
  })
  return {
    /** Where `row` is on screen. */
    top: (row: Element) => row.getBoundingClientRect().top,
    /** The row the visitor reads: the first that starts in view. */
    reading: () => Array.from(log.querySelectorAll('.msg')).find((row) => row.getBoundingClientRect().top >= LOG_TOP)!,
    /** The visitor scrolls to `top`: the scroll event comes with the next frame. */
    scrollTo(top: number) {
      log.scrollTop = top
    },
  }
}

/** Logs whose scroll position changed since the last frame: the frame starts with their scroll events, as a browser's does. */
const scrolled = new Set<HTMLElement>()

/**
 * A ResizeObserver that reports as a browser's does, after the frame's layout: each observed element whose height
 * changed since its last report (one observed since the last frame at once, one that left the DOM as 0).
 */
class ReportingResizeObserver {
  static observers = new Set<ReportingResizeObserver>()
  private readonly heights = new Map<Element, number>()
  constructor(private readonly callback: ResizeObserverCallback) {
    ReportingResizeObserver.observers.add(this)
  }
  observe(target: Element) {
    this.heights.set(target, -1)
  }
  unobserve(target: Element) {
    this.heights.delete(target)
  }
  disconnect() {
    this.heights.clear()
    ReportingResizeObserver.observers.delete(this)
  }
  report() {
    const changed: Element[] = []
    for (const [target, last] of this.heights) {
      const height = target.isConnected ? target.getBoundingClientRect().height : 0
      if (height === last) continue
      this.heights.set(target, height)
      changed.push(target)
    }
    const entries = changed.map((target) => ({ target }) as ResizeObserverEntry)
    if (changed.length) this.callback(entries, this)
  }
}

/** Installs the reporting ResizeObserver; call from beforeEach (vi.unstubAllGlobals takes it away). */
export function reportResizes() {
  ReportingResizeObserver.observers.clear()
  vi.stubGlobal('ResizeObserver', ReportingResizeObserver)
}

/** One frame: the scroll events of what scrolled since the last, its animation frame callbacks, then (after layout) the resize observers' reports, before paint. */
export async function frame() {
  void act(() => {
    for (const log of [...scrolled]) {
      scrolled.delete(log)
      log.dispatchEvent(new Event('scroll'))
    }
  })
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))
  void act(() => ReportingResizeObserver.observers.forEach((observer) => observer.report()))
}
