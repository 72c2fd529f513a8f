// Byte budgets of the built widget per loading stage (gzip -9 of the files in
// dist/), printed by `npm run size` and checked in `npm test`; the budgets
// are in scripts/budgets.ts:
//   a page view, chat never opened        loader.js
//   up to the first reply, in English     loader.js + the panel chunk + the life chunk (the panel's life, fetched beside it)
//     with every opt-in feature set       + each chunk an attribute brings (src/shared/chunks/manifest.ts, `optIn`)
//   each other language                   + its i18n file
// Every chunk is printed with when it comes; only these stages are limited.
// The end-to-end spec e2e/stages.spec.ts measures the same stages on the wire.
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { CHUNKS, descriptorOf, optInOf, type ChunkName } from '../src/shared/chunks/manifest'
import { attributeOf } from '../src/shared/settings/reader'
import { BYTES } from './budgets'
import { sha384 } from './integrity'
import { PINS_PART } from '../src/shared/chunks/interfaces'

const dist = resolve(import.meta.dirname, '../dist')
const files = readdirSync(dist).filter((f) => f.endsWith('.js'))
const version: string = (JSON.parse(readFileSync(resolve(import.meta.dirname, '../package.json'), 'utf8')) as { version: string }).version
const pinnedFile = `loader-${version}.js`
const names = Object.keys(CHUNKS) as ChunkName[]
const chunkFiles = names.map((name) => files.filter((f) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(f)))
if (!files.includes('loader.js') || !files.includes(pinnedFile) || chunkFiles.some((found) => found.length !== 1)) {
  console.error(
    `size: expected dist/loader.js, dist/${pinnedFile} and one each of ${names.map((n) => `dist/${n}-*.js`).join(', ')}, found ${files.join(', ') || 'nothing'}: run npm run build`,
  )
  process.exit(1)
}
// Each language's main file (i18n/<lang>-<hash>.js); its chunk parts are in i18n/<lang>/, fetched with their chunks.
const languages = readdirSync(resolve(dist, 'i18n'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => 'i18n/' + f)
const languageDirs = readdirSync(resolve(dist, 'i18n'), { withFileTypes: true }).filter((entry) => entry.isDirectory())
const chunkParts = languageDirs.flatMap((dir) => readdirSync(resolve(dist, 'i18n', dir.name)).map((f) => `i18n/${dir.name}/${f}`))
/** A language file's tag: `i18n/pt-BR-<hash>.js` → `pt-BR`. */
const tagOf = (file: string) =>
  file
    .slice('i18n/'.length)
    .replace(/-[A-Za-z0-9]{8}\.js$/, '')
    .split('/')[0]!

function measure(file: string) {
  const bytes = readFileSync(resolve(dist, file))
  return {
    file,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }
}

const loader = measure('loader.js')
const pinned = measure(pinnedFile)
const chunks = Object.fromEntries(names.map((name, i) => [name, measure(chunkFiles[i]![0]!)])) as Record<ChunkName, ReturnType<typeof measure>>
const catalogues = languages.map(measure)
for (const r of [loader, pinned, ...Object.values(chunks), ...catalogues]) {
  console.log(`size: ${r.file.padEnd(24)} ${String(r.raw).padStart(6)} B raw  ${String(r.gzip).padStart(6)} B gzip  ${String(r.brotli).padStart(6)} B brotli`)
}

/** What the first intent fetches: the panel, and beside it the panel's life (src/life/). */
const tap = chunks.panel.gzip + chunks.life.gzip
const firstReply = loader.gzip + tap
const optIn = names.filter((name) => optInOf(name).length)
const allFeatures = firstReply + optIn.reduce((sum, name) => sum + chunks[name].gzip, 0)
const largest = catalogues.reduce((a, b) => (b.gzip > a.gzip ? b : a))
/** A stage's bytes against its budget, with the room left (negative when over). */
const against = (bytes: number, budget: number) => `${bytes} / ${budget} B gzip, ${budget - bytes} B left`
console.log(`size: stage 1, a page view (loader.js): ${against(loader.gzip, BYTES.pageView)}`)
console.log(
  `size: stage 2, up to the first reply in English (loader.js + ${chunks.panel.file} + ${chunks.life.file}): ${against(firstReply, BYTES.firstReply)}`,
)
console.log(
  `size: stage 2 with every opt-in feature set (+ ${optIn.map((name) => chunks[name].file).join(' + ')}): ${against(allFeatures, BYTES.firstReplyAllFeatures)}`,
)
for (const name of names) {
  const { loadedBy, when } = descriptorOf(name)
  const attributes = optInOf(name).map(attributeOf)
  console.log(
    `size: the ${name} chunk (${chunks[name].file}), loaded by ${{ loader: 'loader.js', panel: 'the panel', commands: 'the commands chunk' }[loadedBy]} ${when}${attributes.length ? `, only with ${attributes.join(' or ')}` : ''}: ${chunks[name].gzip} B gzip`,
  )
}
// A chunk's texts in one language: fetched only with that chunk, so not in any stage's figure above.
// Each language's pins file is read by the pinned loader only (src/launcher/chunks.ts).
const parts = chunkParts.filter((file) => !file.includes(`/${PINS_PART}-`)).map(measure)
const pins = chunkParts.filter((file) => file.includes(`/${PINS_PART}-`)).map(measure)
const partsByChunk = new Map<string, typeof parts>()
for (const part of parts) {
  const chunk = part.file.split('/')[2]!.replace(/-[A-Za-z0-9]{8}\.js$/, '')
  partsByChunk.set(chunk, [...(partsByChunk.get(chunk) ?? []), part])
}
for (const [chunk, files] of partsByChunk) {
  const largestPart = files.reduce((a, b) => (b.gzip > a.gzip ? b : a))
  console.log(
    `size: the ${chunk} chunk's texts in another language, fetched with it: at most ${largestPart.gzip} B gzip (${largestPart.file}), in ${files.length} languages`,
  )
}
// Up to the first reply with the defaults, a page in another language fetches its main file and nothing else of it:
// the copy texts are in it, every other chunk's texts come only with their chunk.
for (const l of catalogues) {
  const own = parts.filter((part) => tagOf(part.file) === tagOf(l.file))
  console.log(
    `size: language ${tagOf(l.file).padEnd(8)} up to the first reply +${String(l.gzip).padStart(4)} B gzip (/ ${BYTES.language}); its opt-in and on-demand chunks' texts ${own.reduce((sum, part) => sum + part.gzip, 0)} B in ${own.length} files, each only with its chunk`,
  )
}
console.log(
  `size: stage 3, another language adds ${catalogues.length} languages × at most ${largest.gzip} B gzip (${tagOf(largest.file)}; each / ${BYTES.language}, ${BYTES.language - largest.gzip} B left); at most ${firstReply + largest.gzip} B up to the first reply`,
)

const integrity = sha384(readFileSync(resolve(dist, pinnedFile)))
console.log(
  `size: the pinned loader (${pinnedFile}, integrity="${integrity}"): ${pinned.gzip} B gzip, ${pinned.gzip - loader.gzip} B more than loader.js for the sha384 of each chunk and of each language's pins file; with it up to the first reply is ${pinned.gzip + tap} B, and a page in another language fetches its pins file first (at most ${Math.max(...pins.map((p) => p.gzip))} B gzip)`,
)

const failures: string[] = []
if (loader.gzip > BYTES.pageView) failures.push(`a page view (loader.js) is ${loader.gzip} B gzip, over its ${BYTES.pageView} B budget`)
if (firstReply > BYTES.firstReply) failures.push(`up to the first reply is ${firstReply} B gzip, over its ${BYTES.firstReply} B budget`)
if (allFeatures > BYTES.firstReplyAllFeatures)
  failures.push(`up to the first reply with every opt-in feature set is ${allFeatures} B gzip, over its ${BYTES.firstReplyAllFeatures} B budget`)
for (const l of catalogues) if (l.gzip > BYTES.language) failures.push(`${l.file} is ${l.gzip} B gzip, over its ${BYTES.language} B budget`)
for (const f of failures) console.error('size: FAIL ' + f)
if (failures.length) process.exit(1)
console.log('size: budgets met')
