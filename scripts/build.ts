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
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { Features } from 'lightningcss'
import { build, type InlineConfig, type Plugin, type Rolldown } from 'vite'
import { CHUNKS, entryOf, type ChunkName } from '../src/shared/chunks/manifest.ts'
import { catalogueFiles } from './catalogues.ts'
import { hashedFiles } from './hashed-files.ts'
import { sha384 } from './integrity.ts'
import { settingNameDefines } from './setting-names.ts'
import { writeNpmTypes } from './npm-types.ts'

const root = resolve(import.meta.dirname, '..')
const dist = resolve(root, 'dist')
const VERSION: string = (JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string }).version
const i18n = catalogueFiles()

/** What every build shares; `define` holds what every build may read (each file keeps only what it uses). */
const common = (define: Record<string, string>): InlineConfig => ({
  configFile: false,
  root,
  logLevel: 'warn',
  publicDir: false,
  // The minifier would add a light-dark() fallback (two custom properties)
  // to every color-scheme rule; the stylesheets never use light-dark().
  css: { lightningcss: { exclude: Features.LightDark } },
  // Classic h() calls: Preact's core already has createElement, so the
  // automatic runtime's extra module would be bytes spent twice.
  oxc: { jsx: { runtime: 'classic', pragma: 'h', pragmaFrag: 'Fragment' } },
  define: {
    __VERSION__: JSON.stringify(VERSION),
    __LANGS__: JSON.stringify(i18n.langs),
    __CHUNKS_HASH__: '""',
    __PINS__: 'undefined',
    __NPM__: 'false',
    ...settingNameDefines(),
    ...define,
  },
})

