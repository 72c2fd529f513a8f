// The `integrity` value (Subresource Integrity) of a file's bytes: what the
// pinned loader builds in for each chunk, what the size script prints for
// loader-<version>.js, what the pinning spec expects. Written once.
import { createHash } from 'node:crypto'

export const sha384 = (bytes: Buffer | string) => 'sha384-' + createHash('sha384').update(bytes).digest('base64')
