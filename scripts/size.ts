// Byte budgets of the built widget per loading stage (gzip -9 of the files in
// dist/), printed by `npm run size` and checked in `npm test`; the budgets
// are in scripts/budgets.ts:
//   a page view, chat never opened        loader.js
//   up to the first reply, in English     loader.js + panel chunk
//     with every opt-in feature set       + the nudge's chunk (page view), the suggestions, feedback and notify chunks
//   each other language                   + its i18n file
// The options chunk (the conversation menu) comes when the visitor reaches
// for the menu, and the commands chunk with a page's API calls: printed.
// The end-to-end spec e2e/stages.spec.ts measures the same stages on the wire.
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { BYTES } from './budgets'
import { sha384 } from './integrity'

const dist = resolve(import.meta.dirname, '../dist')
const files = readdirSync(dist).filter((f) => f.endsWith('.js'))
const panel = files.filter((f) => /^panel-[\w-]+\.js$/.test(f))
const commands = files.filter((f) => /^commands-[\w-]+\.js$/.test(f))
const options = files.filter((f) => /^options-[\w-]+\.js$/.test(f))
const suggestions = files.filter((f) => /^suggestions-[\w-]+\.js$/.test(f))
const teaser = files.filter((f) => /^teaser-[\w-]+\.js$/.test(f))
const feedback = files.filter((f) => /^feedback-[\w-]+\.js$/.test(f))
const notify = files.filter((f) => /^notify-[\w-]+\.js$/.test(f))
const version: string = JSON.parse(readFileSync(resolve(import.meta.dirname, '../package.json'), 'utf8')).version
const pinnedFile = `loader-${version}.js`
if (
  !files.includes('loader.js') ||
  !files.includes(pinnedFile) ||
  [panel, commands, options, suggestions, feedback, notify, teaser].some((chunk) => chunk.length !== 1)
) {
  console.error(
    `size: expected dist/loader.js, dist/${pinnedFile} and one each of dist/panel-*.js, commands-*.js, options-*.js, suggestions-*.js, feedback-*.js, notify-*.js, teaser-*.js, found ${files.join(', ') || 'nothing'}: run npm run build`,
  )
  process.exit(1)
}
const languages = readdirSync(resolve(dist, 'i18n')).map((f) => 'i18n/' + f)

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
const panelChunk = measure(panel[0]!)
const commandsChunk = measure(commands[0]!)
const optionsChunk = measure(options[0]!)
const suggestionsChunk = measure(suggestions[0]!)
const teaserChunk = measure(teaser[0]!)
const feedbackChunk = measure(feedback[0]!)
const notifyChunk = measure(notify[0]!)
const catalogues = languages.map(measure)
for (const r of [loader, pinned, panelChunk, commandsChunk, optionsChunk, suggestionsChunk, feedbackChunk, notifyChunk, teaserChunk, ...catalogues]) {
  console.log(`size: ${r.file.padEnd(24)} ${String(r.raw).padStart(6)} B raw  ${String(r.gzip).padStart(6)} B gzip  ${String(r.brotli).padStart(6)} B brotli`)
}

const firstReply = loader.gzip + panelChunk.gzip
// data-teaser-delay brings its chunk with the page view, data-suggestions,
// data-feedback and data-notify theirs as the panel starts.
const allFeatures = firstReply + teaserChunk.gzip + suggestionsChunk.gzip + feedbackChunk.gzip + notifyChunk.gzip
const largest = catalogues.reduce((a, b) => (b.gzip > a.gzip ? b : a))
console.log(`size: stage 1, a page view (loader.js): ${loader.gzip} / ${BYTES.pageView} B gzip`)
console.log(`size: stage 2, up to the first reply in English (loader.js + ${panelChunk.file}): ${firstReply} / ${BYTES.firstReply} B gzip`)
console.log(
  `size: stage 1 with data-teaser-delay (+ ${teaserChunk.file}, once the page is idle): ${loader.gzip + teaserChunk.gzip} B gzip, ${teaserChunk.gzip} more (the nudge issue's target: ${BYTES.teaserTarget} more; printed, not failed)`,
)
console.log(
  `size: stage 2 with every opt-in feature set (+ ${teaserChunk.file} + ${suggestionsChunk.file} + ${feedbackChunk.file} + ${notifyChunk.file}): ${allFeatures} / ${BYTES.firstReplyAllFeatures} B gzip (the issue's target: ${BYTES.firstReplyAllFeaturesTarget} B; printed, not failed)`,
)
console.log(`size: the conversation menu (${optionsChunk.file}), fetched when the visitor reaches for it: ${optionsChunk.gzip} B gzip`)
console.log(
  `size: the JavaScript API's commands (${commandsChunk.file}), fetched on a page's first API call other than open, close, toggle: ${commandsChunk.gzip} B gzip`,
)
console.log(
  `size: stage 3, another language adds ${catalogues.map((l) => `${l.file.slice(5, 7)} ${l.gzip}`).join(', ')} B gzip (each / ${BYTES.language}); at most ${firstReply + largest.gzip} B up to the first reply (${largest.file})`,
)

const integrity = sha384(readFileSync(resolve(dist, pinnedFile)))
console.log(
  `size: the pinned loader (${pinnedFile}, integrity="${integrity}"): ${pinned.gzip} B gzip, ${pinned.gzip - loader.gzip} B more than loader.js for the sha384 of each file it may load; with it up to the first reply is ${pinned.gzip + panelChunk.gzip} B`,
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
