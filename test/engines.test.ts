// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { firefoxProblem } from '../scripts/engines'

describe('which Firefox the pinned Playwright can drive', () => {
  it('accepts ESR 153 and newer for Playwright 1.64', () => {
    expect(firefoxProblem('1.64.1', 'Mozilla Firefox 153.7.0esr')).toBeNull()
    expect(firefoxProblem('1.64.0', 'Mozilla Firefox 160.0')).toBeNull()
  })

  it('refuses the ESR a stale package list installs, naming both versions and the fix', () => {
    const problem = firefoxProblem('1.64.1', 'Mozilla Firefox 140.12.0esr')
    expect(problem).toContain('Mozilla Firefox 140.12.0esr')
    expect(problem).toContain('Playwright 1.64.1')
    expect(problem).toContain('Firefox 153 or newer')
    expect(problem).toContain('apt-get update')
  })

  it('refuses a Playwright nobody checked here, and an unreadable version', () => {
    expect(firefoxProblem('1.65.0', 'Mozilla Firefox 153.7.0esr')).toMatch(/Playwright 1\.65\.0 has not been checked.*153\.7\.0esr/)
    expect(firefoxProblem('1.64.1', 'something else')).toContain('too old')
  })
})
