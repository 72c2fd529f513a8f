// The page's first widget is the first embed tag in the document's order
// (src/launcher/embed-order.ts): each copy of loader.js marks its tag with the
// promise of its start, and starts once every embed tag before its own has
// started. Here the test plays the browser: it runs each tag's "loader" (marks
// the tag, as loader.ts does) in the order it chooses, and fires the tags'
// load and error events and the page's load.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { STARTING, startInOrder, type EmbedTag } from '../../src/launcher/embed-order'
import { flush } from '../helpers/deferred'

let started: string[] = []
let readyState: DocumentReadyState = 'interactive'

beforeEach(() => {
  started = []
  readyState = 'interactive'
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState)
})
afterEach(() => {
  vi.restoreAllMocks()
  document.body.replaceChildren()
  document.head.replaceChildren()
})

/** Embed tags of loader.js (markup put in with innerHTML: never fetched or run), each named by its key. */
function page(markup: string) {
  document.body.innerHTML = markup
  return (key: string) => document.querySelector<EmbedTag>(`script[data-widget-key="${key}"]`)!
}
const tag = (key: string, attributes = 'async') => `<script src="https://cdn.example/loader.js" data-widget-key="${key}" ${attributes}></script>`

/** What loader.ts does as the tag's script runs: marks it with the promise of its start. `start` says when that start ends. */
function run(script: EmbedTag, start = () => void started.push(script.dataset['widgetKey']!)) {
  script[STARTING] = startInOrder(script, start)
  // The browser fires the tag's load once its script has run.
  return () => script.dispatchEvent(new Event('load'))
}

describe('the first widget is the first embed tag in the document', () => {
  it('starts at once, in the same task, with no embed tag before its own', () => {
    const key = page(tag('a') + tag('b'))
    run(key('a'))
    expect(started).toEqual(['a'])
  })

  it('a later tag whose loader runs first waits for the earlier tag to run and start; three tags run last to first start first to last', async () => {
    const key = page(tag('a') + '<p>text</p>' + tag('b') + tag('c', ''))
    run(key('c'))()
    run(key('b'))()
    await flush()
    expect(started).toEqual([])
    run(key('a'))()
    await flush()
    expect(started).toEqual(['a', 'b', 'c'])
  })

  it("waits for the earlier tag's start itself (its mark), not only for its script: a start that waits in turn holds the later tags back", async () => {
    const key = page(tag('a') + tag('b'))
    let finish!: () => void
    const first = new Promise<void>((resolve) => (finish = resolve))
    // The first tag's start waits (as for a tag before it): its mark is not settled yet.
    key('a')[STARTING] = first.then(() => void started.push('a'))
    run(key('b'))
    await flush()
    expect(started).toEqual([])
    finish()
    await flush()
    expect(started).toEqual(['a', 'b'])
  })

  it('an earlier tag that fails (blocked by the CSP, a wrong integrity, not found): its error event, and the later tag starts', async () => {
    const key = page(tag('pinned', 'integrity="sha384-wrong" crossorigin="anonymous" async') + tag('b'))
    run(key('b'))
    await flush()
    expect(started).toEqual([])
    key('pinned').dispatchEvent(new Event('error'))
    await flush()
    expect(started).toEqual(['b'])
  })

  it("an earlier tag that ran without marking itself (another script with a data-widget-key, a loader of before the marks), or failed before: waited for until the page's load", async () => {
    const key = page('<script src="https://other.example/widget.js" data-widget-key="theirs"></script>' + tag('b'))
    run(key('b'))
    await flush()
    expect(started).toEqual([])
    readyState = 'complete'
    window.dispatchEvent(new Event('load'))
    await flush()
    expect(started).toEqual(['b'])
  })

  it("after the page's load, a tag before with no mark ran or failed already, or was added since: not waited for; a marked one still is", async () => {
    readyState = 'complete'
    const key = page(tag('old') + tag('a') + tag('b'))
    let finish!: () => void
    key('a')[STARTING] = new Promise<void>((resolve) => (finish = resolve)).then(() => void started.push('a'))
    run(key('b'))
    await flush()
    expect(started).toEqual([])
    finish()
    await flush()
    expect(started).toEqual(['a', 'b'])
  })

  it('only tags that will run are waited for: no type or text/javascript, not another type', async () => {
    const key = page(
      tag('plain', 'type="text/plain" data-cookieconsent="marketing"') + tag('module', 'type="module"') + tag('js', 'type="text/javascript"') + tag('b'),
    )
    run(key('b'))
    await flush()
    expect(started).toEqual([])
    run(key('js'))()
    await flush()
    expect(started).toEqual(['js', 'b'])
  })

  it('in <head>: waits for DOMContentLoaded, and its mark resolves only after its start, so a later tag that ran first starts after it', async () => {
    document.head.innerHTML = tag('head')
    const key = page(tag('b'))
    const body = vi.spyOn(document, 'body', 'get').mockReturnValue(null as unknown as HTMLElement)
    run(document.querySelector<EmbedTag>('script[data-widget-key="head"]')!)()
    body.mockRestore()
    run(key('b'))()
    await flush()
    expect(started).toEqual([])
    document.dispatchEvent(new Event('DOMContentLoaded'))
    await flush()
    expect(started).toEqual(['head', 'b'])
  })

  it('a start that cannot start a widget (a bad key) still settles its mark: the next tag starts', async () => {
    const key = page(tag('bad') + tag('b'))
    run(key('b'))
    // loader.ts's start says why in the console and starts nothing; the mark resolves all the same.
    run(key('bad'), () => {})()
    await flush()
    expect(started).toEqual(['b'])
  })
})
