import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { defineConfig } from 'vite'

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

export default defineConfig(({ mode }) => {
  const isLoader = mode === 'loader'
  return {
    publicDir: false,
    // Classic h() calls: Preact's core already has createElement, so the
    // automatic runtime's extra module would be bytes spent twice.
    oxc: { jsx: { runtime: 'classic', pragma: 'h', pragmaFrag: 'Fragment' } },
    define: isLoader ? { __WIDGET_FILE__: JSON.stringify(widgetFileName()) } : {},
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
