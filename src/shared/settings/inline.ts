// Inline mode's setting: read by its chunk (src/inline/), which loader.js
// loads only when the attribute is set or the site placed the widget's
// element in its page; loader.js asks only whether it is set.
import { setting } from './reader'

/** The widget's own element placed by the site, which the panel fills as it fills a data-container: its key says whose (several widgets on a page may each have one). */
export const placedFor = (widgetKey: string) => `agent-chat-widget[data-widget-key="${CSS.escape(widgetKey)}"]`

/** Inline mode's part of the registry (see LAUNCHER_SETTINGS). */
export const INLINE_SETTINGS = {
  /**
   * A CSS selector of the element the panel fills, inline on the page (no launcher, not floating, not modal); `container` in `mount` also takes the element. Matching nothing: the corner widget, until such an element appears.
   * @values a CSS selector such as `#help-chat`
   * @default none: the corner widget
   */
  container: setting('', (value) => value.trim() || undefined),
}
