// Text on the clipboard (the panel's "Copy reply", the playground's copy
// buttons). Where the Clipboard API is missing or refused (plain-http pages,
// some in-app browsers, a denied permission), what is shown is selected
// instead, for the visitor's own Ctrl+C (⌘C).

/** Copies `text`, or selects `shown`; says which. */
export async function copyOrSelect(text: string, shown: Element): Promise<'copied' | 'selected'> {
  try {
    await navigator.clipboard.writeText(text)
    return 'copied'
  } catch {
    getSelection()?.selectAllChildren(shown)
    return 'selected'
  }
}

/** The copy shortcut as the visitor's keyboard labels it. */
export const copyKeys = () => (/Mac|iPhone|iPad/.test(navigator.platform) ? '⌘C' : 'Ctrl+C')
