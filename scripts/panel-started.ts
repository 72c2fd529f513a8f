// "The panel has started", for the end-to-end tests and the benches: the
// panel chunk's own sign (src/panel/started.ts), read the same way everywhere.
import type { Page } from '@playwright/test'
import { PANEL_STARTED } from '../src/panel/started'
import { SELECTORS } from '../test/selectors'

/** Waits until a panel has rendered on the page (its stylesheet adopted), under a real or a fake clock. */
export async function panelStarted(page: Page): Promise<void> {
  await page.waitForFunction(([host, attribute]) => !!document.querySelector(host)?.shadowRoot?.querySelector(`[${attribute}]`), [
    SELECTORS.host,
    PANEL_STARTED,
  ] as const)
}
