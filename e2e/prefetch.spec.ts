// The first tap ready (data-prefetch, src/launcher/prefetch.ts): once the
// page has loaded and gone idle, the panel's file (and its life's,
// src/life/) is fetched into the HTTP
// cache and not run; a tap then runs it from the cache, with no second
// request. Counted where it matters, at the server (mock.served): what a
// browser takes from its cache never reaches it. Chromium and Firefox run
// this file; WebKit has no requestIdleCallback and fetches on intent
// (docs/behaviour/loading.md, The panel fetched ahead).
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { embedHtml, expect, isChunkPath, strictCsp, test, watchCsp, type EmbedOptions } from './fixtures'
import { sha384 } from '../scripts/integrity'

const isPanel = isChunkPath('panel')

/** How the page met the panel's file: its resource entries' initiators ('fetch' for the prefetch, 'script' for a run) and its <script> elements. */
const panelOnPage = (page: Page) =>
  page.evaluate(() => ({
    initiators: performance
      .getEntriesByType('resource')
      .filter((e) => /\/panel-[\w-]+\.js$/.test(e.name))
      .map((e) => (e as PerformanceResourceTiming).initiatorType),
    scripts: document.querySelectorAll('script[src*="/panel-"]').length,
  }))

/** Past the page's idle time with room to spare: what the prefetch would have fetched by now, it has. */
const pastIdle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1000))))

const page = (options: EmbedOptions, mockOrigin: string): EmbedOptions => ({
  ...options,
  attrs: { 'collect-visitor-name': 'false', ...options.attrs },
  headers: { 'Content-Security-Policy': strictCsp(mockOrigin) },
})

test("at idle the panel's file is fetched once and not run; a tap then makes no second request for it, under the strict CSP", async ({
  page: p,
  embed,
  mock,
  widget,
  consoleMessages,
}) => {
  const violations = await watchCsp(p)
  await p.goto(embed(page({}, mock.origin)))
  await expect.poll(() => mock.served.filter(isPanel)).toHaveLength(1)
  // Fetched, not run: no script element for it, no panel on the page. The page's resource entry comes once the
  // response has been read, after the server has sent it: waited for, so the tap also finds the file in the cache.
  await expect.poll(() => panelOnPage(p)).toEqual({ initiators: ['fetch'], scripts: 0 })
  await expect(widget.dialog).toHaveCount(0)
  await widget.launcher.click()
  await expect(widget.message).toBeFocused()
  expect((await panelOnPage(p)).scripts).toBe(1)
  // The script came from the HTTP cache: the server saw the panel's file once, and the panel's life's, fetched with it.
  expect(mock.served.filter(isPanel)).toHaveLength(1)
  expect(mock.served.filter(isChunkPath('life'))).toHaveLength(1)
  expect(await violations()).toEqual([])
  expect(consoleMessages.filter((m) => m.type() === 'error').map((m) => m.text())).toEqual([])
})

test('data-prefetch="off": nothing is fetched at idle; the tap fetches the panel', async ({ page: p, embed, mock, widget }) => {
  await p.goto(embed(page({ attrs: { prefetch: 'off' } }, mock.origin)))
  await expect(widget.openButton).toBeVisible()
  await pastIdle(p)
  expect(mock.served).toEqual(['/loader.js'])
  expect(await panelOnPage(p)).toEqual({ initiators: [], scripts: 0 })
  await widget.launcher.click()
  await expect(widget.message).toBeFocused()
  expect(mock.served.filter(isPanel)).toHaveLength(1)
})

test('pinned (loader-<version>.js with integrity): the prefetch asks with CORS as the pinned script does, so its integrity-checked load comes from the cache', async ({
  page: p,
  mock,
  host,
  widget,
}) => {
  mock.reset() // the embed fixture, which clears what the mock served, is not used here
  const version = (JSON.parse(readFileSync(resolve(import.meta.dirname, '../package.json'), 'utf8')) as { version: string }).version
  const pinned = `loader-${version}.js`
  const integrity = sha384(readFileSync(resolve(import.meta.dirname, '../dist', pinned)))
  const html = embedHtml(mock, { attrs: { 'collect-visitor-name': 'false' } }).replace(
    `${mock.origin}/loader.js"`,
    `${mock.origin}/${pinned}" integrity="${integrity}" crossorigin="anonymous"`,
  )
  await p.goto(host.set('/prefetch-pinned.html', { html, headers: { 'Content-Security-Policy': strictCsp(mock.origin) } }))
  await expect.poll(() => mock.served.filter(isPanel)).toHaveLength(1)
  // Read by the page (its resource entry) before the tap, as above.
  await expect.poll(() => panelOnPage(p)).toEqual({ initiators: ['fetch'], scripts: 0 })
  await widget.launcher.click()
  await expect(widget.message).toBeFocused()
  expect(mock.served.filter(isPanel)).toHaveLength(1)
})

test("a page whose connect-src leaves the widget's host out: one report for each refused prefetch (the panel's file, its life's), nothing from the widget, and the tap loads the panel", async ({
  page: p,
  embed,
  mock,
  widget,
  consoleMessages,
}) => {
  const violations = await watchCsp(p)
  const csp = `default-src 'none'; script-src ${mock.origin}; connect-src 'self'`
  await p.goto(embed({ attrs: { 'collect-visitor-name': 'false' }, headers: { 'Content-Security-Policy': csp } }))
  await expect.poll(violations).toHaveLength(2)
  expect((await violations()).sort()).toEqual([
    expect.stringMatching(/^connect-src http:\/\/127\.0\.0\.1:\d+\/life-[\w-]+\.js$/),
    expect.stringMatching(/^connect-src http:\/\/127\.0\.0\.1:\d+\/panel-[\w-]+\.js$/),
  ])
  await pastIdle(p)
  await widget.launcher.click()
  await expect(widget.message).toBeFocused()
  expect(mock.served.filter(isPanel)).toHaveLength(1)
  expect(await violations()).toHaveLength(2)
  expect(consoleMessages.filter((m) => m.text().startsWith('[agent-chat]')).map((m) => m.text())).toEqual([])
})
