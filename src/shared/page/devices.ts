// What the widget counts as a touch screen and as a phone, in one place: the
// device rule (data-devices, src/rules/) and the exit teaser (data-teaser-exit,
// src/teaser/) go by the same pointer.

/** A finger as the main pointer: a touch screen, which never leaves a page through its top edge. */
export const TOUCH_QUERY = '(pointer: coarse)'

/** A phone, as data-devices counts it: a touch screen, or a viewport at most 640 CSS px wide. */
export const MOBILE_QUERY = `${TOUCH_QUERY}, (max-width: 640px)`
