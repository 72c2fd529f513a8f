// The one check of the visitor's name and email, shared by the pre-chat form
// and the API's identify (src/shared/service/visitor.ts).
import { describe, expect, it } from 'vitest'
import { visitorEmail, visitorName } from '../src/shared/service/visitor'
import { LIMITS } from '../src/shared/service/wire'

describe('visitorName', () => {
  it('takes a name trimmed, up to the limit after trimming', () => {
    expect(visitorName(' Ada ')).toBe('Ada')
    expect(visitorName(`  ${'n'.repeat(LIMITS.visitorName)}  `)).toBe('n'.repeat(LIMITS.visitorName))
  })

  it.each([[''], ['   '], ['n'.repeat(LIMITS.visitorName + 1)], [42], [null], [undefined], [{ name: 'Ada' }]])('refuses %j', (value) => {
    expect(visitorName(value)).toBeUndefined()
  })
})

describe('visitorEmail', () => {
  it('takes an address trimmed', () => {
    expect(visitorEmail(' ada@example.com ')).toBe('ada@example.com')
  })

  const long = 'a'.repeat(LIMITS.visitorEmail - '@example.com'.length + 1) + '@example.com'
  it.each([[''], ['ada'], ['ada@example'], ['a b@example.com'], [long], [7], [undefined]])('refuses %j', (value) => {
    expect(visitorEmail(value)).toBeUndefined()
  })
})
