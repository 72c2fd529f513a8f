// Shared by the accessibility and language specs: an axe-core audit of the
// widget (WCAG 2.2 A/AA rules, reaching into the shadow root) and screenshots
// for a person to look at (test-results/ is not committed).
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { SELECTORS } from '../test/selectors'
import { expect } from './fixtures'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

export async function audit(page: Page, state: string) {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).include(SELECTORS.host).analyze()
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  // The audit reached into the shadow root: it checked our elements.
  const checked = result.passes.flatMap((p) => p.nodes).filter((n) => JSON.stringify(n.target).includes(SELECTORS.host))
  console.log(`axe ${state}: ${result.violations.length} violations (${serious.length} serious or critical), ${checked.length} checks passed inside the widget`)
  expect(checked.length).toBeGreaterThan(0)
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`)).toEqual([])
  return result
}

export const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/${name}.png` })