/** One classic script, minified, returned rather than written (its name may depend on its content). */
async function buildIife(input: string, define: Record<string, string>, plugins: Plugin[] = []): Promise<string> {
  const result = await build({
    ...common(define),
    plugins,
    build: {
      write: false,
      target: 'es2020',
      // Terser: a few hundred bytes smaller than the default minifier on our
      // code, at no cost to readability (it only touches the output).
      minify: 'terser',
      // A third pass: the first reply 21 B gzip smaller (28,470 -> 28,449 B: the panel chunk -19 B), the other files within 3 B.
      // (format.wrap_func_args: false was measured too: the same output, so it is not set.)
      terserOptions: { ecma: 2020, compress: { passes: 3 }, format: { comments: false } },
      cssMinify: 'lightningcss',
      // What the widget needs anyway (constructable stylesheets, :is, logical
      // properties): older targets make the minifier add long fallbacks.
      cssTarget: ['chrome111', 'edge111', 'firefox114', 'safari16.4'],
      sourcemap: false,
      modulePreload: false,
      reportCompressedSize: false,
      rollupOptions: { input, output: { format: 'iife', entryFileNames: 'out.js' } },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunks = outputs.flatMap((o) => o.output).filter((o) => o.type === 'chunk')
  if (chunks.length !== 1) throw new Error(`build: ${input} gave ${chunks.length} files, not one`)
  return chunks[0]!.code
}

/** The entry of a chunk's script: its payload (src/<name>/chunk.ts), handed to the loader as the script runs. */
function chunkEntry(name: ChunkName): Plugin {
  const id = '\0agent-chat-chunk-entry'
  return {
    name: 'agent-chat-chunk-entry',
    resolveId: (source) => (source === 'agent-chat-chunk-entry' ? id : null),
    load: (loaded) =>
      loaded === id
        ? [
            `import { chunk } from ${JSON.stringify(resolve(root, entryOf(name)))}`,
            `import { defineChunk } from ${JSON.stringify(resolve(root, 'src/shared/chunks/define-chunk.ts'))}`,
            `defineChunk(${JSON.stringify(name)}, chunk)`,
          ].join('\n')
        : null,
  }
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
  for (const file of i18n.files) codes.set(`i18n/${file.lang}`, file.source)
  for (const name of Object.keys(CHUNKS) as ChunkName[]) {
    const code = await buildIife('agent-chat-chunk-entry', {}, [chunkEntry(name)])
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
 * in 6 of 6. It costs 25 B gzip. Not the markdown chunk: its first task is
 * marked's setup, and the hint moved nothing there (6 loads each).
 */
const COMPILED_EAGERLY: readonly ChunkName[] = ['panel']

// The npm package's ES module entries into dist/npm/: index.js (src/npm/index.ts),
// and the React and Vue components (react.js, vue.js). ES modules for the
// site's bundler, unminified (its minifier runs anyway), Preact bundled in
// (the widget keeps its own copy, whatever the site uses), and each chunk and
// each language left as an import() for it to split. One build for the three:
// the components import index.js, so a page holds one copy of the widget
// (and one `mount`, whose one-widget-per-page rule then holds). React and Vue
// stay imports: the site's own copy, never bundled.
const NPM_ENTRIES = { index: 'src/npm/index.ts', react: 'src/npm/react.ts', vue: 'src/npm/vue.ts' }
const npmBuild = (): InlineConfig => ({
  ...common({ __NPM__: 'true' }),
  build: {
    outDir: resolve(dist, 'npm'),
    emptyOutDir: true,
    target: 'es2020',
    minify: false,
    cssMinify: 'lightningcss',
    cssTarget: ['chrome111', 'edge111', 'firefox114', 'safari16.4'],
    sourcemap: false,
    modulePreload: false,
    reportCompressedSize: false,
    lib: {
      entry: Object.fromEntries(Object.entries(NPM_ENTRIES).map(([name, file]) => [name, resolve(root, file)])),
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rollupOptions: {
      external: (id) => /^(react|react-dom|vue)(\/|$)/.test(id),
      output: {
        // Hooks run on the client only: Next.js's App Router may then import the component from a server component (its root layout).
        banner: (chunk) => (chunk.isEntry && chunk.name === 'react' ? "'use client'" : ''),
        // A chunk's payload module (src/<name>/chunk.ts) named after its chunk.
        chunkFileNames: (info) => `chunks/${info.facadeModuleId?.endsWith('/chunk.ts') ? info.facadeModuleId.split('/').at(-2) : '[name]'}-[hash].js`,
      },
    },
  },
})

// The playground page's script (src/playground/, not part of the widget) into
// dist/playground/, where `npm start` serves it beside the widget's files.
const playgroundBuild = (): InlineConfig => ({
  ...common({}),
  build: {
    outDir: resolve(dist, 'playground'),
    emptyOutDir: true,
    target: 'es2020',
    minify: false,
    sourcemap: false,
    modulePreload: false,
    reportCompressedSize: false,
    rollupOptions: { input: resolve(root, 'src/playground/playground.ts'), output: { format: 'iife', entryFileNames: 'playground.js' } },
  },
})

rmSync(dist, { recursive: true, force: true })
const chunksHash = await buildChunks()

const loaderEntry = resolve(root, 'src/launcher/loader.ts')
write('loader.js', compileHint(await buildIife(loaderEntry, { __CHUNKS_HASH__: JSON.stringify(chunksHash) })))
// What a part of loader.js costs it, for `npm run size`: the loader built
// again with that module's exports made no-ops (dist/loader-shares.json, not
// a file of the package).
const LOADER_SHARES = { "the site's elements and #agent-chat (src/launcher/triggers.ts)": { module: 'src/launcher/triggers.ts', exports: ['wireTriggers'] } }
const shares: Record<string, number> = {}
for (const [part, { module, exports }] of Object.entries(LOADER_SHARES)) {
  const stub: Plugin = {
    name: 'loader-share-stub',
    enforce: 'pre',
    load: (id) => (id === resolve(root, module) ? exports.map((name) => `export const ${name} = () => () => {}`).join('\n') : null),
  }
  const without = await buildIife(loaderEntry, { __CHUNKS_HASH__: JSON.stringify(chunksHash) }, [stub])
  shares[part] = gzipSync(written.get('loader.js')!, { level: 9 }).length - gzipSync(compileHint(without), { level: 9 }).length
}
writeFileSync(resolve(dist, 'loader-shares.json'), JSON.stringify(shares))
// loader-<version>.js: the same loader with every file it may load pinned
// by its sha384, for sites that pin what runs on their pages (docs/embedding.md, "Pinning").
const pins = Object.fromEntries([...written].filter(([file]) => file !== 'loader.js').map(([file, code]) => [file, sha384(code)]))
const pinnedFile = `loader-${VERSION}.js`
write(pinnedFile, compileHint(await buildIife(loaderEntry, { __CHUNKS_HASH__: JSON.stringify(chunksHash), __PINS__: JSON.stringify(pins) })))
console.log(`${pinnedFile} integrity="${sha384(written.get(pinnedFile)!)}" crossorigin="anonymous"`)

await build(npmBuild())
writeNpmTypes()
await build(playgroundBuild())
console.log(`build: dist/ holds ${written.size} widget files, dist/npm/ and dist/playground/`)
