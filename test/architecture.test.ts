// @vitest-environment node
// What the shipped widget may import, checked on the static import graph:
// nothing reachable from a shipped entry may pull in the mock service, tests,
// build scripts or a Node module, and the launcher stage (loader.js, loaded on
// every page view) must stay free of Preact, which only the panel needs.
//
// The graph is read with regular expressions, not the compiler: imports are
// one statement per line start here, which is enough, and a specifier the
// walker cannot resolve fails the test with its name rather than being skipped.
import { existsSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { isBuiltin } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, extname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { CHUNKS, descriptorOf, entryOf, type ChunkName } from '../src/shared/chunks/manifest'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** The launcher stage: loader.js, the only file an embed references. */
const LAUNCHER_ENTRY = 'src/launcher/loader.ts'
/** The npm package's ES entry: the same stages, reached through import(). */
const NPM_ENTRY = 'src/npm/index.ts'
/** What the build wraps each chunk's payload in (scripts/build.ts). */
const DEFINE_CHUNK = 'src/shared/chunks/define-chunk.ts'
/** Every chunk's payload module, from the manifest. */
const CHUNK_NAMES = Object.keys(CHUNKS) as ChunkName[]
/** The chunks that render with the panel's Preact (handed over as a kit) or draw none: all but the one that bundles it. */
const WITHOUT_PREACT = CHUNK_NAMES.filter((name) => !descriptorOf(name).preact).map(entryOf)
const SHIPPED_ENTRIES = [LAUNCHER_ENTRY, NPM_ENTRY, DEFINE_CHUNK, ...CHUNK_NAMES.map(entryOf)]

/** Folders whose code never ships. */
const NOT_SHIPPED = ['mock', 'test', 'e2e', 'scripts']
const PREACT = /^(?:preact|@preact\/signals|@preact\/signals-core)(?:\/|$)/

const CODE_EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'])
const CANDIDATE_SUFFIXES = ['', '.ts', '.tsx', '.d.ts', '.mts', '.js', '.jsx', '.mjs', '/index.ts', '/index.tsx', '/index.js']

// `import x from '…'`, `import * as n from '…'`, `export { a } from '…'`,
// `export * from '…'` (lists may span lines). `import type` statements are
// not edges: the build erases them, so they ship nothing.
const STATIC_FROM = /^[ \t]*(?:import|export)\s+(?!type\s)(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*(?:\s+as\s+[\w$]+)?)?\s*from\s*(['"])([^'"\n]+)\1/gm
// `import '…'` for its side effects.
const SIDE_EFFECT = /^[ \t]*import\s*(['"])([^'"\n]+)\1/gm
// `import('…')`: counted as reachable, since the IIFE builds inline dynamic imports.
const DYNAMIC = /\bimport\s*\(\s*(['"])([^'"\n]+)\1\s*\)/g

/** The module specifiers a source file imports, in order of appearance per kind. */
function importsOf(source: string, staticOnly = false): string[] {
  const found: string[] = []
  for (const pattern of staticOnly ? [STATIC_FROM, SIDE_EFFECT] : [STATIC_FROM, SIDE_EFFECT, DYNAMIC]) {
    for (const match of source.matchAll(pattern)) found.push(match[2]!)
  }
  return found
}

interface Edge {
  /** Importing file, relative to the root. */
  from: string
  specifier: string
  /** The imported file relative to the root, for relative specifiers that resolve. */
  file?: string
}

interface Graph {
  /** Every file reached, relative to the root, with how it was first reached. */
  parent: Map<string, string | null>
  edges: Edge[]
  /** Entries that do not exist and relative imports that resolve to no file. */
  unresolved: string[]
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile()
}

/** `./x?inline` → the file it names, trying TypeScript extensions and index files. */
function resolveRelative(root: string, fromFile: string, specifier: string): string | undefined {
  const bare = specifier.replace(/[?#].*$/, '')
  const base = resolve(root, dirname(fromFile), bare)
  const candidates = CANDIDATE_SUFFIXES.map((suffix) => base + suffix)
  // TypeScript sources imported ESM-style as `./x.js`.
  if (/\.m?jsx?$/.test(bare)) candidates.push(base.replace(/\.(m?)js(x?)$/, '.$1ts$2'))
  const hit = candidates.find(isFile)
  return hit === undefined ? undefined : relative(root, hit).split(sep).join('/')
}

/** Walks static and literal dynamic imports (`staticOnly`: static ones) from the entries; bare specifiers are leaves. */
function walkImports(entries: string[], root = ROOT, { staticOnly = false } = {}): Graph {
  const graph: Graph = { parent: new Map(), edges: [], unresolved: [] }
  const queue: string[] = []
  for (const entry of entries) {
    if (!isFile(resolve(root, entry))) graph.unresolved.push(`entry ${entry} does not exist`)
    else if (!graph.parent.has(entry)) {
      graph.parent.set(entry, null)
      queue.push(entry)
    }
  }
  while (queue.length) {
    const file = queue.shift()!
    if (!CODE_EXTENSIONS.has(extname(file))) continue
    for (const specifier of importsOf(readFileSync(resolve(root, file), 'utf8'), staticOnly)) {
      if (!specifier.startsWith('.') && !specifier.startsWith('/')) {
        graph.edges.push({ from: file, specifier })
        continue
      }
      const target = resolveRelative(root, file, specifier)
      if (target === undefined) {
        graph.unresolved.push(`${file} imports '${specifier}', which resolves to no file`)
        continue
      }
      graph.edges.push({ from: file, specifier, file: target })
      if (!graph.parent.has(target)) {
        graph.parent.set(target, file)
        queue.push(target)
      }
    }
  }
  return graph
}

/** `src/launcher/loader.ts → src/a.ts → src/b.ts`: how the walk first reached a file. */
function chainTo(graph: Graph, file: string): string {
  const chain = [file]
  for (let at = graph.parent.get(file); at; at = graph.parent.get(at)) chain.unshift(at)
  return chain.join(' → ')
}

function describeEdge(graph: Graph, edge: Edge): string {
  return `${chainTo(graph, edge.from)} imports '${edge.specifier}'`
}

/** The most lines a shipped file of src/ may have. */
const MAX_LINES = 300

/** A file's lines (a last line without its newline counts; an empty file has none). */
const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') || text === '' ? 1 : 0)

/** `src/a.ts has 321 lines`, for each file over the limit, longest first. */
function overLineLimit(files: string[], root = ROOT): string[] {
  return files
    .map((file) => ({ file, lines: lineCount(readFileSync(resolve(root, file), 'utf8')) }))
    .filter(({ lines }) => lines > MAX_LINES)
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file))
    .map(({ file, lines }) => `${file} has ${lines} lines (at most ${MAX_LINES})`)
}

function notShipped(edge: Edge): boolean {
  if (edge.file !== undefined) return NOT_SHIPPED.some((dir) => edge.file!.startsWith(dir + '/'))
  return edge.specifier.startsWith('node:') || isBuiltin(edge.specifier)
}

describe('architecture: the shipped widget', () => {
  it.each(SHIPPED_ENTRIES)('has its entry %s', (entry) => {
    expect(isFile(resolve(ROOT, entry)), `${entry} is missing`).toBe(true)
  })

  it('imports nothing from mock/, test/, e2e/, scripts/ or Node, from any shipped entry', () => {
    const graph = walkImports(SHIPPED_ENTRIES)
    expect(graph.unresolved).toEqual([])
    expect(graph.edges.filter(notShipped).map((e) => describeEdge(graph, e))).toEqual([])
  })

  // A second Preact would be bytes twice, and its hooks would not work in the panel's tree.
  it.each([LAUNCHER_ENTRY, DEFINE_CHUNK, ...WITHOUT_PREACT])('keeps Preact out of %s', (entry) => {
    const graph = walkImports([entry])
    expect(graph.unresolved).toEqual([])
    expect(graph.edges.filter((e) => e.file === undefined && PREACT.test(e.specifier)).map((e) => describeEdge(graph, e))).toEqual([])
  })

  it('ships none of the chunk manifest: shipped code imports only its types (file names are baked in by the build)', () => {
    const graph = walkImports(SHIPPED_ENTRIES)
    expect([...graph.parent.keys()].filter((file) => file === 'src/shared/chunks/manifest.ts').map((file) => chainTo(graph, file))).toEqual([])
  })

  it('has a chunk.ts for each chunk of the manifest, and no other (the build and the npm entry find them by that name)', () => {
    const found = listFiles('src').filter((f) => f.endsWith('/chunk.ts'))
    expect(found.sort()).toEqual(CHUNK_NAMES.map(entryOf).sort())
  })

  // Every file of src/ that the shipped entries reach through their imports:
  // code and stylesheets. Type-only imports ship nothing and are not walked;
  // the language files (src/i18n/, data: the npm entry reaches them through
  // import.meta.glob, the build through scripts/catalogues.ts) are not
  // reached, so not counted.
  it(`has no shipped file of src/ over ${MAX_LINES} lines`, () => {
    const graph = walkImports(SHIPPED_ENTRIES)
    expect(graph.unresolved).toEqual([])
    const shipped = [...graph.parent.keys()].filter((file) => file.startsWith('src/'))
    expect(shipped).toContain('src/panel/components/App.tsx')
    expect(overLineLimit(shipped)).toEqual([])
  })

  it('keeps Preact out of the npm entry until the panel is imported (static imports only)', () => {
    const graph = walkImports([NPM_ENTRY], ROOT, { staticOnly: true })
    expect(graph.unresolved).toEqual([])
    expect(graph.edges.filter((e) => e.file === undefined && PREACT.test(e.specifier)).map((e) => describeEdge(graph, e))).toEqual([])
  })
})

/** Where each file of src/ ships: its first folder. */
const STAGES = ['launcher', ...CHUNK_NAMES, 'npm', 'i18n', 'playground']
/** What each stage may import besides itself and src/shared/ (the npm entry is the launcher stage for bundlers; it reaches the others through import()). */
const ALSO_ALLOWED: Record<string, { static: string[]; dynamic: string[] }> = {
  npm: { static: ['launcher'], dynamic: [...CHUNK_NAMES, 'i18n'] },
}
// Every import form, type-only ones included: a type import is a dependency
// between modules too, and the contract is what stages share.
const ANY_FROM = /^[ \t]*(?:import|export)\s[^'"]*?from\s*(['"])([^'"\n]+)\1/gm

interface SourceEdge {
  from: string
  to: string
  dynamic: boolean
  /** `import type` / `export type`: erased by the build. */
  typeOnly: boolean
}

/** The lists derived from the chunks' descriptors: the manifest, the settings registry, the chunks' text parts. */
const DERIVED = ['src/shared/chunks/manifest.ts', 'src/shared/settings/registry.ts', 'src/shared/texts/chunk-parts.ts']
/**
 * A chunk's contract: its descriptor.ts (who loads it, when, the interface it provides), and the lists derived from
 * the descriptors. Any file may import a contract's types; only the manifest imports a descriptor's values (the
 * build reads them; no shipped file does). Type-only imports of a contract are left out of the checks below: the
 * interfaces of two chunks may name each other's (the panel's context names the restore chunk's payload), types
 * derived from the descriptors (the API's settings) lead back to them, and none of that ships anything.
 */
const isContract = (file: string) => /^src\/[^/]+\/descriptor\.ts$/.test(file) || DERIVED.includes(file)
/** The edges the folder and cycle checks read: every import but a contract's types. */
const checked = (edges: SourceEdge[]) => edges.filter((e) => !(e.typeOnly && isContract(e.to)))

/** Every relative import between files of src/ (static, type-only, side-effect and literal dynamic ones). */
function sourceEdges(): SourceEdge[] {
  const files = listFiles('src').filter((f) => CODE_EXTENSIONS.has(extname(f)) && !f.endsWith('.d.ts'))
  const edges: SourceEdge[] = []
  for (const from of files) {
    const source = readFileSync(resolve(ROOT, from), 'utf8')
    const found = [
      ...[...source.matchAll(ANY_FROM), ...source.matchAll(SIDE_EFFECT)].map((m) => ({
        specifier: m[2]!,
        dynamic: false,
        typeOnly: /^\s*(?:import|export)\s+type\s/.test(m[0]),
      })),
      ...[...source.matchAll(DYNAMIC)].map((m) => ({ specifier: m[2]!, dynamic: true, typeOnly: false })),
    ]
    for (const { specifier, dynamic, typeOnly } of found) {
      if (!specifier.startsWith('.')) continue
      const to = resolveRelative(ROOT, from, specifier)
      if (to === undefined) throw new Error(`${from} imports '${specifier}', which resolves to no file`)
      edges.push({ from, to, dynamic, typeOnly })
    }
  }
  return edges
}

function listFiles(dir: string): string[] {
  return readdirSync(resolve(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
  )
}

/** `src/panel/chat-model.ts` → `panel`; a file at the root of src/ → ''. */
const folderOf = (file: string) => (file.split('/').length > 2 ? file.split('/')[1]! : '')

/** Import cycles, as `a → b → a` (each found once, from its smallest file). */
function cycles(edges: SourceEdge[]): string[] {
  const next = new Map<string, string[]>()
  for (const e of edges) next.set(e.from, [...(next.get(e.from) ?? []), e.to])
  const found = new Set<string>()
  const visit = (path: string[]) => {
    for (const to of next.get(path.at(-1)!) ?? []) {
      const at = path.indexOf(to)
      if (at >= 0) {
        const loop = path.slice(at)
        const start = loop.indexOf([...loop].sort()[0]!)
        found.add([...loop.slice(start), ...loop.slice(0, start), loop[start]].join(' → '))
      } else if (path.length < 12) visit([...path, to])
    }
  }
  for (const file of next.keys()) visit([file])
  return [...found].sort()
}

describe('architecture: folders by where code ships, one contract', () => {
  const all = sourceEdges()
  const edges = checked(all)

  it('has every file of src/ in a stage folder or in src/shared/', () => {
    const loose = listFiles('src').filter((f) => f !== 'src/env.d.ts' && !['shared', ...STAGES].includes(folderOf(f)))
    expect(loose).toEqual([])
  })

  it('src/shared/ imports no stage (but the manifest, its descriptors)', () => {
    const wrong = edges.filter(
      (e) => folderOf(e.from) === 'shared' && folderOf(e.to) !== 'shared' && !(e.from === 'src/shared/chunks/manifest.ts' && isContract(e.to)),
    )
    expect(wrong.map((e) => `${e.from} → ${e.to}`)).toEqual([])
  })

  it("imports a descriptor's values only in the manifest (everything else reads a chunk's contract for its types)", () => {
    const wrong = all.filter((e) => isContract(e.to) && !DERIVED.includes(e.to) && !e.typeOnly && e.from !== 'src/shared/chunks/manifest.ts')
    expect(wrong.map((e) => `${e.from} → ${e.to}`)).toEqual([])
  })

  it('a file of a stage is imported only from its own stage (the npm entry: the launcher, and the others through import())', () => {
    const wrong = edges.filter((e) => {
      const from = folderOf(e.from)
      const to = folderOf(e.to)
      if (from === to || to === 'shared' || from === 'shared') return false
      const allowed = ALSO_ALLOWED[from]
      return !(allowed && (e.dynamic ? allowed.dynamic : allowed.static).includes(to))
    })
    expect(wrong.map((e) => `${e.from} → ${e.to}${e.dynamic ? ' (import())' : ''}`)).toEqual([])
  })

  it("has no import cycle anywhere in src/, type-only imports included (but a contract's types)", () => {
    expect(cycles(edges)).toEqual([])
  })

  it('no script imports from e2e/ (what both need lives in scripts/)', () => {
    const wrong = listFiles('scripts')
      .filter((f) => CODE_EXTENSIONS.has(extname(f)))
      .flatMap((from) =>
        [ANY_FROM, SIDE_EFFECT, DYNAMIC]
          .flatMap((pattern) => [...readFileSync(resolve(ROOT, from), 'utf8').matchAll(pattern)].map((m) => m[2]!))
          .map((specifier) => ({ from, to: resolveRelative(ROOT, from, specifier) })),
      )
      .filter((e) => e.to?.startsWith('e2e/'))
    expect(wrong.map((e) => `${e.from} → ${e.to}`)).toEqual([])
  })

  it('no config at the top level imports from scripts/ (the scripts import the configs, never the other way round)', () => {
    const configs = readdirSync(ROOT).filter((f) => /\.config\.[cm]?[jt]s$/.test(f))
    expect(configs).toEqual(expect.arrayContaining(['vite.config.ts', 'vitest.config.ts', 'playwright.config.ts']))
    const wrong = configs.flatMap((from) =>
      [ANY_FROM, SIDE_EFFECT, DYNAMIC]
        .flatMap((pattern) => [...readFileSync(resolve(ROOT, from), 'utf8').matchAll(pattern)].map((m) => m[2]!))
        .filter((specifier) => resolveRelative(ROOT, from, specifier)?.startsWith('scripts/'))
        .map((specifier) => `${from} imports '${specifier}'`),
    )
    expect(wrong).toEqual([])
  })

  it('finds a cycle when there is one (so the check can fail)', () => {
    expect(
      cycles([
        { from: 'a', to: 'b', dynamic: false, typeOnly: false },
        { from: 'b', to: 'c', dynamic: false, typeOnly: true },
        { from: 'c', to: 'a', dynamic: false, typeOnly: false },
      ]),
    ).toEqual(['a → b → c → a'])
    expect(cycles([{ from: 'a', to: 'b', dynamic: false, typeOnly: false }])).toEqual([])
  })

  it("leaves out only a contract's types (so a cycle through a descriptor's values, or a type cycle elsewhere, is found)", () => {
    const edge = (from: string, to: string, typeOnly: boolean) => ({ from, to, dynamic: false, typeOnly })
    const contract = 'src/menu/descriptor.ts'
    expect(cycles(checked([edge('src/shared/a.ts', contract, true), edge(contract, 'src/shared/a.ts', true)]))).toEqual([])
    expect(cycles(checked([edge('src/shared/a.ts', contract, false), edge(contract, 'src/shared/a.ts', true)]))).toHaveLength(1)
    expect(cycles(checked([edge('src/shared/a.ts', 'src/shared/b.ts', true), edge('src/shared/b.ts', 'src/shared/a.ts', true)]))).toHaveLength(1)
  })
})

describe('architecture: the import walker itself', () => {
  it('finds the Preact import of the panel UI (so the launcher check can fail)', () => {
    const graph = walkImports(['src/panel/components/App.tsx'])
    expect(graph.unresolved).toEqual([])
    expect(graph.edges.some((e) => e.specifier === 'preact')).toBe(true)
  })

  it('counts lines as wc -l does, and names each file over the limit with its count', () => {
    expect([lineCount(''), lineCount('a'), lineCount('a\n'), lineCount('a\nb'), lineCount('a\n\n')]).toEqual([0, 1, 1, 2, 2])
    const root = mkdtempSync(join(tmpdir(), 'architecture-'))
    try {
      writeFileSync(join(root, 'short.ts'), 'x\n'.repeat(MAX_LINES))
      writeFileSync(join(root, 'long.ts'), 'x\n'.repeat(MAX_LINES + 1))
      writeFileSync(join(root, 'longer.css'), 'x\n'.repeat(MAX_LINES + 2))
      expect(overLineLimit(['short.ts', 'long.ts', 'longer.css'], root)).toEqual([
        `longer.css has ${MAX_LINES + 2} lines (at most ${MAX_LINES})`,
        `long.ts has ${MAX_LINES + 1} lines (at most ${MAX_LINES})`,
      ])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('reads every import form that ships code (type-only imports are erased by the build)', () => {
    const source = [
      `import { h, type VNode } from 'preact'`,
      `import type { Signal } from "@preact/signals"`,
      `import def, { named } from './default-and-named'`,
      `import * as ns from './namespace'`,
      `import {`,
      `  a,`,
      `  b,`,
      `} from './multi-line'`,
      `import './side-effect'`,
      `import css from './style.css?inline'`,
      `export { x } from './re-export'`,
      `export * from './star'`,
      `export * as all from './star-as'`,
      `export type { T } from './types'`,
      `const lazy = () => import('./lazy')`,
      `// a comment: nothing comes from 'here'`,
      `const text = 'import nothing from this string'`,
    ].join('\n')
    expect(importsOf(source).sort()).toEqual(
      [
        'preact',
        './default-and-named',
        './namespace',
        './multi-line',
        './side-effect',
        './style.css?inline',
        './re-export',
        './star',
        './star-as',
        './lazy',
      ].sort(),
    )
  })

  it('resolves extensions, index files and ?inline; names what does not resolve; flags Node and mock imports', () => {
    const root = mkdtempSync(join(tmpdir(), 'architecture-'))
    try {
      const write = (path: string, text: string) => {
        mkdirSync(dirname(join(root, path)), { recursive: true })
        writeFileSync(join(root, path), text)
      }
      write('src/entry.ts', `import { a } from './a'\nimport './dir'\nimport css from './s.css?inline'\nimport { b } from './b.js'\n`)
      write('src/a.ts', `import { readFileSync } from 'node:fs'\nimport { join } from 'path'\nexport const a = 1\n`)
      write('src/dir/index.tsx', `import { h } from 'preact'\nexport { fixture } from '../../mock/fixture'\n`)
      write('src/b.ts', `export const b = () => import('./gone')\n`)
      write('src/s.css', `:host { color: red }`)
      write('mock/fixture.ts', `export const fixture = 1\n`)

      const graph = walkImports(['src/entry.ts', 'src/missing-entry.ts'], root)
      expect([...graph.parent.keys()].sort()).toEqual(['mock/fixture.ts', 'src/a.ts', 'src/b.ts', 'src/dir/index.tsx', 'src/entry.ts', 'src/s.css'])
      expect(graph.unresolved).toEqual(['entry src/missing-entry.ts does not exist', `src/b.ts imports './gone', which resolves to no file`])
      expect(graph.edges.filter(notShipped).map((e) => describeEdge(graph, e))).toEqual([
        `src/entry.ts → src/a.ts imports 'node:fs'`,
        `src/entry.ts → src/a.ts imports 'path'`,
        `src/entry.ts → src/dir/index.tsx imports '../../mock/fixture'`,
      ])
      expect(graph.edges.filter((e) => PREACT.test(e.specifier)).map((e) => e.from)).toEqual(['src/dir/index.tsx'])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
