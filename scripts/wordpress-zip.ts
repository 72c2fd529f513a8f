// The WordPress plugin's installable zip, dist/wordpress/agent-chat.zip:
// wordpress/agent-chat/ (the plugin's PHP, its texts, readme.txt) with the
// widget as built beside it in agent-chat/dist/ (loader.js, its chunks and the
// language files), so a site serves the widget from its own
// wp-content/plugins/ and only the visitor's messages leave for the service.
// Not the pinned loader (a site pins the service's hosted copy, not its own),
// nor the npm package, the playground or anything of the tests. Run by
// `npm run build` after the widget's files are written.
import { readdirSync, readFileSync, statSync, mkdirSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { zipSync, type Zippable } from 'fflate'
import { dist, root } from '../vite.config.ts'

export const PLUGIN = 'agent-chat'
export const PLUGIN_SOURCE = resolve(root, 'wordpress', PLUGIN)
export const ZIP = resolve(dist, 'wordpress', `${PLUGIN}.zip`)

/** Every file below `folder`, as paths relative to it. */
function filesIn(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    return statSync(path).isDirectory() ? filesIn(path).map((file) => join(name, file)) : [name]
  })
}

/** The widget's files the plugin carries: what loader.js loads, by their place in dist/. */
export const widgetFiles = (): string[] => filesIn(dist).filter((file) => !/^(npm|playground|wordpress)\//.test(file) && !/^loader-[\d.]+\.js$/.test(file))

/** The zip's entries: the plugin's own files, then dist/'s under agent-chat/dist/. */
export function pluginEntries(): Map<string, string> {
  const entries = new Map<string, string>()
  for (const file of filesIn(PLUGIN_SOURCE)) entries.set(`${PLUGIN}/${file}`, join(PLUGIN_SOURCE, file))
  for (const file of widgetFiles()) entries.set(`${PLUGIN}/dist/${file}`, join(dist, file))
  return entries
}

export function writePluginZip(): { file: string; entries: number; bytes: number } {
  const zippable: Zippable = {}
  // A fixed date: the same build gives the same zip.
  const mtime = new Date('2026-01-01T00:00:00Z')
  for (const [name, path] of pluginEntries()) zippable[name] = [readFileSync(path), { mtime }]
  const zip = zipSync(zippable, { level: 9 })
  mkdirSync(resolve(dist, 'wordpress'), { recursive: true })
  writeFileSync(ZIP, zip)
  return { file: relative(root, ZIP), entries: Object.keys(zippable).length, bytes: zip.length }
}
