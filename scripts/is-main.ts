// Whether a script module is the one node was asked to run (`npx tsx scripts/x.ts`), rather than
// imported by another script or a test: each script's command line runs only then.
import { resolve } from 'node:path'

/** Whether `filename` (a script's `import.meta.filename`) is the one node was asked to run. */
export const isMain = (filename: string) => Boolean(process.argv[1]) && resolve(process.argv[1]!) === resolve(filename)
