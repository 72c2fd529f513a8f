// @vitest-environment node
// Adding a chunk is what docs/architecture.md ("Adding a chunk") says, and no
// more: in a copy of the project, a throwaway opt-in chunk of the panel's is
// added the same way (its descriptor with its budget and its English texts,
// its chunk.ts, its setting's entry in the panel's registry part, its text in
// en.ts, its line in the manifest), and the build, the types, the budgets,
// `npm run size` and the docs' table of chunks pick it up, with nothing
// else written. The copy's whole build runs here: a minute or two.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '..')
const NAME = 'throwaway'
let copy: string

/** Runs a script of the copy with tsx; its output. */
const run = (...args: string[]) => execFileSync(join(ROOT, 'node_modules/.bin/tsx'), args, { cwd: copy, encoding: 'utf8', stdio: 'pipe' })

function edit(file: string, from: string, to: string) {
  const path = join(copy, file)
  const source = readFileSync(path, 'utf8')
  if (!source.includes(from)) throw new Error(`new-chunk: ${file} no longer has ${JSON.stringify(from)}: update this test with the docs' steps`)
  writeFileSync(path, source.replace(from, to))
}

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'new-chunk-'))
  for (const entry of [
    'src',
    'scripts',
    'docs',
    'public',
    'wordpress',
    'package.json',
    'tsconfig.json',
    'tsconfig.base.json',
    'tsconfig.node.json',
    'vite.config.ts',
  ])
    cpSync(join(ROOT, entry), join(copy, entry), { recursive: true })
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir')

  // 1. Its descriptor.
  mkdirSync(join(copy, `src/${NAME}`))
  writeFileSync(
    join(copy, `src/${NAME}/descriptor.ts`),
    `import { describeChunk } from '../shared/chunks/describe-chunk'
import type { LoadedChunk } from '../shared/chunks/panel-chunks'
import { throwawayStrings } from '../shared/texts/en'

export const descriptor = describeChunk<LoadedChunk<ThrowawayUi, typeof throwawayStrings>>()({
  loadedBy: 'panel',
  when: 'as the panel starts',
  optIn: ['throwaway'],
  budget: 321,
  texts: throwawayStrings,
})

export interface ThrowawayUi {
  readonly greeting: string
}
`,
  )
  // 2. Its chunk.ts.
  writeFileSync(
    join(copy, `src/${NAME}/chunk.ts`),
    `import type { ChunkPayloads } from '../shared/chunks/manifest'
import { throwawayStrings } from '../shared/texts/en'

export const chunk: ChunkPayloads['${NAME}'] = { texts: throwawayStrings, create: (_context, texts) => ({ greeting: texts.throwawayHello }) }
`,
  )
  // 3. Its setting.
  edit(
    'src/shared/settings/panel.ts',
    'export const PANEL_SETTINGS = {\n',
    'export const PANEL_SETTINGS = {\n  /** `true`: a throwaway greeting. */\n  throwaway: setting(false, bool),\n',
  )
  // 4. Its English text, and the text in each language's file (the catalogues, which a text always touches).
  writeFileSync(
    join(copy, 'src/shared/texts/en.ts'),
    readFileSync(join(copy, 'src/shared/texts/en.ts'), 'utf8') + `\nexport const throwawayStrings = { throwawayHello: 'Hello' }\n`,
  )
  for (const file of readdirSync(join(copy, 'src/i18n')).filter((f) => f !== 'languages.ts'))
    edit(`src/i18n/${file}`, '  texts: {\n', `  texts: {\n    ${NAME}: { throwawayHello: 'Hello' },\n`)
  // 5. Its line in the manifest.
  edit('src/shared/chunks/manifest.ts', '  warnings,\n}', `  warnings,\n  ${NAME},\n}`)
  edit(
    'src/shared/chunks/manifest.ts',
    "import { descriptor as voice } from '../../voice/descriptor'",
    `import { descriptor as voice } from '../../voice/descriptor'\nimport { descriptor as ${NAME} } from '../../${NAME}/descriptor'`,
  )
}, 60_000)

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true })
})

describe('a chunk added as docs/architecture.md says', () => {
  it('is in the docs table of chunks, with what brings it and its budget', () => {
    run('scripts/chunks-table.ts', '--write')
    const row = readFileSync(join(copy, 'docs/architecture.md'), 'utf8')
      .split('\n')
      .find((line) => line.startsWith(`| \`${NAME}\` `))
    expect(row).toBe(`| \`${NAME}\` | the panel | as the panel starts | \`data-throwaway\` |  | 1 | 321 B |`)
  }, 60_000)

  it('is built, weighed and counted in the budget of every opt-in feature set, and the panel asks for it where its setting is set', () => {
    run('scripts/build.ts')
    const dist = join(copy, 'dist')
    expect(readdirSync(dist).filter((file) => new RegExp(`^${NAME}-\\w+\\.js$`).test(file))).toHaveLength(1)
    // The panel's list of opt-in chunks, built in: the chunk and its setting.
    const panel = readdirSync(dist).find((file) => /^panel-\w+\.js$/.test(file))!
    expect(readFileSync(join(dist, panel), 'utf8')).toMatch(new RegExp(`\\["${NAME}",\\["throwaway"\\]\\]`))
    const size = run('scripts/size.ts')
    expect(size).toMatch(
      new RegExp(`the ${NAME} chunk \\(${NAME}-\\w+\\.js\\), loaded by the panel as the panel starts, only with data-throwaway: \\d+ B gzip`),
    )
    // Its budget with the others', and 10 % room: 321 B more than without it, rounded up.
    const allFeatures = (output: string) => Number(/every opt-in feature set .*: \d+ \/ (\d+) B gzip/.exec(output)![1])
    const before = execFileSync(
      join(ROOT, 'node_modules/.bin/tsx'),
      ['-e', "import('./scripts/budgets.ts').then((b) => console.log(b.BYTES.firstReplyAllFeatures))"],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    )
    expect(allFeatures(size) - Number(before)).toBeGreaterThanOrEqual(Math.floor(1.1 * 321))
    expect(allFeatures(size) - Number(before)).toBeLessThanOrEqual(Math.ceil(1.1 * 321) + 1)
  }, 600_000)

  it("types the chunk's payload and the panel's chunk list by its descriptor", () => {
    writeFileSync(
      join(copy, 'src/shared/chunks/throwaway-check.ts'),
      `import type { ChunkPayloads } from './manifest'
import type { PanelChunks } from './panel-chunks'
export const greeting = (chunks: PanelChunks): string | undefined => chunks.throwaway.value?.greeting
export type Made = ReturnType<ChunkPayloads['throwaway']['create']>['greeting']
`,
    )
    execFileSync(join(ROOT, 'node_modules/.bin/tsc'), ['--noEmit', '-p', 'tsconfig.json'], { cwd: copy, encoding: 'utf8', stdio: 'pipe' })
  }, 300_000)
})
