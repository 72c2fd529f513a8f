// The widget's elements drawn without Preact (the launcher, the loading frame)
// carry their `part` names as the panel's do.

/** An element whose class is also its `part` name: the names a site's `::part()` rules use (docs/theming.md, "Parts"). */
export function element(tag: string, className: string, text = ''): HTMLElement {
  const el = document.createElement(tag)
  el.className = className
  el.setAttribute('part', className)
  el.textContent = text
  return el
}
