// The links chunk: the privacy and contact links (data-privacy-url,
// data-contact-url).
// Its descriptor (src/shared/chunks/describe-chunk.ts) and the interface it provides.
import { describeChunk } from '../shared/chunks/describe-chunk'
import type { LoadedChunk } from '../shared/chunks/panel-chunks'
import { linksStrings } from '../shared/texts/en'
import type { KitElement } from '../shared/chunks/panel-chunks'

export const descriptor = describeChunk<LoadedChunk<LinksUi, typeof linksStrings>>()({
  loadedBy: 'panel',
  when: 'as the panel starts',
  optIn: ['privacyUrl', 'contactUrl'],
  budget: 1_101,
  texts: linksStrings,
})

/** A link of the links chunk, by its setting: privacyUrl, contactUrl. */
export type LinkKind = 'privacy' | 'contact'

/** The links chunk (data-privacy-url, data-contact-url). */
export interface LinksUi {
  /** The links that are set, in the menu's order (privacy, then contact). */
  readonly kinds: readonly LinkKind[]
  /**
   * The link of `kind`, or nothing where its setting is not set; one that
   * leaves for another page (`https:`) opens in a new tab and says so to
   * screen readers. `class` is added to the link's own; other props go on
   * the `<a>` (the menu's role and keys).
   */
  Link(props: { kind: LinkKind; class?: string } & Record<string, unknown>): KitElement
}
