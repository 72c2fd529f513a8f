// The locale chunk's payload (src/shared/chunks/manifest.ts): the language
// lookup loader.js cannot do alone, fetched at once where it needs it. Most
// pages never do: a tag that names a catalogue, or whose language has one
// catalogue only (de-AT, fr-CA, en-US), is settled in loader.js
// (plainCatalogueFor). The rest need CLDR's likely script and region, through
// the browser's Intl (`zh-TW` is Traditional, `sr-ME` Latin, `pt` alone
// Brazil's), or have no catalogue at all, which is said here, once per page
// however often a widget restarts, naming the tag asked for first: a site
// owner sees why a page in, say, Kurdish gets an English widget.
import type { ChunkPayloads } from '../shared/chunks/manifest'
import { warnOnce } from '../shared/page/console'
import { catalogueFor, localeTag, negotiate } from '../shared/texts/locale'

const warn = warnOnce()

export const chunk: ChunkPayloads['locale'] = {
  settle(requested, available) {
    const chosen = negotiate(requested, available, catalogueFor) ?? undefined
    const asked = !chosen && requested.map(localeTag).find(Boolean)
    if (asked) warn(`no texts in "${asked}": the widget shows English`)
    return chosen
  },
}
