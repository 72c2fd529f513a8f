// The teaser's settings: read by its chunk (src/teaser/), which loader.js
// loads only where one of them is set (its descriptor's optIn); loader.js
// asks only whether one is.
import { bool, setting } from './reader'

/** data-teaser-delay's range, in seconds. */
export const MIN_DELAY_S = 1
export const MAX_DELAY_S = 600

/** A number from `min` to `max`, decimals allowed. */
const between = (min: number, max: number) => (value: string) => (/^\d+(\.\d+)?$/.test(value) && +value >= min && +value <= max ? +value : undefined)

/** The teaser's part of the registry (see LAUNCHER_SETTINGS). */
export const TEASER_SETTINGS = {
  /**
   * Seconds on a page, from 1 to 600 (decimals allowed), before the welcome message shows in a small bubble beside the launcher, for a visitor without a conversation.
   * @default none: no teaser
   */
  teaserDelay: setting(0, between(MIN_DELAY_S, MAX_DELAY_S)),
  /**
   * The teaser shows once the visitor has scrolled this far down the page: a percentage from 1 to 100 (`50` or `50%`) of the page's height that the bottom of the window has reached (as Google Tag Manager's scroll depth counts it).
   * @default none
   */
  teaserScroll: setting(0, (value) => between(1, 100)(value.replace(/%$/, ''))), // `50%` reads as `50`
  /** `true`: the teaser shows when a mouse leaves the page through its top edge (towards the tabs or the address bar); never on touch screens. */
  teaserExit: setting(false, bool),
}
