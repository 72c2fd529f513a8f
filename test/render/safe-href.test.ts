import { describe, expect, it } from 'vitest'
import { safeHref } from '../../src/shared/conversation/safe-href'

describe('safeHref accepts web, mail and phone links', () => {
  // [input, the href it must return]
  const accepted: Array<[string, string]> = [
    ['http://example.com', 'http://example.com'],
    ['https://example.com/a/b?c=d&e=f#g', 'https://example.com/a/b?c=d&e=f#g'],
    ['HTTPS://EXAMPLE.COM', 'HTTPS://EXAMPLE.COM'],
    ['HtTp://example.com', 'HtTp://example.com'],
    ['hTTpS://example.com', 'hTTpS://example.com'],
    ['mailto:someone@example.com', 'mailto:someone@example.com'],
    ['MailTo:someone@example.com', 'MailTo:someone@example.com'],
    ['MAILTO:someone@example.com?subject=Hi', 'MAILTO:someone@example.com?subject=Hi'],
    ['tel:+15551234567', 'tel:+15551234567'],
    ['TEL:+1-555-123', 'TEL:+1-555-123'],
    ['  https://example.com  ', 'https://example.com'],
    ['\thttps://example.com\n', 'https://example.com'],
    ['\r\n https://example.com \r\n', 'https://example.com'],
    ['\u0000https://example.com', 'https://example.com'],
    ['\u0001\u001f https://example.com\u0000\u001f', 'https://example.com'],
    ['ht\ttps://example.com', 'https://example.com'],
    ['https://exa\nmple.com', 'https://example.com'],
    ['mail\rto:a@example.com', 'mailto:a@example.com'],
  ]
  it.each(accepted)('%j -> %j', (input, expected) => {
    expect(safeHref(input)).toBe(expected)
  })
})

