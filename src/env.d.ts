// Build-time values and imports that Vite provides.
/// <reference types="vite/types/importMeta.d.ts" />

/** A stylesheet as text (minified by the build), for constructable stylesheets. */
declare module '*.css?inline' {
  const css: string
  export default css
}

/**
 * In loader.js: the content hash that every file it may load shares (each
 * chunk of src/shared/chunks/manifest.ts, `<name>-<hash>.js`, and each
 * language, `i18n/<lang>-<hash>.js`); src/launcher/chunks.ts names the files with it.
 */
declare const __CHUNKS_HASH__: string
/** The languages other than English, each with a catalogue file in src/i18n/ (such as `'de'`). */
declare const __LANGS__: string[]
/** In the playground: each language of __LANGS__ with its name in itself, for the language picker. */
declare const __LANGUAGE_NAMES__: Array<[tag: string, native: string]>
/** The languages of __LANGS__ written right to left (their script is Arabic or Hebrew). */
declare const __RTL_LANGS__: string[]
/** The chunks whose texts, in another language, are a file of their own fetched with the chunk (src/shared/texts/parts.ts). */
declare const __TEXT_CHUNKS__: string[]
/** The chunks loader.js starts itself, with the settings that bring each and when (src/shared/chunks/manifest.ts). */
declare const __LAUNCHER_CHUNKS__: readonly import('./shared/chunks/manifest').StartedEntry[]
/** The panel's opt-in chunks, each with the settings any of which brings it (src/shared/chunks/manifest.ts). */
declare const __PANEL_OPT_INS__: readonly (readonly [import('./shared/chunks/panel-chunks').PanelOptIn, readonly string[]])[]
/** Every interface text's key the site's `texts` may set (src/shared/texts/chunk-parts.ts, TEXT_KEYS). */
declare const __TEXT_KEYS__: readonly string[]
/**
 * In loader-<version>.js: each file it may load, with its `sha384-...`
 * integrity; undefined in loader.js (which pins nothing, and carries none of
 * the pinning code).
 */
declare const __PINS__: Record<string, string> | undefined
/**
 * True in the npm package, which a server may import (Next.js, Nuxt, Astro
 * render in Node): what runs at import must not need the DOM there. False in
 * loader.js and the chunks, for browsers only, which then carry nothing for it.
 */
declare const __NPM__: boolean
/** The package's version (package.json), defined in every build. */
declare const __VERSION__: string
/** The settings registry's names, in its order (vite.config.ts): what `boot`, `update` and `mount` accept. */
declare const __SETTING_NAMES__: string[]
/** The settings given as lists (arrays of strings) in `boot`, `update` and `mount`. */
declare const __LIST_SETTINGS__: string[]
