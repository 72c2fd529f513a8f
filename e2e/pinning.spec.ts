// Pinning (docs/embedding.md, "Pinning"): loader-<version>.js with `integrity` on its tag
// gives every chunk it loads its build-time sha384 and crossorigin, so a
// pinned loader pins everything; without `integrity` it loads plain classic
// scripts, like loader.js. A chunk changed after the build is refused.
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, KEY, test } from './fixtures'
import type { MockServer } from '../mock/server'
import type { HostServer } from '../scripts/host-server'
import { sha384 } from '../scripts/integrity'

const dist = resolve(import.meta.dirname, '../dist')
const version = (JSON.parse(readFileSync(resolve(import.meta.dirname, '../package.json'), 'utf8')) as { version: string }).version
const PINNED = `loader-${version}.js`
const integrityOf = (file: string) => sha384(readFileSync(resolve(dist, file)))

/** A host page whose embed tag loads `file` with `tag` (integrity, crossorigin) and more data attributes. */
function hostPage(mock: MockServer, host: HostServer, file: string, tag: string, attrs = '') {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pinned</title></head><body><main><h1>Host page</h1></main>
<script src="${mock.origin}/${file}" data-widget-key="${KEY}" data-collect-visitor-name="false"${attrs} ${tag} async></script></body></html>`
  return host.set(`/pinned-${Math.random().toString(36).slice(2)}.html`, { html })
}

/** The widget's chunk <script> elements in the host document: src, integrity, crossorigin. */
const chunkScripts = (p: Page, origin: string) =>
  p.evaluate(
    (o) =>
      [...document.querySelectorAll('head script[src]')]
        .filter((s) => (s as HTMLScriptElement).src.startsWith(o))
        .map((s) => ({
          file: new URL((s as HTMLScriptElement).src).pathname.slice(1),
          integrity: s.getAttribute('integrity'),
          crossorigin: s.getAttribute('crossorigin'),
        })),
    origin,
  )

test('the build writes loader-<version>.js, the same loader with each chunk’s sha384 built in', () => {
  const pinned = readFileSync(resolve(dist, PINNED), 'utf8')
  const panel = readdirSync(dist).find((f) => /^panel-[\w-]+\.js$/.test(f))!
  // loader.js names the chunks it loads by the hash they share.
  expect(readFileSync(resolve(dist, 'loader.js'), 'utf8')).toContain(panel.slice('panel-'.length, -'.js'.length))
  expect(pinned).toContain(integrityOf(panel))
  expect(readFileSync(resolve(dist, 'loader.js'), 'utf8')).not.toContain('sha384-')
})

test('pinned: every chunk (panel, life, language, commands, copy) carries its integrity and crossorigin, and the chat works', async ({
  page,
  mock,
  host,
  widget,
  consoleMessages,
}) => {
  await page.goto(hostPage(mock, host, PINNED, `integrity="${integrityOf(PINNED)}" crossorigin="anonymous"`, ' data-locale="de"'))
  await page.getByRole('button', { name: 'Chat öffnen' }).click()
  await page.getByRole('textbox', { name: 'Nachricht' }).fill('Hallo')
  await page.getByRole('textbox', { name: 'Nachricht' }).press('Enter')
  await expect(widget.agentMessages).toHaveCount(2)
  await page.evaluate(() => (window as unknown as { AgentChat: (c: string, v: object) => void }).AgentChat('identify', { name: 'Ada' }))
  const kinds = async () => (await chunkScripts(page, mock.origin)).map((s) => s.file.replace(/-[\w-]+\.js$/, '')).sort()
  // copy: Copy reply's chunk, which the reply brought.
  // i18n/de/pins: German's files' hashes, pinned here; it pins i18n/de. life: the panel's life, fetched beside it.
  await expect.poll(kinds).toEqual(['commands', 'copy', 'i18n/de', 'i18n/de/pins', 'life', 'panel'])
  for (const s of await chunkScripts(page, mock.origin)) {
    expect(s.integrity, s.file).toBe(integrityOf(s.file))
    expect(s.crossorigin, s.file).toBe('anonymous')
  }
  expect(consoleMessages.filter((m) => m.type() === 'error').map((m) => m.text())).toEqual([])
})

test('the same file without integrity on its tag: plain classic scripts, no integrity, no CORS mode', async ({ page, mock, host, widget }) => {
  await page.goto(hostPage(mock, host, PINNED, ''))
  await widget.launcher.click()
  await expect(widget.message).toBeFocused()
  const scripts = await chunkScripts(page, mock.origin)
  expect(scripts.length).toBeGreaterThan(0)
  for (const s of scripts) expect(s, s.file).toEqual({ file: s.file, integrity: null, crossorigin: null })
})

test.describe('a panel chunk changed after the build', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/panel-*.js', async (route) => {
      const original = await route.fetch()
      await route.fulfill({ response: original, body: (await original.text()) + '\nwindow.__tampered = true;\n' })
    })
  })

  test('pinned: refused, never run; the console says why, the visitor sees the offline message', async ({ page, mock, host, widget, consoleMessages }) => {
    await page.goto(
      hostPage(mock, host, PINNED, `integrity="${integrityOf(PINNED)}" crossorigin="anonymous"`, ' data-offline-message="We are away right now."'),
    )
    await widget.launcher.click()
    await expect(page.getByRole('alert')).toHaveText('We are away right now.')
    expect(await page.evaluate(() => (window as unknown as { __tampered?: boolean }).__tampered)).toBeUndefined()
    const ours = consoleMessages.filter((m) => m.type() === 'error' && m.text().startsWith('[agent-chat] could not load'))
    expect(ours.map((m) => m.text())).toEqual([
      expect.stringMatching(/^\[agent-chat\] could not load http:\/\/127\.0\.0\.1:\d+\/panel-[\w-]+\.js: .*integrity error/),
    ])
    // The browser's own message names the integrity failure.
    expect(consoleMessages.some((m) => /integrity/i.test(m.text()) && !m.text().startsWith('[agent-chat]'))).toBe(true)
  })

  test('unpinned (loader.js): the same changed file runs, which is what pinning prevents', async ({ page, mock, host, widget }) => {
    await page.goto(hostPage(mock, host, 'loader.js', ''))
    await widget.launcher.click()
    await expect(widget.message).toBeFocused()
    expect(await page.evaluate(() => (window as unknown as { __tampered?: boolean }).__tampered)).toBe(true)
  })
})
