// The first tap ready (data-prefetch): once the page has loaded and then gone
// idle, the panel's file is fetched into the HTTP cache without running it,
// so a tap only has to run it. Not for a visitor who asked to save data
// (Save-Data is `navigator.connection.saveData`) or on 2G; and only where the
// browser says when the page is idle: a page busy until the visitor's intent
// gets nothing, and WebKit, which has no requestIdleCallback, fetches on
// intent as before. Why fetch() and not <link rel="prefetch">: docs/performance.md.

interface Connection {
  saveData?: boolean
  effectiveType?: string
}

/** Runs `prefetch` at the first idle time after the page's load event, unless the connection asks to spare data then. */
export function prefetchAtIdle(prefetch: () => void): void {
  // No timeout: a page that never goes idle never prefetches.
  const idle = () =>
    window.requestIdleCallback?.(() => {
      const connection = (navigator as { connection?: Connection }).connection
      if (!connection?.saveData && !connection?.effectiveType?.endsWith('2g')) prefetch()
    })
  if (document.readyState === 'complete') idle()
  else addEventListener('load', idle) // fires once
}
