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
      // No unit test checks a time (docs/testing.md), so a timeout only bounds a
      // hang: Vitest's 5 s and Testing Library's 1 s waits were time checks in
      // disguise, which a busy 2-core machine failed (a TypeScript program over
      // the declarations, the 54 catalogues run in a VM, the panel's modules
      // transformed on a test file's first open) with every assertion holding.
      testTimeout: 30_000,
      setupFiles: ['test/helpers/setup.ts'],
      environment: 'happy-dom',
      include: ['test/**/*.test.{ts,tsx}'],
      reporters: ['default', 'json'],
      outputFile: { json: 'reports/vitest.json' },
    },
  }),
)
