// `npm run build`: every file of dist/, through Vite's JavaScript API.
//
// The widget loads in stages (docs/architecture.md). Each chunk of
// src/shared/chunks/manifest.ts is a classic-script IIFE of its own, and
// Rolldown writes one IIFE per build, so each is one build here: the chunks
// and the language files, named with one content hash over them all, then
// loader.js, which carries that hash (`__CHUNKS_HASH__`: src/launcher/chunks.ts
// names each file from it), and loader-<version>.js (which also carries every
// file's sha384, `__PINS__`), the npm package's ES modules with their
// declarations, and the playground's script. loader.js keeps a stable name
// (cached briefly); everything it loads is content-hashed (cached forever).
// How each kind of file is built (targets, minification, defines) is
// vite.config.ts's; this file says which files, in which order, and writes them.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { build, type InlineConfig, type Rolldown } from 'vite'
import { CHUNKS, type ChunkName } from '../src/shared/chunks/manifest.ts'
import { catalogueFiles, pinnedByItsLanguage, rtlTags } from './catalogues.ts'
import { hashedFiles } from './hashed-files.ts'
import { sha384 } from './integrity.ts'
import { writeNpmTypes } from './npm-types.ts'
import { writePluginZip } from './wordpress-zip.ts'
import { chunkScript, classicScript, dist, npmPackage, packageVersion, playground, root, type BuildConstants } from '../vite.config.ts'

const VERSION = packageVersion()
const i18n = catalogueFiles()
const constants: BuildConstants = { version: VERSION, langs: i18n.langs, rtl: rtlTags }

/** Builds one classic script (vite.config.ts) and returns its code rather than writing it: its name may depend on its content. */
async function buildIife(file: string, config: InlineConfig): Promise<string> {
  const result = await build(config)
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunks = outputs.flatMap((o) => o.output).filter((o) => o.type === 'chunk')
  if (chunks.length !== 1) throw new Error(`build: ${file} gave ${chunks.length} files, not one`)
  return chunks[0]!.code
}

/** Each file written so far, by its name in dist/, for the pins. */
const written = new Map<string, string>()
function write(file: string, code: string) {
  mkdirSync(dirname(resolve(dist, file)), { recursive: true })
  writeFileSync(resolve(dist, file), code)
  written.set(file, code)
}

/**
 * Builds every chunk and writes it, with the language files, as
 * `<name>-<hash>.js` under one hash for them all: loader.js then carries one
 * short string, not a name per file. Returns that hash.
 */
async function buildChunks(): Promise<string> {
  const codes = new Map<string, string>()
  for (const file of i18n.files) codes.set(file.stem, file.source)
  for (const name of Object.keys(CHUNKS) as ChunkName[]) {
    const code = await buildIife(name, chunkScript(constants, name, {}))
    codes.set(name, COMPILED_EAGERLY.includes(name) ? compileHint(code) : code)
  }
  const { hash, files } = hashedFiles(codes)
  for (const { file, code } of files) write(file, code)
  return hash
}

/**
 * Chromium's explicit compile hint (Chrome 136 and later; other engines read
 * a comment): every function in the file is compiled eagerly, off the main
 * thread while the script streams in, instead of one at a time on the main
 * thread as each is first called. Everything in loader.js runs on a page
 * view, so nothing is compiled in vain. Measured on a page view at CPU 1×
 * (16 interleaved loads each): the loader's task 8.7 → 6.6 ms median.
 */
const compileHint = (code: string) => '//# allFunctionsCalledOnLoad\n' + code

/**
 * The chunks that carry the same hint. The panel: most of its functions run
 * in its first render, which otherwise compiles them one by one inside the
 * visitor's tap or click. Measured at CPU 4× (issue 33's phone profile, 10
 * interleaved loads each): a prefetched tap → focus 91 → 77 ms median; after
 * a hover, the click's long animation frame (51–70 ms in 2 of 6 loads) gone
 * in 6 of 6. Not the markdown chunk: its first task is
 * marked's setup, and the hint moved nothing there (6 loads each).
 */
const COMPILED_EAGERLY: readonly ChunkName[] = ['panel']

rmSync(dist, { recursive: true, force: true })
const chunksHash = await buildChunks()

const loaderEntry = resolve(root, 'src/launcher/loader.ts')
write('loader.js', compileHint(await buildIife('loader.js', classicScript(constants, loaderEntry, { __CHUNKS_HASH__: JSON.stringify(chunksHash) }))))
// loader-<version>.js: the same loader with every file it may load pinned
// by its sha384, for sites that pin what runs on their pages (docs/embedding.md,
// "Pinning"): each chunk, and each language's pins file, which pins the language's other files.
const pins = Object.fromEntries([...written].filter(([file]) => file !== 'loader.js' && !pinnedByItsLanguage(file)).map(([file, code]) => [file, sha384(code)]))
const pinnedFile = `loader-${VERSION}.js`
write(
  pinnedFile,
  compileHint(
    await buildIife(pinnedFile, classicScript(constants, loaderEntry, { __CHUNKS_HASH__: JSON.stringify(chunksHash), __PINS__: JSON.stringify(pins) })),
  ),
)
console.log(`${pinnedFile} integrity="${sha384(written.get(pinnedFile)!)}" crossorigin="anonymous"`)

await build(npmPackage(constants))
writeNpmTypes()
await build(playground(constants))
// The WordPress plugin, with the widget's files as just written (scripts/wordpress-zip.ts).
const plugin = writePluginZip()
console.log(`build: ${plugin.file}, the WordPress plugin: ${plugin.entries} files, ${plugin.bytes} B`)
console.log(`build: dist/ holds ${written.size} widget files, dist/npm/, dist/playground/ and dist/wordpress/`)
