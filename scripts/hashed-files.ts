// Build-time only (scripts/build.ts): names the files beside loader.js, every
// chunk and language file, with one content hash over them all, the one
// loader.js carries (`__CHUNKS_HASH__`, src/launcher/chunks.ts). Any change
// to any of them renames them all.
import { createHash } from 'node:crypto'

/** `codes`: each file's code by its name without the hash (`panel`, `i18n/de`). */
export function hashedFiles(codes: ReadonlyMap<string, string>) {
  const sha = createHash('sha256')
  for (const [stem, code] of codes) sha.update(stem).update('\0').update(code).update('\0')
  const hash = sha.digest('base64url').replace(/[-_]/g, '').slice(0, 8)
  return { hash, files: [...codes].map(([stem, code]) => ({ file: `${stem}-${hash}.js`, code })) }
}
