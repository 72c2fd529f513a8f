// The teaser: when the first of its triggers fires (data-teaser-delay: that
// many seconds on a page; data-teaser-scroll: the page scrolled that far;
// data-teaser-exit: a mouse leaving the page through its top), and the
// visitor has no conversation yet and has neither opened the chat nor
// dismissed it in the last 24 hours, the welcome message appears in a
// small bubble beside the launcher. Activating it opens the chat; either
// keeps it away for 24 hours, across pages. A polite status for screen
// readers; it takes no focus and, being fixed inside the widget, moves
// nothing on the page.
//
// Drawn with DOM calls, like the launcher: this chunk comes with the page view
// (only where the attribute is set), so no Preact.
import { readWelcomeMessage } from '../shared/settings/panel'
import { readSettings } from '../shared/settings/reader'
import { TEASER_SETTINGS } from '../shared/settings/teaser'
import type { TeaserTexts } from '../shared/texts/en'
import { siteOrLanguage } from '../shared/texts/apply'
import { WIDGET_DEFAULTS } from '../shared/service/wire'
import { storageKey } from '../shared/storage/ui-state'
import type { StageContext } from '../shared/chunks/interfaces'
import { TOUCH_QUERY } from '../shared/page/devices'
import surfaceCss from '../shared/styling/surface.css?inline'
import teaserCss from './teaser.css?inline'

/** What the teaser uses of what the launcher stage starts it with: the reader, the view, the language, the storage, and a way to open the chat. */
export type TeaserContext = Omit<StageContext, 'host' | 'life' | 'shown'>

/** How long a dismissal, or the chat opened through the teaser, keeps the teaser away. */
export const DISMISS_MS = 24 * 60 * 60 * 1000

/** How far down the page the bottom of the window is, in percent of the page's height (as Google Tag Manager's scroll depth counts it). */
export const scrolledPercent = () => ((scrollY + innerHeight) / document.documentElement.scrollHeight) * 100

/** Its triggers as set (a bad value is said once, and is none). */
export function teaserTriggers(context: Pick<TeaserContext, 'read'>) {
  return readSettings(context.read, TEASER_SETTINGS)
}

/** The area data-storage chooses, when the site allows it; blocked storage reads as nothing stored. */
function stored(context: TeaserContext, key: string): string | null {
  try {
    return context.storageArea()?.getItem(key) ?? null
  } catch {
    return null
  }
}

/**
 * The visitor already has a conversation here: a message of theirs is
 * stored. Read as text, not parsed: stored data is untrusted either way, and
 * a false "yes" only keeps the teaser away.
 */
function hasConversation(context: TeaserContext): boolean {
  const conversation = stored(context, storageKey(context.config.widgetKey, 'conversation')) ?? ''
  return conversation.includes('"role":"visitor"')
}

function dismissedRecently(context: TeaserContext, now: number): boolean {
  const at = Number(stored(context, storageKey(context.config.widgetKey, 'teaser')))
  return at > 0 && now - at < DISMISS_MS && at <= now
}

export function startTeaser(context: TeaserContext, strings: TeaserTexts, now = Date.now): void {
  const { view } = context
  const { teaserDelay: delay, teaserScroll: scroll, teaserExit: exit } = teaserTriggers(context)
  // A site with its own button (data-launcher="false") has no launcher to sit beside.
  const { root } = view
  if (!(delay || scroll || exit) || root.classList.contains('bare')) return
  const text = siteOrLanguage(readWelcomeMessage(context.read), WIDGET_DEFAULTS.welcomeMessage, strings.welcomeMessage)
  context.adopt(surfaceCss)
  context.adopt(teaserCss)

  // The live region exists before its text, so the text is announced when it comes.
  const region = root.appendChild(document.createElement('div'))
  region.className = 'teaser'
  region.setAttribute('part', 'teaser')
  region.setAttribute('role', 'status')
  let gone = false
  // The triggers' listeners: the first that fires takes them all away.
  const triggers = new AbortController()
  const watcher = new MutationObserver(() => {
    if (view.state().open) remove()
  })
  function remove() {
    gone = true
    triggers.abort()
    watcher.disconnect()
    region.remove()
  }
  function keepAway() {
    remove()
    try {
      context.storageArea()?.setItem(storageKey(context.config.widgetKey, 'teaser'), String(now()))
    } catch {
      // storage blocked: kept away for this page view only
    }
  }
  // Opened by any way (the launcher, the page's API, a restored state): never again on this page.
  watcher.observe(view.button, { attributes: true, attributeFilter: ['aria-expanded'] })

  function show() {
    if (gone || region.firstChild) return
    triggers.abort()
    if (!view.button.isConnected || view.state().open || hasConversation(context) || dismissedRecently(context, now())) return remove()
    const open = region.appendChild(document.createElement('button'))
    open.type = 'button'
    open.className = 'teaser-open'
    open.dir = 'auto'
    open.textContent = text
    // Activating it is engaging, as dismissing is: both keep it away for
    // 24 hours, written here and now. Nothing the panel saves (after its
    // next paint, or on pagehide) says the visitor came through the teaser.
    open.onclick = () => {
      keepAway()
      context.open()
    }
    const dismiss = region.appendChild(document.createElement('button'))
    dismiss.type = 'button'
    dismiss.className = 'teaser-dismiss'
    dismiss.setAttribute('aria-label', strings.dismiss)
    // A multiplication sign; the button's name is its label.
    dismiss.textContent = '×'
    dismiss.onclick = keepAway
  }

  const listening = { signal: triggers.signal, passive: true }
  // Counted from the page's start, not from this chunk's arrival.
  if (delay) setTimeout(show, Math.max(0, delay * 1000 - performance.now()))
  // Scrolled by the visitor: a page the window shows most of at once does not count as read.
  if (scroll)
    addEventListener(
      'scroll',
      () => {
        if (scrolledPercent() >= scroll) show()
      },
      listening,
    )
  // The mouse left through the top edge, towards the tabs, the address bar or the window's close button; not on a touch screen.
  if (exit && !matchMedia(TOUCH_QUERY).matches)
    document.addEventListener(
      'mouseout',
      (e) => {
        if (!e.relatedTarget && e.clientY <= 0) show()
      },
      listening,
    )
}
