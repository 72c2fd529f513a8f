// @vitest-environment node
// The README is what a newcomer reads in five minutes: what the widget is,
// the pictures, the two commands, the embed code, the settings most sites
// use, and links into docs/, where the reference lives. It stays small.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const README = readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8')

describe('the README', () => {
  it('is at most 12 KB', () => {
    expect(Buffer.byteLength(README)).toBeLessThanOrEqual(12 * 1024)
  })

  it('has the two commands, the embed code and the settings most sites use', () => {
    expect(README).toContain('npm install && npm start')
    expect(README).toContain('npm test')
    expect(README).toMatch(/<script src="[^"]*loader\.js" data-widget-key="wgt_\.\.\." async><\/script>/)
    for (const attribute of ['data-widget-key', 'data-name', 'data-primary-color', 'data-position', 'data-welcome-message', 'data-locale', 'data-theme'])
      expect(README, attribute).toMatch(new RegExp(`^\\| \`${attribute}\` \\|`, 'm'))
  })

  it('links to the reference in docs/', () => {
    for (const page of [
      'embedding',
      'settings',
      'api',
      'theming',
      'behaviour',
      'security',
      'accessibility',
      'performance',
      'mock-service',
      'testing',
      'architecture',
    ])
      expect(README, page).toContain(`](docs/${page}.md)`)
  })

  it('reads as reference, not as a log: no dated runs, no bytes of room', () => {
    expect(README).not.toMatch(/\b20\d\d-\d\d-\d\d\b/)
    expect(README).not.toMatch(/\bB of room\b/)
  })
})
