import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import { catalogueFiles } from './src/i18n/index.ts'

const outDir = resolve(import.meta.dirname, 'dist')

// Two IIFE bundles need two builds (Rolldown refuses several IIFE inputs):
// `--mode widget` first (empties dist/), then `--mode loader`, which bakes in
// the content-hashed widget file name so the loader can be cached briefly and
// the widget forever.
function widgetFileName(): string {
  const name = readdirSync(outDir).find((f) => /^widget-[\w-]+\.js$/.test(f))
  if (!name) throw new Error('dist/widget-*.js is missing: run `vite build --mode widget` first')
  return name
}

// The language files: dist/i18n/<lang>-<hash>.json beside the bundle, which
// is built knowing the language list and the hash (see src/strings.ts).
const i18n = catalogueFiles()
const i18nDefines = { __LANGS__: JSON.stringify(i18n.langs), __I18N_HASH__: JSON.stringify(i18n.hash) }
const writeCatalogues: Plugin = {
  name: 'agent-chat-i18n',
  generateBundle() {
    for (const file of i18n.files) this.emitFile({ type: 'asset', ...file })
  },
}

export default defineConfig(({ mode }) => {
  const isLoader = mode === 'loader'
  return {
    publicDir: false,
    // Classic h() calls: Preact's core already has createElement, so the
    // automatic runtime's extra module would be bytes spent twice.
    oxc: { jsx: { runtime: 'classic', pragma: 'h', pragmaFrag: 'Fragment' } },
    define: isLoader ? { __WIDGET_FILE__: JSON.stringify(widgetFileName()) } : i18nDefines,
    plugins: isLoader ? [] : [writeCatalogues],
    build: {
      outDir,
      emptyOutDir: !isLoader,
      target: 'es2020',
      minify: 'terser',
      terserOptions: { ecma: 2020, compress: { passes: 3 }, format: { comments: false } },
      sourcemap: false,
      modulePreload: false,
      reportCompressedSize: false,
      rollupOptions: {
        input: resolve(import.meta.dirname, isLoader ? 'src/loader.ts' : 'src/widget.tsx'),
        output: {
          format: 'iife',
          entryFileNames: isLoader ? 'loader.js' : 'widget-[hash].js',
        },
      },
    },
  }
})
