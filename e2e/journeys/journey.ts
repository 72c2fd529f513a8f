// What every journey is given (e2e/journeys/journeys.ts runs them), in a file
// of its own so that the journeys kept in their own files need not import
// the list that imports them.
import type { MockServer } from '../../mock/server'
import type { HostServer } from '../../scripts/host-server'
import type { EmbedOptions } from '../../scripts/embed-page'
import type { EngineDriver } from './driver'

export interface JourneyContext {
  driver: EngineDriver
  mock: MockServer
  /** Serves a host page on another origin embedding the built loader; returns its URL. */
  embed: (options?: EmbedOptions) => string
  /** The host site itself, for journeys that serve a site of several pages. */
  host: HostServer
}
