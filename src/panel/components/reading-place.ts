// Where the visitor reads in the conversation's log, while they read further
// up than the end: the row they read stays where it is on screen whatever
// changes the heights around it (MessageList says when a place is taken).
import { useLayoutEffect, useRef } from 'preact/hooks'

/** A row and how far below the log's top edge it starts, on screen. */
export interface Place {
  row: Element
  top: number
}

/** The row the visitor reads: the first that starts inside the log's view (a row cut off above may grow upwards, out of view). */
export function rowAtTop(log: HTMLElement): Place | null {
  const top = log.getBoundingClientRect().top
  for (const row of Array.from(log.querySelectorAll('.msg, .notice'))) {
    const box = row.getBoundingClientRect()
    if (box.top >= top) return { row, top: box.top - top }
  }
  return null
}

/**
 * Every row, what is above the rows (Show earlier messages, the welcome)
 * and the live region are observed from the render that draws them: the
 * observer reports after layout, before paint, in the frame that would show
 * a row above the one being read taller, shorter, new or gone (a row that
 * left reports no size, and is let go), and the view is put back there.
 */
export function useReadingPlace(
  /** The log. */
  log: { current: HTMLElement | null },
  /** The visitor follows the newest message: no place is kept. */
  following: { current: boolean },
  /** The row being read, and where. */
  reading: { current: Place | null },
  /** Where our own scroll put the log (its scroll event is then not the visitor's). */
  ownTop: { current: number },
): void {
  const observing = useRef<{ observer: ResizeObserver; seen: WeakSet<Element> }>()
  useLayoutEffect(() => () => observing.current?.observer.disconnect(), [])
  useLayoutEffect(() => {
    const el = log.current
    if (!el) return
    observing.current ??= {
      observer: new ResizeObserver((entries, observer) => {
        for (const { target } of entries) if (!target.isConnected) observer.unobserve(target)
        const place = reading.current
        if (following.current || !place?.row.isConnected) return
        const moved = place.row.getBoundingClientRect().top - el.getBoundingClientRect().top - place.top
        if (!moved) return
        el.scrollTop += moved
        ownTop.current = el.scrollTop
      }),
      seen: new WeakSet(),
    }
    for (const item of Array.from(el.querySelectorAll(':scope>*, .live>*')))
      if (!observing.current.seen.has(item)) {
        observing.current.seen.add(item)
        observing.current.observer.observe(item)
      }
  })
}
