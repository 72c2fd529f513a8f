// The page and device rules' settings (data-show-on, data-hide-on,
// data-devices): read by the rules chunk (src/rules/), which loader.js loads
// only where one of them is set; loader.js asks only whether one is
// (RULE_SETTINGS). The patterns are checked here, where `boot` and `update`
// check them too, and made into regular expressions by the chunk.
import { oneOf, setting } from './reader'

export type Devices = 'all' | 'desktop' | 'mobile'

/**
 * A space-separated list's patterns as regular expressions, or undefined
 * when one of them is not a pattern: a glob starts with `/` or `*` (a path
 * always starts with `/`: `pricing` or a whole URL would never match), and a
 * pattern starting with `^` must be a valid regular expression.
 */
export function pathPatterns(list: string): RegExp[] | undefined {
  const patterns: RegExp[] = []
  for (const pattern of list.split(/\s+/).filter(Boolean)) {
    if (pattern.startsWith('^')) {
      try {
        patterns.push(new RegExp(pattern))
      } catch {
        return undefined
      }
    } else if (/^[/*]/.test(pattern)) {
      // `*` is any run of characters, `/` included; everything else is itself.
      patterns.push(new RegExp('^' + pattern.split('*').map(escapeRegExp).join('.*') + '$'))
    } else return undefined
  }
  return patterns
}

const escapeRegExp = (text: string) => text.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&')

/** The value as given when every pattern in it is one. */
const patternList = (list: string) => (pathPatterns(list) ? list : undefined)

/** The rules' part of the registry (see LAUNCHER_SETTINGS). */
export const RULES_SETTINGS = {
  /**
   * The paths the launcher shows on, and on no other: patterns separated by spaces, `*` standing for any run of characters (`/pricing /help/*`), or a regular expression on the path starting with `^`. A trailing `/` on the page's path does not matter; an open chat stays open on any page ([pages and devices](behaviour/opening.md#pages-and-devices)).
   * @values path patterns, such as `/pricing /help/*`
   * @default none: every page
   */
  showOn: setting('', patternList),
  /**
   * The paths the launcher never shows on (this wins over `data-show-on`), as `data-show-on` writes them: `/checkout/* /account/*`.
   * @values path patterns, such as `/checkout/*`
   * @default none
   */
  hideOn: setting('', patternList),
  /** `desktop`: not on phones; `mobile`: on phones only (a coarse pointer, or a viewport at most 640 CSS px wide), checked again when that changes. */
  devices: setting<Devices>('all', oneOf('all', 'desktop', 'mobile')),
}

/** The settings that bring the rules chunk: loader.js asks whether any of them is set, and checks none. */
export const RULE_SETTINGS: readonly (keyof typeof RULES_SETTINGS)[] = ['showOn', 'hideOn', 'devices']
