import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs'
import { resolve } from 'node:path'
import { Features } from 'lightningcss'
import { defineConfig, type Plugin, type UserConfig } from 'vite'
import { catalogueFiles } from './scripts/catalogues.ts'
import { sha384 } from './scripts/integrity.ts'

const outDir = resolve(import.meta.dirname, 'dist')

// The widget loads in stages (see README, "What loads when"). Each stage is a
// classic-script IIFE, and Rolldown builds one IIFE per run, so `npm run build`
// runs one build per file, in this order: `--mode options` (empties dist/,
// writes the conversation menu's chunk), `--mode suggestions`, `--mode
// feedback` and `--mode notify` (the panel's opt-in features' chunks),
// `--mode teaser` (the nudge's chunk), `--mode panel` (the panel chunk, which
// gives the first four their shared hash and bakes it in, and the language
// files),
// `--mode commands` (the API's chunk), `--mode loader` and `--mode pinned` (which bake
// the chunks' file names, the language list and, pinned, their sha384 into
// loader.js and loader-<version>.js), then `--mode npm` (the package's ES
// modules) and `--mode playground`. loader.js keeps a stable name (cached
// briefly); everything it loads is content-hashed (cached forever).
function chunkFileName(chunk: 'panel' | 'commands' | 'options' | 'suggestions' | 'feedback' | 'notify' | 'teaser'): string {
  const name = readdirSync(outDir).find((f) => new RegExp(`^${chunk}-[\\w-]+\\.js$`).test(f))
  if (!name) throw new Error(`dist/${chunk}-*.js is missing: run \`vite build --mode ${chunk}\` first`)
  return name
}

/** The chunks the panel loads itself (src/panel/start-panel.tsx), named after the chunk. */
const PANEL_LOADS = ['options', 'suggestions', 'feedback', 'notify'] as const

/** The chunks the launcher stage loads itself (src/launcher/loader.ts). */
const STAGE_LOADS = ['panel', 'commands', 'teaser'] as const

/**
 * Chunks loaded by the same file share one content hash, as the language
 * files do (`<name>-<hash>.js`), so that file carries one hash instead of a
 * name per chunk: the panel's four (baked into the panel), the launcher
 * stage's three (baked into loader.js). Their builds write `<name>.js`; the
 * build of the file that loads them renames them (a later build reads the
 * hash back).
 */
function sharedHash(names: readonly string[]): string {
  const unhashed = names.map((name) => resolve(outDir, `${name}.js`))
  if (unhashed.every((file) => existsSync(file))) {
    const hash = createHash('sha256')
    for (const file of unhashed) hash.update(readFileSync(file))
    const digest = hash.digest('base64url').replace(/[-_]/g, '').slice(0, 8)
    names.forEach((name, i) => renameSync(unhashed[i]!, resolve(outDir, `${name}-${digest}.js`)))
    return digest
  }
  const hashes = new Set(names.map((name) => chunkFileName(name as Parameters<typeof chunkFileName>[0]).slice(name.length + 1, -3)))
  if (hashes.size !== 1) throw new Error(`dist/ holds ${names.join(', ')} with ${hashes.size} hashes: run npm run build`)
  return [...hashes][0]!
}

/** The builds, in order: each chunk is an IIFE of its own (`npm run build` runs them all). */
const ENTRIES = {
  options: 'src/options/index.ts',
  suggestions: 'src/suggestions/index.ts',
  feedback: 'src/feedback/index.ts',
  notify: 'src/notify/index.ts',
  teaser: 'src/teaser/index.ts',
  panel: 'src/panel/index.tsx',
  commands: 'src/commands/index.ts',
  loader: 'src/launcher/loader.ts',
  // loader-<version>.js: the same loader with every chunk's sha384 built in,
  // for sites that pin what runs on their pages (README, "Pinning").
  pinned: 'src/launcher/loader.ts',
} as const

const VERSION: string = JSON.parse(readFileSync(resolve(import.meta.dirname, 'package.json'), 'utf8')).version

/** Each file loader.js may load, as it names them, with its integrity. */
function pins(): Record<string, string> {
  const files = [
    chunkFileName('panel'),
    chunkFileName('commands'),
    chunkFileName('options'),
    chunkFileName('suggestions'),
    chunkFileName('feedback'),
    chunkFileName('notify'),
    chunkFileName('teaser'),
    ...readdirSync(resolve(outDir, 'i18n')).map((f) => `i18n/${f}`),
  ]
  return Object.fromEntries(files.map((file) => [file, sha384(readFileSync(resolve(outDir, file)))]))
}

/** Prints the pinned loader's integrity once it is written. */
const printIntegrity: Plugin = {
  name: 'agent-chat-integrity',
  writeBundle(_options, bundle) {
    for (const [file, output] of Object.entries(bundle)) {
      if (output.type === 'chunk') console.log(`${file} integrity="${sha384(output.code)}" crossorigin="anonymous"`)
    }
  },
}

/**
 * Chromium's explicit compile hint (Chrome 136 and later; other engines read
 * a comment): every function in the file is compiled eagerly, off the main
 * thread while the script streams in, instead of one at a time on the main
 * thread as each is first called. Everything in loader.js runs on a page
 * view, so nothing is compiled in vain. Measured on a page view at CPU 1×
 * (16 interleaved loads each): the loader's task 8.7 → 6.6 ms median.
 */
