import { describe, expect, it } from 'vitest'
import { pageUrlFor } from '../../src/panel/api/page-url'

const loc = new URL('https://shop.example.com/account/reset?token=secret123&utm=x#step-2')

describe('pageUrlFor', () => {
  it('drops the query and fragment by default ("path")', () => {
    expect(pageUrlFor(loc, 'path')).toBe('https://shop.example.com/account/reset')
  })

  it('keeps the whole URL with "full"', () => {
    expect(pageUrlFor(loc, 'full')).toBe('https://shop.example.com/account/reset?token=secret123&utm=x#step-2')
  })

  it('keeps a non-default port and the root path', () => {
    expect(pageUrlFor(new URL('http://localhost:8080/?a=1'), 'path')).toBe('http://localhost:8080/')
  })

  it('works with the real location object', () => {
    expect(pageUrlFor(location, 'path')).toBe(location.origin + location.pathname)
    expect(pageUrlFor(location, 'full')).toBe(location.href)
  })
})
