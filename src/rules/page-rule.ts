// Whether a page's path shows the launcher (data-show-on, data-hide-on): the
// patterns as src/shared/settings/rules.ts checks and compiles them, tested
// against the path as the address bar has it and as it reads decoded
// (`/hilfe/%C3%BCber` is `/hilfe/über`), each with and without a trailing
// `/`, so `/pricing` is also `/pricing/`.
import { pathPatterns } from '../shared/settings/rules'

/** The forms of a path a pattern may match. */
export function pathForms(path: string): string[] {
  let decoded = path
  try {
    decoded = decodeURI(path)
  } catch {
    // malformed escapes: the path as it is
  }
  const forms = new Set<string>()
  for (const form of [path, decoded]) {
    forms.add(form)
    if (form.length > 1 && form.endsWith('/')) forms.add(form.slice(0, -1))
    else forms.add(form + '/')
  }
  return [...forms]
}

/** Whether `path` shows the launcher: hidden where a hide pattern matches; else shown where a show pattern matches, or everywhere without any. */
export function pageRule(showOn: string, hideOn: string): (path: string) => boolean {
  // Checked by the settings reader already: a bad list is its default, none.
  const show = pathPatterns(showOn) ?? []
  const hide = pathPatterns(hideOn) ?? []
  const matches = (patterns: RegExp[], forms: string[]) => patterns.some((pattern) => forms.some((form) => pattern.test(form)))
  return (path) => {
    const forms = pathForms(path)
    return !matches(hide, forms) && (!show.length || matches(show, forms))
  }
}
