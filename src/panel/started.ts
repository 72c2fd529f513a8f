// The one sign, for the end-to-end tests and the benches, that a panel has
// started: this attribute on the element the panel renders into, inside the
// widget's shadow root, set in the task that first renders the panel (its
// stylesheet adopted just before) and removed when the panel is destroyed.
// A page cannot set it by accident, unlike a count of the shadow root's
// stylesheets (the teaser adds one too); and unlike a performance mark it is
// still seen under Playwright's fake clock, which swaps out `performance`.
export const PANEL_STARTED = 'data-panel-started'
