// Starter questions (`data-suggestions`, or `suggestions` in boot, update and
// mount): up to four, separated by `|`. The attribute travels through the
// launcher stage as given and is read by the suggestions chunk, which the
// panel loads only when there are some, so a page view (and a panel without
// them) pays nothing for it.

export const MAX_SUGGESTIONS = 4
export const MAX_SUGGESTION_CHARS = 80
/** Between questions in the attribute (a question cannot hold one). */
export const SUGGESTION_SEPARATOR = '|'

/** The questions the attribute names, each trimmed, blank ones dropped (the playground's form reads them the same way). */
export function splitSuggestions(raw: string): string[] {
  return raw
    .split(SUGGESTION_SEPARATOR)
    .map((question) => question.trim())
    .filter((question) => question !== '')
}

/** The questions to show: as split, the first four, each cut at 80 characters; one warning when anything was cut. */
export function parseSuggestions(raw: string, warn: (message: string) => void): string[] {
  const all = splitSuggestions(raw)
  if (all.length > MAX_SUGGESTIONS || all.some((question) => question.length > MAX_SUGGESTION_CHARS)) {
    warn(
      `data-suggestions takes at most ${MAX_SUGGESTIONS} questions of at most ${MAX_SUGGESTION_CHARS} characters each; showing the first ${MAX_SUGGESTIONS}, each cut to ${MAX_SUGGESTION_CHARS}`,
    )
  }
  return all.slice(0, MAX_SUGGESTIONS).map((question) => question.slice(0, MAX_SUGGESTION_CHARS).trim())
}
