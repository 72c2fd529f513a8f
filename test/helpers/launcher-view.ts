// A launcher view as the launcher stage draws it, in English, its buttons
// doing nothing: what a chunk's test (inline, rules, the teaser, the site's
// elements) starts the chunk on. test/launcher/launcher-view.test.ts tests
// the view itself.
import { createLauncherView } from '../../src/launcher/launcher-view'
import type { LauncherView } from '../../src/shared/chunks/interfaces'
import type { LauncherConfig } from '../../src/shared/settings/launcher'
import { defaultStrings, launcherStrings } from '../../src/shared/texts/en'
import { testConfig } from './model'

export function launcherView(parent: Node, config: LauncherConfig = testConfig()): LauncherView {
  return createLauncherView(
    parent,
    config,
    { ...launcherStrings, ...defaultStrings },
    () => {},
    () => {},
  )
}
