// The widget's build configuration: what every file of dist/ is built with
// (targets, minification, the JSX and CSS settings, the defines), and the
// three kinds of build: a classic script (loader.js, each chunk), the npm
// package's ES modules, the playground's script. `npm run build`
// (scripts/build.ts) runs one build per file through Vite's JavaScript API,
// in the order the hash needs, with these functions; `configFile: false`
// there, so Vite never loads this file on its own during the build.
//
// Importing this file builds, reads and prints nothing: what needs a file
// (the package's version, the language files' hash) is read by the caller
// and handed in as `BuildConstants`.
//
// It imports packages and src/ only, never scripts/: scripts/build.ts and
// the other scripts import it (the languages below are scripts/catalogues.ts's
// too), and vitest.config.ts extends its default export.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { Features } from 'lightningcss'
import { defineConfig, type BuildOptions, type InlineConfig, type Plugin } from 'vite'
import * as languageTable from './src/i18n/languages.ts'
import { chunkDefines, entryOf, type ChunkName } from './src/shared/chunks/manifest.ts'
import { REGISTRY } from './src/shared/settings/registry.ts'
import { TEXT_CHUNKS, TEXT_KEYS } from './src/shared/texts/chunk-parts.ts'
import { RTL_SCRIPTS, type LanguageFile } from './src/shared/texts/parts.ts'

export const root = import.meta.dirname
export const dist = resolve(root, 'dist')

/** Every language other than English, by tag, from the table of languages (src/i18n/languages.ts). */
export const LANGUAGES: readonly LanguageFile[] = Object.values(languageTable as Record<string, LanguageFile>).sort((a, b) => a.tag.localeCompare(b.tag))

/** The languages written right to left. */
export const rtlTags = LANGUAGES.filter((file) => RTL_SCRIPTS.includes(file.script)).map((file) => file.tag)

/**
 * The settings' names as the public API's checks need them (src/shared/settings/from-api.ts),
 * read from the registry at build time: the commands chunk then carries a list
 * of names instead of every setting's parser (4,178 -> 3,304 B gzip, measured).
 */
const settingNameDefines = (): Record<string, string> => ({
  __SETTING_NAMES__: JSON.stringify(REGISTRY.map((setting) => setting.name)),
  __LIST_SETTINGS__: JSON.stringify(REGISTRY.filter((setting) => setting.list).map((setting) => setting.name)),
})

/** What every build may read, from files: read by the caller (`readBuildConstants`, or scripts/build.ts with its language files). */
export interface BuildConstants {
  /** The package's version (package.json). */
  version: string
  /** The languages with a file of their own (scripts/catalogues.ts writes them). */
  langs: readonly string[]
  /** Those written right to left. */
  rtl: readonly string[]
}

/** The package's version, from package.json. */
export const packageVersion = (): string => (JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string }).version

/** The constants read from their files, for a caller that does not write the language files itself (the default export below). */
export function readBuildConstants(): BuildConstants {
  return { version: packageVersion(), langs: LANGUAGES.map((file) => file.tag), rtl: rtlTags }
}

// What the widget needs anyway (constructable stylesheets, :is, logical
// properties): older targets make the minifier add long fallbacks.
const CSS_TARGET = ['chrome111', 'edge111', 'firefox114', 'safari16.4']

/**
 * What every build shares, with the defines every file may read (each keeps
 * only what it uses). `define`: one build's own values over the defaults,
 * such as `__CHUNKS_HASH__` (in loader.js: the hash every file it loads shares),
 * `__PINS__` (every file's sha384, in the pinned loader only) and `__NPM__`
 * (the npm package).
 */
