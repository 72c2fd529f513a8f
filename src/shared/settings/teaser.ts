// The teaser's setting: read by its chunk (src/teaser/), which loader.js loads
// only when the attribute is set; loader.js asks only whether it is.
import { setting } from './reader'

/** data-teaser-delay's range, in seconds. */
export const MIN_DELAY_S = 1
export const MAX_DELAY_S = 600

/** The teaser's part of the registry (see LAUNCHER_SETTINGS). */
export const TEASER_SETTINGS = {
  /**
   * Seconds on a page, from 1 to 600 (decimals allowed), before the welcome message shows in a small bubble beside the launcher, for a visitor without a conversation.
   * @default none: no teaser
   */
  teaserDelay: setting(0, (value) => (/^\d+(\.\d+)?$/.test(value) && +value >= MIN_DELAY_S && +value <= MAX_DELAY_S ? +value : undefined)),
}
