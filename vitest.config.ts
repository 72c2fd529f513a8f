import { defineConfig } from 'vitest/config'
import { rtlTags, translations } from './scripts/catalogues.ts'
import { settingNameDefines } from './scripts/setting-names.ts'
import { chunkDefines } from './src/shared/chunks/manifest.ts'
import { TEXT_CHUNKS, TEXT_KEYS } from './src/shared/texts/chunk-parts.ts'

export default defineConfig({
  // Classic h() calls, as the build makes them (vite.config.ts).
  oxc: { jsx: { runtime: 'classic', pragma: 'h', pragmaFrag: 'Fragment', development: false } },
  // The constants the widget is built with (vite.config.ts).
  define: {
    __CHUNKS_HASH__: JSON.stringify('test'),
    __TEXT_CHUNKS__: JSON.stringify(TEXT_CHUNKS),
    __TEXT_KEYS__: JSON.stringify(TEXT_KEYS),
    __LANGS__: JSON.stringify(Object.keys(translations)),
    __RTL_LANGS__: JSON.stringify(rtlTags),
    // As in loader-<version>.js (loader.js has none): test/launcher/chunks.test.ts.
    __VERSION__: JSON.stringify('0.0.0-test'),
    __PINS__: JSON.stringify({ 'panel-test.js': 'sha384-abc', 'i18n/de/pins-test.js': 'sha384-pins' }),
    // As in the npm package: test/npm/server.test.ts imports it where there is no DOM.
    __NPM__: 'true',
    ...settingNameDefines(),
    ...chunkDefines(),
  },
  test: {
    environment: 'happy-dom',
    include: ['test/**/*.test.{ts,tsx}'],
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' },
  },
})
