// Build-time values and imports that Vite provides.

/** A stylesheet as text (minified by the build), for constructable stylesheets. */
declare module '*.css?inline' {
  const css: string
  export default css
}

/** The content hash the chunks the panel loads share (options, suggestions, feedback, notify): `<name>-<hash>.js`, baked into the panel chunk. */
declare const __PANEL_LOADS_HASH__: string
/** The content hash the chunks loader.js loads share (panel, commands, teaser): `<name>-<hash>.js`. */
declare const __STAGES_HASH__: string
/** The languages that have a catalogue file (`['de', 'es', 'fr']`). */
declare const __LANGS__: string[]
/** The content hash shared by the language files: `i18n/<lang>-<hash>.js`. */
declare const __I18N_HASH__: string
/**
 * In loader-<version>.js: each file it may load, with its `sha384-...`
 * integrity; undefined in loader.js (which pins nothing, and carries none of
 * the pinning code).
 */
declare const __PINS__: Record<string, string> | undefined
/** The package's version (package.json), in the npm build's `version`. */
declare const __VERSION__: string