export const shared = (constants: BuildConstants, define: Record<string, string> = {}): InlineConfig => ({
  configFile: false,
  root,
  logLevel: 'warn',
  publicDir: false,
  // The minifier would add a light-dark() fallback (two custom properties)
  // to every color-scheme rule; the stylesheets never use light-dark().
  css: { lightningcss: { exclude: Features.LightDark } },
  // Classic h() calls: Preact's core already has createElement, which the
  // automatic runtime would wrap in a module of its own. Never the
  // development transform (what Vite picks outside production, as in the
  // tests, which extend this file): the tests run what the build makes.
  oxc: { jsx: { runtime: 'classic', pragma: 'h', pragmaFrag: 'Fragment', development: false } },
  define: {
    __VERSION__: JSON.stringify(constants.version),
    __LANGS__: JSON.stringify(constants.langs),
    __RTL_LANGS__: JSON.stringify(constants.rtl),
    __LANGUAGE_NAMES__: JSON.stringify(LANGUAGES.map((l) => [l.tag, l.native])),
    __CHUNKS_HASH__: '""',
    __TEXT_CHUNKS__: JSON.stringify(TEXT_CHUNKS),
    __TEXT_KEYS__: JSON.stringify(TEXT_KEYS),
    __PINS__: 'undefined',
    __NPM__: 'false',
    ...settingNameDefines(),
    ...chunkDefines(),
    ...define,
  },
})

/** How a classic script (loader.js, each chunk) is built: one IIFE, minified, returned rather than written (its name may depend on its content). */
const classicScriptBuild = (): BuildOptions => ({
  write: false,
  target: 'es2020',
  // Terser: a few hundred bytes smaller than the default minifier on our
  // code, at no cost to readability (it only touches the output).
  minify: 'terser',
  // A third pass finds what the first two made possible; more found nothing further.
  terserOptions: { ecma: 2020, compress: { passes: 3 }, format: { comments: false } },
  cssMinify: 'lightningcss',
  cssTarget: CSS_TARGET,
  sourcemap: false,
  modulePreload: false,
  reportCompressedSize: false,
})

/** One classic script from `input` (a file, or an id a plugin resolves), its one output named out.js. */
export const classicScript = (constants: BuildConstants, input: string, define: Record<string, string>, plugins: Plugin[] = []): InlineConfig => ({
  ...shared(constants, define),
  plugins,
  build: { ...classicScriptBuild(), rollupOptions: { input, output: { format: 'iife', entryFileNames: 'out.js' } } },
})

/** A chunk's classic script: its payload (src/<name>/chunk.ts), handed to the loader as the script runs. */
export const chunkScript = (constants: BuildConstants, name: ChunkName, define: Record<string, string>): InlineConfig =>
  classicScript(constants, 'agent-chat-chunk-entry', define, [chunkEntry(name)])

/** The entry of a chunk's script: a few generated lines that wrap its payload in defineChunk. */
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

// The npm package's ES module entries into dist/npm/: index.js (src/npm/index.ts),
// and the React and Vue components (react.js, vue.js). ES modules for the
// site's bundler, unminified (its minifier runs anyway), Preact bundled in
// (the widget keeps its own copy, whatever the site uses), and each chunk and
// each language left as an import() for it to split. One build for the three:
// the components import index.js, so a page holds one copy of the widget
// (and one `mount`, whose one-widget-per-page rule then holds). React and Vue
// stay imports: the site's own copy, never bundled.
const NPM_ENTRIES = { index: 'src/npm/index.ts', react: 'src/npm/react.ts', vue: 'src/npm/vue.ts' }
export const npmPackage = (constants: BuildConstants): InlineConfig => ({
  ...shared(constants, { __NPM__: 'true' }),
  build: {
    outDir: resolve(dist, 'npm'),
    emptyOutDir: true,
    target: 'es2020',
    minify: false,
    cssMinify: 'lightningcss',
    cssTarget: CSS_TARGET,
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
export const playground = (constants: BuildConstants): InlineConfig => ({
  ...shared(constants),
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

/**
 * The base every classic script is built with, for `vite` and whoever reads
 * this file: what `shared` and `classicScript` give, with no entry of its
 * own. The files, their entries and their order are `npm run build`'s
 * (scripts/build.ts): the chunks' hash is built into loader.js, so one
 * `vite build` cannot make them (it stops at the missing entry).
 */
export default defineConfig(() => {
  const { configFile: _, ...config } = shared(readBuildConstants())
  return { ...config, build: classicScriptBuild() }
})
