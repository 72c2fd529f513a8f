// `npm run screenshots` makes the pictures of the README and docs/: the
// command itself is run here (into a temporary folder), so a change that
// breaks it fails npm test.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { expect, test } from '@playwright/test'

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): [number, number] {
  const png = readFileSync(file)
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
  return [png.readUInt32BE(16), png.readUInt32BE(20)]
}

test('npm run screenshots writes the pictures the README and docs/ show', () => {
  test.setTimeout(120_000)
  const out = mkdtempSync(join(tmpdir(), 'acw-shots-'))
  try {
    const root = resolve(import.meta.dirname, '..')
    const log = execFileSync(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/screenshots.ts', '--out', out], {
      cwd: root,
      encoding: 'utf8',
      timeout: 110_000,
    })
    expect(log).not.toContain('running npm run build')
    for (const name of ['closed', 'open', 'dark', 'rtl', 'features', 'themed-square', 'themed-dark', 'inline', 'expanded'])
      expect(pngSize(join(out, `${name}.png`)), name).toEqual([1000, 700])
    expect(pngSize(join(out, 'phone.png'))).toEqual([375, 667])
    // Each picture differs from the closed page: the panel is in it.
    const closed = readFileSync(join(out, 'closed.png'))
    for (const name of ['open', 'dark', 'rtl', 'features', 'themed-square', 'themed-dark', 'inline', 'expanded'])
      expect(readFileSync(join(out, `${name}.png`)).equals(closed), name).toBe(false)
    // The themed looks are not the default ones.
    expect(readFileSync(join(out, 'themed-square.png')).equals(readFileSync(join(out, 'open.png')))).toBe(false)
    expect(readFileSync(join(out, 'themed-dark.png')).equals(readFileSync(join(out, 'dark.png')))).toBe(false)
    // The README shows a few (docs/screenshots/<name>.png), the pages of docs/ the others (screenshots/<name>.png,
    // or ../screenshots/<name>.png from a folder of docs/).
    const pages = [
      'README.md',
      ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.md'))
        .map((f) => `docs/${f}`),
    ]
    const docs = pages.map((page) => readFileSync(join(root, page), 'utf8')).join('\n')
    for (const name of ['closed', 'open', 'phone', 'dark', 'rtl', 'features', 'themed-square', 'themed-dark', 'inline', 'expanded'])
      expect(docs, `the README or docs/ show ${name}.png`).toMatch(new RegExp(`\\]\\((docs/|\\.\\./)?screenshots/${name}\\.png\\)`))
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
})
