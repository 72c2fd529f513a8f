// When a single-page site changes its page without a page load, for the page
// rules to look at the path again. Where the browser has the Navigation API
// (Chromium, Firefox 147+, Safari 26.2+) its `currententrychange` tells of
// every same-document navigation: the history API's pushState and
// replaceState (React Router, Next.js, Astro, Turbo, htmx), back and forward,
// and a new hash. Elsewhere (older Safari; WebKitGTK here) nothing tells of a
// pushState, so the path is looked at again on back and forward, on a new
// hash, and whenever the page's content changes: a router that changes the
// address draws the new page too. Looking is comparing one string.

interface NavigationTarget {
  addEventListener(type: 'currententrychange', listener: () => void, options: { signal: AbortSignal }): void
}

/** Calls `changed` after each navigation within the page (perhaps more often); returns how to stop. */
export function watchNavigation(changed: () => void): () => void {
  const stop = new AbortController()
  const listening = { signal: stop.signal }
  const navigation = (window as { navigation?: NavigationTarget }).navigation
  if (navigation) navigation.addEventListener('currententrychange', changed, listening)
  else {
    addEventListener('popstate', changed, listening)
    addEventListener('hashchange', changed, listening)
    const observer = new MutationObserver(changed)
    observer.observe(document, { childList: true, subtree: true })
    stop.signal.addEventListener('abort', () => observer.disconnect())
  }
  return () => stop.abort()
}
