// The generated blocks of the docs: a table between `<!-- name:start -->` and
// `<!-- name:end -->`, written by a script from the code it describes and
// checked by a test. One reader, one writer and one command line for every
// such script (chunks-table, settings-table, languages-table).
import { readFileSync, writeFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'

const markers = (name: string) => [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`] as const

/** The block `name` of `doc`, trimmed, or undefined when its markers are missing. */
export function docBlock(doc: string, name: string): string | undefined {
  const [START, END] = markers(name)
  const start = doc.indexOf(START)
  const end = doc.indexOf(END)
  return start < 0 || end < start ? undefined : doc.slice(start + START.length, end).trim()
}

/** `doc` with its block `name` replaced by `table`, the text around it kept. */
export function withDocBlock(doc: string, name: string, table: string): string {
  const [START, END] = markers(name)
  if (docBlock(doc, name) === undefined) throw new Error(`${name}: the doc has no ${START} … ${END} block`)
  return doc.slice(0, doc.indexOf(START) + START.length) + '\n' + table + '\n' + doc.slice(doc.indexOf(END))
}

/**
 * The command line of a table script: without arguments it says whether each
 * block of `docPath` is current (exit 1 when one is not); with `--write` it
 * rewrites them. `script` is the script's file, for the hint it prints.
 */
export function runDocBlocks(script: string, docPath: string, blocks: Record<string, () => string>): void {
  const root = resolve(import.meta.dirname, '..')
  const [doc, command] = [relative(root, docPath), `npx tsx ${relative(root, script)} --write`]
  let text = readFileSync(docPath, 'utf8')
  let stale = 0
  for (const [name, make] of Object.entries(blocks)) {
    const table = make()
    if (process.argv.includes('--write')) text = withDocBlock(text, name, table)
    else if (docBlock(text, name) !== table) {
      console.error(`${name}: the block in ${doc} differs from the code; run ${command}`)
      stale++
    } else console.log(`${name}: ${doc} is current`)
  }
  if (process.argv.includes('--write')) {
    writeFileSync(docPath, text)
    console.log(`${Object.keys(blocks).join(', ')}: ${doc} written`)
  }
  if (stale) process.exit(1)
}
