// data-suggestions read as the panel shows it (src/shared/settings/suggestions.ts).
import { describe, expect, it, vi } from 'vitest'
import { MAX_SUGGESTION_CHARS, MAX_SUGGESTIONS, parseSuggestions } from '../src/shared/settings/suggestions'

describe('parseSuggestions', () => {
  it('splits on |, trims each, drops blank ones, says nothing', () => {
    const warn = vi.fn()
    expect(parseSuggestions(' Opening hours? |Shipping costs|| |Talk to a person ', warn)).toEqual(['Opening hours?', 'Shipping costs', 'Talk to a person'])
    expect(parseSuggestions('', warn)).toEqual([])
    expect(warn).not.toHaveBeenCalled()
  })

  it('more than four: the first four, and one warning naming the attribute', () => {
    const warn = vi.fn()
    expect(parseSuggestions('a|b|c|d|e|f', warn)).toEqual(['a', 'b', 'c', 'd'])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toContain('data-suggestions')
    expect(MAX_SUGGESTIONS).toBe(4)
  })

  it('a question over 80 characters: cut, and one warning for all of them', () => {
    const warn = vi.fn()
    const long = 'x'.repeat(MAX_SUGGESTION_CHARS + 20)
    expect(parseSuggestions(`${long}|${long}|ok`, warn)).toEqual(['x'.repeat(80), 'x'.repeat(80), 'ok'])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(MAX_SUGGESTION_CHARS).toBe(80)
  })

  it('markup stays text: nothing is parsed', () => {
    expect(parseSuggestions('<img src=x onerror=alert(1)>|<b>bold</b>', vi.fn())).toEqual(['<img src=x onerror=alert(1)>', '<b>bold</b>'])
  })
})
