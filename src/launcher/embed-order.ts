// The page's first widget is the first embed tag in the document's order,
// whatever order the tags' loaders run in: two async tags race on the
// network. Copies of loader.js share no module state, only the DOM: each marks
// its own tag, as it runs, with the promise of its start (loader.ts), and
// starts only once every embed tag before its own has started.

/**
 * The expando a loader puts on its own tag as it runs: the promise of its
 * start, resolved once it has started (a widget, another embed handed to the
 * first, or nothing it could start). Read by the copies of every later
 * version: never renamed.
 */
export const STARTING = '_agentChatStart'

/**
 * The embed tags that will run: no type, or text/javascript (HTML matches a
 * type in any case). Not a consent manager's text/plain, which has no load or
 * error event to wait for. (A `nomodule` embed tag, which no one writes, would
 * hold the later tags until the page's load: 10 B of loader.js less.)
 */
const EMBED_TAGS = 'script[data-widget-key]:not([type]:not([type="text/javascript"]))'

export type EmbedTag = HTMLScriptElement & { [STARTING]?: Promise<unknown> }

/**
 * Runs `start` once the document has its body (an embed placed in <head> runs
 * before it exists) and every embed tag before `own` that will run has
 * started, or failed, or ran without a mark (another script with a
 * `data-widget-key`, an older loader). In this task when there is nothing to
 * wait for. Its promise is `own`'s mark.
 */
export async function startInOrder(own: Element, start: () => void) {
  if (!document.body) await new Promise((go) => document.addEventListener('DOMContentLoaded', go))
  for (const tag of document.querySelectorAll<EmbedTag>(EMBED_TAGS)) {
    if (tag === own) break
    // Not run yet: its load comes once it ran (and marked itself), its error if it never will. The page's load comes after
    // both; after it, a tag with no mark ran or failed before, or was added since, and starts in the order the tags run.
    if (!tag[STARTING] && document.readyState !== 'complete') await settled(tag)
    await tag[STARTING]
  }
  start()
}

/** The tag's load or error event, or the page's load, which comes after those of every tag of the page (even one that failed before anyone listened). */
const settled = (tag: Element) =>
  new Promise((go) => {
    tag.addEventListener('load', go)
    tag.addEventListener('error', go)
    addEventListener('load', go)
  })
