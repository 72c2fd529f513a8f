// Every chunk of the widget, declared once. A chunk is `src/<name>/chunk.ts`,
// which exports its payload as `chunk`, and is loaded by its name
// (`chunks.load(name)`, src/launcher/chunks.ts). From this list and that file
// the build makes dist/<name>-<hash>.js (a classic script that hands the
// payload to the loader, `AgentChat._define(name, chunk)`), with the hash all
// of loader.js's files share, and pins each in loader-<version>.js; the npm
// entry imports each chunk.ts by the same name, the tests' fakes are the same
// payloads, `npm run size` weighs each, and the architecture test checks what
// each may import.
//
// Shipped code imports only the types from here (ChunkName, ChunkPayloads):
// what a loader needs at run time, the hash, is baked in by the build
// (`__CHUNKS_HASH__`).
import type { AnalyticsChunk, CommandsChunk, LifeChunk, LocaleChunk, PanelChunk, RestoreChunk, StartedChunk } from './interfaces'
import type {
  copyStrings,
  disclaimerStrings,
  feedbackStrings,
  linksStrings,
  longConversationStrings,
  MarkdownTexts,
  menuStrings,
  suggestionsStrings,
  voiceStrings,
} from '../texts/en'
import type {
  CopyUi,
  DisclaimerUi,
  FeedbackUi,
  LinksUi,
  LoadedChunk,
  LongConversationUi,
  MarkdownUi,
  MenuUi,
  NotifyUi,
  SuggestionsUi,
  VoiceUi,
} from './panel-chunks'

/** Each chunk's payload: what its chunk.ts exports as `chunk`, and what `load(name)` resolves with. */
export interface ChunkPayloads {
  panel: PanelChunk
  life: LifeChunk
  commands: CommandsChunk
  teaser: StartedChunk
  inline: StartedChunk
  restore: RestoreChunk
  menu: LoadedChunk<MenuUi, typeof menuStrings>
  suggestions: LoadedChunk<SuggestionsUi, typeof suggestionsStrings>
  feedback: LoadedChunk<FeedbackUi, typeof feedbackStrings>
  notify: LoadedChunk<NotifyUi>
  markdown: LoadedChunk<MarkdownUi, MarkdownTexts>
  links: LoadedChunk<LinksUi, typeof linksStrings>
  disclaimer: LoadedChunk<DisclaimerUi, typeof disclaimerStrings>
  copy: LoadedChunk<CopyUi, typeof copyStrings>
  'long-conversation': LoadedChunk<LongConversationUi, typeof longConversationStrings>
  voice: LoadedChunk<VoiceUi, typeof voiceStrings>
  rules: StartedChunk
  analytics: AnalyticsChunk
  locale: LocaleChunk
}

export type ChunkName = keyof ChunkPayloads

export interface ChunkSpec {
  /** Who asks for it: loader.js (the launcher stage), the panel chunk or the commands chunk (through the launcher stage's loader). */
  loadedBy: 'loader' | 'panel' | 'commands'
  /** When it is loaded. */
  when: string
  /** The attribute that brings it, or the attributes any of which does; without one it is loaded on demand (`npm run size` counts opt-in chunks in the first reply with every opt-in feature set). */
  optIn?: `data-${string}` | readonly `data-${string}`[]
  /** It bundles Preact; every other chunk renders with the kit the panel hands over, or draws no Preact at all. */
  preact?: true
}

export const CHUNKS: Record<ChunkName, ChunkSpec> = {
  panel: {
    loadedBy: 'loader',
    when: "on the visitor's first intent (hover, focus, touch) or a page's open(), its file fetched ahead at idle (data-prefetch)",
    preact: true,
  },
  // Out of loader.js: a page view needs none of what follows the first intent (the panel's life, the loading frame).
  life: {
    loadedBy: 'loader',
    when: "beside the panel: on the visitor's first intent, a page's open(), or a stored state that needs the panel; its file fetched ahead at idle with the panel's",
  },
  commands: { loadedBy: 'loader', when: "on a page's first API call other than open, close, toggle" },
  teaser: {
    loadedBy: 'loader',
    when: 'once the page is idle (and shown, with page rules)',
    optIn: ['data-teaser-delay', 'data-teaser-scroll', 'data-teaser-exit'],
  },
  inline: { loadedBy: 'loader', when: "at once, where data-container is set or the site placed the widget's element", optIn: 'data-container' },
  // Out of the panel chunk: a new visitor has nothing stored to check or merge.
  restore: {
    loadedBy: 'loader',
    when: 'beside the panel where a conversation is stored (a returning visitor), or when the panel first follows a stored one (another tab, the back/forward cache)',
  },
  menu: { loadedBy: 'panel', when: 'when the visitor reaches for the conversation menu' },
  suggestions: { loadedBy: 'panel', when: 'as the panel starts', optIn: 'data-suggestions' },
  feedback: { loadedBy: 'panel', when: 'as the panel starts', optIn: 'data-feedback' },
  notify: { loadedBy: 'panel', when: 'as the panel starts', optIn: 'data-notify' },
  markdown: { loadedBy: 'panel', when: 'when a reply needs more than the simple subset' },
  links: { loadedBy: 'panel', when: 'as the panel starts', optIn: ['data-privacy-url', 'data-contact-url'] },
  disclaimer: { loadedBy: 'panel', when: 'as the panel starts', optIn: 'data-disclaimer' },
  // Out of the panel chunk: nothing is copied before there is a reply.
  copy: { loadedBy: 'panel', when: 'once the conversation shows a reply' },
  // Out of the panel chunk: a short conversation never needs its windowing.
  'long-conversation': { loadedBy: 'panel', when: 'once the conversation outgrows its view window or the visitor leaves its end' },
  voice: { loadedBy: 'panel', when: 'as the panel starts', optIn: 'data-voice' },
  // Out of loader.js: a page without rules never runs them; a page with them waits one request for its launcher.
  rules: { loadedBy: 'loader', when: 'at once, the launcher hidden until it says', optIn: ['data-show-on', 'data-hide-on', 'data-devices'] },
  analytics: { loadedBy: 'commands', when: 'as the commands chunk starts, itself fetched at once', optIn: 'data-analytics' },
  // Out of loader.js: most pages' languages are settled without CLDR's likely subtags.
  locale: {
    loadedBy: 'loader',
    when: "at once, where the page's languages need CLDR's likely script or region to choose a file (zh-TW, pt, sr-ME, a tag with a script), or have none",
  },
}

/** The attributes that bring a chunk (none for one loaded on demand). */
export const optInOf = (name: ChunkName): readonly string[] => [CHUNKS[name].optIn ?? []].flat()

/** The chunk's source, by the convention above. */
export const entryOf = (name: ChunkName) => `src/${name}/chunk.ts`
