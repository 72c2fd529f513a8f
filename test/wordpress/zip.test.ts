// @vitest-environment node
// The WordPress plugin's zip (dist/wordpress/agent-chat.zip, written by
// `npm run build`, which runs before the unit tests in `npm test`): the
// plugin's PHP, its texts, readme.txt, and the widget exactly as built in
// agent-chat/dist/; no tests, no sources, nothing of the npm package, the
// playground or the pinned loader.
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { PLUGIN, PLUGIN_SOURCE, ZIP, widgetFiles } from '../../scripts/wordpress-zip'

describe("the WordPress plugin's zip", () => {
  const entries = existsSync(ZIP) ? unzipSync(readFileSync(ZIP)) : {}
  const names = Object.keys(entries)

  it('is built', () => {
    expect(existsSync(ZIP), `${ZIP}: npm run build writes it`).toBe(true)
  })

  it("holds the plugin's main file, uninstall.php, readme.txt and its texts, all under agent-chat/", () => {
    for (const file of ['agent-chat.php', 'uninstall.php', 'readme.txt', 'languages/agent-chat.pot']) expect(names, file).toContain(`${PLUGIN}/${file}`)
    expect(names.every((name) => name.startsWith(`${PLUGIN}/`))).toBe(true)
    expect(names.filter((name) => name.endsWith('.php')).length).toBeGreaterThan(3)
  })

  it('carries the widget as built: loader.js, every chunk and language file, byte for byte', () => {
    const widget = widgetFiles()
    expect(widget).toContain('loader.js')
    expect(widget.some((file) => /^panel-\w+\.js$/.test(file))).toBe(true)
    expect(widget.some((file) => /^i18n\/de-\w+\.js$/.test(file))).toBe(true)
    for (const file of widget) {
      const entry = entries[`${PLUGIN}/dist/${file}`]
      expect(entry, file).toBeDefined()
      expect(Buffer.from(entry!).equals(readFileSync(resolve(PLUGIN_SOURCE, '../../dist', file))), file).toBe(true)
    }
    expect(names.filter((name) => name.startsWith(`${PLUGIN}/dist/`))).toHaveLength(widget.length)
  })

  it('has no tests, sources, maps, the pinned loader, the npm package or the playground', () => {
    const unwanted = names.filter((name) =>
      /\.(ts|tsx|map|test\.php)$|\/test\/|\/tests\/|\/node_modules\/|\/dist\/(npm|playground|wordpress)\/|\/dist\/loader-[\d.]+\.js$/.test(name),
    )
    expect(unwanted).toEqual([])
  })
})
