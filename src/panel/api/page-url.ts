import type { PageUrlMode } from '../../shared/settings/panel'

// Query strings and fragments often carry tokens (password resets, magic
// links, tracking ids), so by default only origin + path leave the page.
export function pageUrlFor(loc: Pick<Location, 'href' | 'origin' | 'pathname'>, mode: PageUrlMode): string {
  return mode === 'full' ? loc.href : loc.origin + loc.pathname
}
