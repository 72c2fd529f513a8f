// The npm package's TypeScript declarations: dist/npm/index.d.ts, react.d.ts,
// vue.d.ts and the files they refer to, nothing else. tsc declares every
// module of the entries' import graphs; only those the public types reach are
// written, so the package holds no declarations of the widget's insides.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

const root = resolve(import.meta.dirname, '..')
const src = join(root, 'src')
const out = join(root, 'dist/npm')
/** The package's entries (src/npm/<name>.ts), each declared as dist/npm/<name>.d.ts. */
const ENTRIES = ['index', 'react', 'vue']

/** Writes the declarations; run by scripts/build.ts after the npm build. */
export function writeNpmTypes() {
  const base = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => console.error(d.messageText) },
  )!
  const program = ts.createProgram([...ENTRIES.map((name) => join(src, `npm/${name}.ts`)), join(src, 'env.d.ts')], {
    ...base.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    outDir: out,
    rootDir: src,
  })
  const declared = new Map<string, string>()
  const result = program.emit(undefined, (file, text) => declared.set(resolve(file), text))
  const errors = ts.getPreEmitDiagnostics(program).concat(result.diagnostics)
  if (errors.length) {
    console.error(ts.formatDiagnosticsWithColorAndContext(errors, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' }))
    throw new Error('npm-types: the declarations do not compile')
  }

  // From the entries' declarations, follow relative imports and exports between declarations.
  const reached = new Set<string>()
  const queue = ENTRIES.map((name) => join(out, `npm/${name}.d.ts`))
  while (queue.length) {
    const file = queue.pop()!
    if (reached.has(file)) continue
    const text = declared.get(file)
    if (text === undefined) throw new Error(`npm-types: ${relative(root, file)} was not declared`)
    reached.add(file)
    for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g))
      queue.push(resolve(dirname(file), spec!.replace(/\.tsx?$/, '') + '.d.ts'))
  }
  for (const file of reached) {
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, declared.get(file)!)
    console.log(`npm-types: ${relative(root, file)}`)
  }
  // Each entry's `types` (dist/npm/<name>.d.ts, beside <name>.js): its declarations, re-exported.
  for (const name of ENTRIES) {
    writeFileSync(join(out, `${name}.d.ts`), `export * from './npm/${name}.js'\n`)
    console.log(`npm-types: ${relative(root, join(out, `${name}.d.ts`))}`)
  }
}
