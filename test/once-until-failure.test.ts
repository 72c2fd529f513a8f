// The one memoised loader (src/shared/chunks/once-until-failure.ts) the chunk
// loader, the npm entry, the panel and the tests' fakes share.
import { describe, expect, it } from 'vitest'
import { onceUntilFailure } from '../src/shared/chunks/once-until-failure'

describe('onceUntilFailure', () => {
  it('asks once per key, pending or resolved, and passes the rest of the arguments on', async () => {
    const asked: string[] = []
    const load = onceUntilFailure((name: string, file: string) => {
      asked.push(`${name} ${file}`)
      return Promise.resolve(name.toUpperCase())
    })
    const first = load('panel', 'panel-a.js')
    expect(load('panel', 'panel-a.js')).toBe(first)
    await expect(first).resolves.toBe('PANEL')
    await expect(load('panel', 'panel-a.js')).resolves.toBe('PANEL')
    await expect(load('menu', 'menu-a.js')).resolves.toBe('MENU')
    expect(asked).toEqual(['panel panel-a.js', 'menu menu-a.js'])
  })

  it('asks again after a failure, and only after it has failed', async () => {
    let calls = 0
    const load = onceUntilFailure((name: string) => (++calls === 1 ? Promise.reject(new Error(`no ${name}`)) : Promise.resolve(name)))
    const failed = load('menu')
    expect(load('menu')).toBe(failed)
    await expect(failed).rejects.toThrow('no menu')
    await expect(load('menu')).resolves.toBe('menu')
    await expect(load('menu')).resolves.toBe('menu')
    expect(calls).toBe(2)
  })
})
