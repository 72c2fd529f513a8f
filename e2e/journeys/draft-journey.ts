// What the visitor types is never lost (issue 30), in every engine: a draft
// typed, the page reloaded, the draft still in the box; sent, it is gone for good.
import assert from 'node:assert/strict'
import { eventually } from './driver'
import type { JourneyContext } from './journey'
import { parts, WidgetPage } from './widget-page'

const DRAFT = 'Can I still change my delivery address'

export async function draftJourney({ driver, embed }: JourneyContext): Promise<void> {
  const widget = new WidgetPage(driver)
  await driver.goto(embed({ attrs: { 'collect-visitor-name': 'false' } }))
  await driver.click(parts.launcher)
  await widget.panelShown()
  await widget.enter(parts.message, DRAFT)
  // Right after the last key: the page going away writes what the pause in typing had not yet.
  await driver.reload()
  await widget.panelShown()
  await eventually(async () => assert.equal((await widget.one(parts.message)).value, DRAFT, 'the draft is back in the box after a reload'))
  await driver.click(parts.message)
  await driver.press('Enter')
  await widget.replies(2)
  await driver.reload()
  await widget.panelShown()
  await widget.count(parts.visitorMessages, 1)
  assert.equal((await widget.one(parts.message)).value, '', 'a sent message leaves no draft')
  console.log(`draft, ${driver.engine}: kept over a reload, gone once sent`)
}