const compileHint: Plugin = {
  name: 'agent-chat-compile-hint',
  generateBundle(_options, bundle) {
    for (const output of Object.values(bundle)) if (output.type === 'chunk') output.code = '//# allFunctionsCalledOnLoad\n' + output.code
  },
}

const i18n = catalogueFiles()
const writeCatalogues: Plugin = {
  name: 'agent-chat-i18n',
  generateBundle() {
    for (const file of i18n.files) this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source })
  },
}

// The npm package's ES module entry (src/npm/index.ts) into dist/npm/: ES modules
// for the site's bundler, unminified (its minifier runs anyway), Preact
// bundled in (the widget keeps its own copy, whatever the site uses), and the
// panel, the commands and each language left as import()s for it to split.
const npmBuild = (): UserConfig => ({
  publicDir: false,
  css: { lightningcss: { exclude: Features.LightDark } },
  oxc: { jsx: { runtime: 'classic', pragma: 'h', pragmaFrag: 'Fragment' } },
  define: { __VERSION__: JSON.stringify(VERSION), __PINS__: 'undefined', __PANEL_LOADS_HASH__: '""' },
  build: {
    outDir: resolve(outDir, 'npm'),
    emptyOutDir: true,
    target: 'es2020',
    minify: false,
    cssMinify: 'lightningcss',
    cssTarget: ['chrome111', 'edge111', 'firefox114', 'safari16.4'],
    sourcemap: false,
    modulePreload: false,
    reportCompressedSize: false,
    lib: { entry: resolve(import.meta.dirname, 'src/npm/index.ts'), formats: ['es'], fileName: () => 'index.js' },
    rollupOptions: { output: { chunkFileNames: 'chunks/[name]-[hash].js' } },
  },
})

// The playground page's script (src/playground/, not part of the widget) into
// dist/playground/, where `npm start` serves it beside the widget's files.
const playgroundBuild = (): UserConfig => ({
  publicDir: false,
  build: {
    outDir: resolve(outDir, 'playground'),
    emptyOutDir: true,
    target: 'es2020',
    minify: false,
    sourcemap: false,
    modulePreload: false,
    reportCompressedSize: false,
    rollupOptions: { input: resolve(import.meta.dirname, 'src/playground/playground.ts'), output: { format: 'iife', entryFileNames: 'playground.js' } },
  },
})

export default defineConfig(({ mode }) => {
  if (mode === 'npm') return npmBuild()
  if (mode === 'playground') return playgroundBuild()
  if (!(mode in ENTRIES)) throw new Error(`vite build --mode must be one of ${[...Object.keys(ENTRIES), 'npm', 'playground'].join(', ')}`)
  const entry = mode as keyof typeof ENTRIES
  const isLoader = entry === 'loader' || entry === 'pinned'
  return {
    publicDir: false,
    // The minifier would add a light-dark() fallback (two custom properties)
    // to every color-scheme rule; the stylesheets never use light-dark().
    css: { lightningcss: { exclude: Features.LightDark } },
    // Classic h() calls: Preact's core already has createElement, so the
    // automatic runtime's extra module would be bytes spent twice.
    oxc: { jsx: { runtime: 'classic', pragma: 'h', pragmaFrag: 'Fragment' } },
    define: isLoader
      ? {
          __STAGES_HASH__: JSON.stringify(sharedHash(STAGE_LOADS)),
          __LANGS__: JSON.stringify(i18n.langs),
          __I18N_HASH__: JSON.stringify(i18n.hash),
          __PINS__: entry === 'pinned' ? JSON.stringify(pins()) : 'undefined',
          __VERSION__: JSON.stringify(VERSION),
        }
      : entry === 'panel'
        ? { __PANEL_LOADS_HASH__: JSON.stringify(sharedHash(PANEL_LOADS)) }
        : {},
    plugins: entry === 'panel' ? [writeCatalogues] : entry === 'pinned' ? [compileHint, printIntegrity] : entry === 'loader' ? [compileHint] : [],
    build: {
      outDir,
      emptyOutDir: entry === 'options',
      target: 'es2020',
      // Terser: a few hundred bytes smaller than the default minifier on our
      // code, at no cost to readability (it only touches the output).
      minify: 'terser',
      terserOptions: { ecma: 2020, compress: { passes: 2 }, format: { comments: false } },
      cssMinify: 'lightningcss',
      // What the widget needs anyway (constructable stylesheets, :is, logical
      // properties): older targets make the minifier add long fallbacks.
      cssTarget: ['chrome111', 'edge111', 'firefox114', 'safari16.4'],
      sourcemap: false,
      modulePreload: false,
      reportCompressedSize: false,
      rollupOptions: {
        input: resolve(import.meta.dirname, ENTRIES[entry]),
        output: {
          format: 'iife',
          // Named with their shared hash by the build of the file that loads them (sharedHash).
          entryFileNames: entry === 'pinned' ? `loader-${VERSION}.js` : isLoader ? 'loader.js' : `${entry}.js`,
        },
      },
    },
  }
})
