import { defineConfig } from 'vitest/config'

export default defineConfig({
  // Classic h() calls: Preact's core already has createElement, so the
  // automatic runtime's extra module would be bytes spent twice.
  oxc: { jsx: { runtime: 'classic', pragma: 'h', pragmaFrag: 'Fragment', development: false } },
  test: {
    environment: 'happy-dom',
    include: ['test/**/*.test.{ts,tsx}'],
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' },
  },
})
