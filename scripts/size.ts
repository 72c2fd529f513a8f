// Byte budgets of the built widget, checked in `npm test`:
//   dist/loader.js                    <= 1,536 B gzip
//   everything up to the first reply  <= 16,384 B gzip (loader + widget bundle;
//                                        the e2e budget spec measures the same on the wire)
//   each language file dist/i18n/*    <= 1,024 B gzip (fetched only on non-English
//                                        pages; their totals are printed too)
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export const LOADER_BUDGET = 1536
export const FIRST_REPLY_BUDGET = 16384
export const CATALOGUE_BUDGET = 1024

const dist = resolve(import.meta.dirname, '../dist')
const files = readdirSync(dist).filter((f) => f.endsWith('.js'))
const loader = files.find((f) => f === 'loader.js')
const widget = files.filter((f) => /^widget-[\w-]+\.js$/.test(f))
if (!loader || widget.length !== 1) {
  console.error(`size: expected dist/loader.js and one dist/widget-*.js, found ${files.join(', ') || 'nothing'}: run npm run build`)
  process.exit(1)
}

const catalogues = readdirSync(resolve(dist, 'i18n')).map((f) => 'i18n/' + f)

function measure(file: string) {
  const bytes = readFileSync(resolve(dist, file))
  return {
    file,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }
}

const rows = [measure(loader), measure(widget[0]!)]
const total = rows.reduce((sum, r) => sum + r.gzip, 0)
const languages = catalogues.map(measure)
for (const r of [...rows, ...languages]) console.log(`size: ${r.file.padEnd(24)} ${String(r.raw).padStart(6)} B raw  ${String(r.gzip).padStart(6)} B gzip  ${String(r.brotli).padStart(6)} B brotli`)
console.log(`size: loader ${rows[0]!.gzip} / ${LOADER_BUDGET} B gzip; up to the first reply ${total} / ${FIRST_REPLY_BUDGET} B gzip`)
// A non-English page also fetches its language file (English is in the bundle).
const largest = languages.reduce((a, b) => (b.gzip > a.gzip ? b : a))
console.log(`size: non-English page: ${total} + ${languages.map((l) => `${l.file.slice(5, 7)} ${l.gzip}`).join(', ')} B gzip; at most ${total + largest.gzip} B (${largest.file})`)

const failures: string[] = []
for (const l of languages) if (l.gzip > CATALOGUE_BUDGET) failures.push(`${l.file} is ${l.gzip} B gzip, over its ${CATALOGUE_BUDGET} B budget`)
if (rows[0]!.gzip > LOADER_BUDGET) failures.push(`loader.js is ${rows[0]!.gzip} B gzip, over its ${LOADER_BUDGET} B budget`)
if (total > FIRST_REPLY_BUDGET) failures.push(`loader + widget are ${total} B gzip, over the ${FIRST_REPLY_BUDGET} B budget`)
for (const f of failures) console.error('size: FAIL ' + f)
if (failures.length) process.exit(1)
console.log('size: budgets met')
