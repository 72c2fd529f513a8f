// Every interface text of the widget, by part, and where each part travels
// in another language. English is built in (./en.ts, each part in the file
// that shows it). Every other language is one file, src/i18n/<lang>.ts, with
// every part; the build splits it: the main parts into the language's file
// (dist/i18n/<lang>-<hash>.js, which every page in that language loads), each
// chunk part into a file of its own (dist/i18n/<lang>/<chunk>-<hash>.js),
// fetched with its chunk, so a page pays only for the texts it can show.
import { copyStrings, defaultStrings, launcherStrings, panelStrings, type GLOSSARY } from './en'
import type { CHUNK_PARTS } from './chunk-parts'

/** What any page may show up to the first reply: in the language's file. */
export const MAIN_PARTS = { launcher: launcherStrings, defaults: defaultStrings, panel: panelStrings, copy: copyStrings }

type Parts = typeof MAIN_PARTS & typeof CHUNK_PARTS

/** The parts' texts as one object type: a union of parts turned into their intersection, so the parts above stay the only list. */
type AllOf<Union> = (Union extends unknown ? (part: Union) => void : never) extends (all: infer All) => void ? All : never

/** The texts of a language's file: the main parts, as one catalogue. */
export type LanguageCatalogue = AllOf<(typeof MAIN_PARTS)[keyof typeof MAIN_PARTS]>

/** Every interface text. */
export type Catalogue = AllOf<Parts[keyof Parts]>

/** A language's file (src/i18n/<lang>.ts): every part, every text of it. */
export type Translation = { [P in keyof Parts]: { [K in keyof Parts[P]]: string } }

/** A language's main parts as one catalogue, as its file carries them (the launcher stage and the panel lay it over English). */
export function mainCatalogue(translation: Translation): LanguageCatalogue {
  const catalogue: Record<string, string> = {}
  for (const part of Object.keys(MAIN_PARTS) as Array<keyof typeof MAIN_PARTS>) Object.assign(catalogue, translation[part])
  return catalogue as LanguageCatalogue
}

/**
 * A language's file, src/i18n/<tag>.ts: its texts and what keeps them right.
 * Only `texts` ships; the rest is for the docs' table (docs/languages.md) and
 * the catalogue check (scripts/catalogue-check.ts).
 */
export interface LanguageFile {
  /** Its BCP 47 tag, as the file is named (`pt-BR`, `zh-Hant`, `sr-Latn`). */
  tag: string
  /** Its name in English and in itself. */
  name: string
  native: string
  /** Its script (ISO 15924): `Arab` and `Hebr` are written right to left. */
  script: string
  /** How the texts address the visitor, kept in every text: German `Sie`, French `vous`. */
  register: string
  /** Its word for each of the glossary's (src/shared/texts/en.ts, GLOSSARY): a stem, or a few forms, one of which every text that shows the word contains. */
  glossary: Record<keyof typeof GLOSSARY, string | readonly string[]>
  /** Texts deliberately the same as English in this language (`Chat`, `OK`). */
  loans: readonly string[]
  /** Who wrote the texts: `machine-assisted` until a native speaker has read them all, then `reviewed`. */
  source: 'machine-assisted' | 'reviewed'
  texts: Translation
}

/** Scripts written right to left. */
export const RTL_SCRIPTS = ['Arab', 'Hebr']
