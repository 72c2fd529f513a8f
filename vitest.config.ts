// The unit tests: vite.config.ts's configuration (the JSX setting, the CSS
// settings, the defines every build shares), with the test runner's own
// settings and the few defines a test needs other than loader.js's.
import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    define: {
      __CHUNKS_HASH__: JSON.stringify('test'),
      // As in loader-<version>.js (loader.js has none): test/launcher/chunks.test.ts.
      __VERSION__: JSON.stringify('0.0.0-test'),
      __PINS__: JSON.stringify({ 'panel-test.js': 'sha384-abc', 'i18n/de/pins-test.js': 'sha384-pins' }),
      // As in the npm package: test/npm/server.test.ts imports it where there is no DOM.
      __NPM__: 'true',
    },
    test: {
      environment: 'happy-dom',
      include: ['test/**/*.test.{ts,tsx}'],
      reporters: ['default', 'json'],
      outputFile: { json: 'reports/vitest.json' },
    },
  }),
)