describe('safeHref refuses everything else', () => {
  const refused: Array<[string, string]> = [
    // javascript: in every disguise
    ['javascript', 'javascript:alert(1)'],
    ['javascript upper case', 'JAVASCRIPT:alert(1)'],
    ['javascript mixed case', 'JaVaScRiPt:alert(1)'],
    ['javascript leading spaces', '   javascript:alert(1)'],
    ['javascript leading tab and newline', '\t\njavascript:alert(1)'],
    ['javascript trailing space before colon', 'javascript :alert(1)'],
    ['tab inside the scheme', 'java\tscript:alert(1)'],
    ['newline inside the scheme', 'java\nscript:alert(1)'],
    ['carriage return inside the scheme', 'java\rscript:alert(1)'],
    ['several tabs and newlines inside', '\tj\na\rv\ta\nscript:alert(1)'],
    ['leading NUL', '\u0000javascript:alert(1)'],
    ['leading control characters', '\u0001\u0002\u001fjavascript:alert(1)'],
    ['NUL inside the scheme', 'java\u0000script:alert(1)'],
    ['entity-encoded colon &#58;', 'javascript&#58;alert(1)'],
    ['entity-encoded colon &#x3a;', 'javascript&#x3a;alert(1)'],
    ['named-entity colon &colon;', 'javascript&colon;alert(1)'],
    ['url-encoded colon %3A', 'javascript%3Aalert(1)'],
    ['url-encoded colon %3a', 'javascript%3aalert(1)'],
    ['fullwidth colon', 'javascript\uff1aalert(1)'],
    ['entity tab inside &#x09;', 'jav&#x09;ascript:alert(1)'],
    ['entity tab inside &#9;', 'jav&#9;ascript:alert(1)'],
    ['entity-encoded first letter', '&#106;avascript:alert(1)'],
    ['url-encoded first letter', '%6Aavascript:alert(1)'],
    ['soft hyphen inside', 'java\u00adscript:alert(1)'],
    ['zero-width space inside', 'java\u200bscript:alert(1)'],
    ['non-breaking space before', '\u00a0javascript:alert(1)'],
    ['javascript with http in the path', 'javascript://https://example.com/%0aalert(1)'],
    // other script and data schemes
    ['vbscript', 'vbscript:msgbox(1)'],
    ['vbscript mixed case', 'VbScRiPt:msgbox(1)'],
    ['data text/html', 'data:text/html,<script>alert(1)</script>'],
    ['data text/html base64', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['data svg', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['data svg base64', 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+'],
    ['data png base64', 'data:image/png;base64,iVBORw0KGgo='],
    ['DATA upper case', 'DATA:text/html,x'],
    ['file', 'file:///etc/passwd'],
    ['blob', 'blob:https://example.com/6b1f6a8e-0000-4000-8000-000000000000'],
    ['about', 'about:blank'],
    ['ftp', 'ftp://example.com/file'],
    ['ws', 'ws://example.com/socket'],
    ['chrome', 'chrome://settings'],
    ['intent', 'intent://scan/#Intent;scheme=zxing;end'],
    ['sms', 'sms:+15551234567'],
    ['scheme lookalike with fullwidth colon', 'https\uff1a//example.com'],
    ['http without colon', 'http//example.com'],
    ['bare word https', 'https'],
    // relative links would point into the host site
    ['absolute path', '/path'],
    ['parent path', '../x'],
    ['current path', './x'],
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with spaces', '  //evil.com'],
    ['backslash protocol-relative', '\\\\evil.com'],
    ['mixed slashes', '/\\evil.com'],
    ['query only', '?q=1'],
    ['fragment only', '#frag'],
    ['bare host', 'evil.com'],
    ['empty', ''],
    ['spaces only', '   '],
    ['controls only', '\u0000\t\n\u001f'],
    // control characters that are neither trimmed nor dropped
    ['NUL inside', 'https://example.com/\u0000x'],
    ['SOH inside', 'https://example.com/\u0001x'],
    ['backspace inside', 'mailto:a\u0008@example.com'],
    ['escape inside', 'https://example.com/\u001b[31m'],
    ['unit separator inside', 'tel:+1\u001f555'],
    ['NUL in the scheme of https', 'https\u0000://example.com'],
    ['DEL inside', 'https://example.com/\u007fx'],
    ['DEL at the end', 'https://example.com\u007f'],
  ]
  it.each(refused)('%s', (_name, input) => {
    expect(safeHref(input)).toBeNull()
  })
})

describe('safeHref, property over generated inputs', () => {
  // Deterministic PRNG so a failure reproduces.
  function mulberry32(seed: number): () => number {
    let a = seed
    return () => {
      a = (a + 0x6d2b79f5) | 0
      let t = Math.imul(a ^ (a >>> 15), 1 | a)
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296
    }
  }
  const pieces = [
    'java',
    'script',
    'javascript',
    ':',
    '&#58;',
    '%3A',
    '\uff1a',
    'http',
    'https',
    's',
    'mailto',
    'tel',
    'data',
    'vbscript',
    '//',
    '/',
    '\t',
    '\n',
    '\r',
    ' ',
    '\u0000',
    '\u0001',
    '\u001f',
    '\u007f',
    '\u00a0',
    'a',
    'x.com',
    '(1)',
    'HTTP',
    'TeL',
  ]

  it('never returns an href whose scheme, read the way a browser reads it, is not http/https/mailto/tel', () => {
    const random = mulberry32(20240601)
    let accepted = 0
    const bad: string[] = []
    for (let i = 0; i < 20_000; i++) {
      let input = ''
      const n = 1 + Math.floor(random() * 6)
      for (let j = 0; j < n; j++) input += pieces[Math.floor(random() * pieces.length)]!
      const out = safeHref(input)
      if (out === null) continue
      accepted++
      // eslint-disable-next-line no-control-regex -- the URL parser's own trim: C0 controls and space
      const browser = out.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')
      // eslint-disable-next-line no-control-regex -- control characters are what is looked for
      if (!/^(?:https?|mailto|tel):/i.test(browser) || /[\u0000-\u001f\u007f]/.test(out) || /^[\u0000-\u0020]|[\u0000-\u0020]$/.test(out)) {
        bad.push(JSON.stringify(input))
      }
      try {
        const protocol = new URL(out).protocol
        if (!['http:', 'https:', 'mailto:', 'tel:'].includes(protocol)) bad.push(`${JSON.stringify(input)} parses as ${protocol}`)
      } catch {
        // An unparsable absolute URL navigates nowhere.
      }
    }
    expect(bad).toEqual([])
    // The generator must actually reach the accepting branch for this to mean anything.
    expect(accepted).toBeGreaterThan(100)
  })
})
