// The links chunk's payload (src/shared/chunks/manifest.ts), made by the panel as it starts where data-privacy-url or data-contact-url is set.
import type { ChunkPayloads } from '../shared/chunks/manifest'
import { linksStrings } from '../shared/texts/en'
import { createLinks } from './links'

export const chunk: ChunkPayloads['links'] = { texts: linksStrings, create: createLinks }
