// A reply with a table, in every engine: the markdown chunk arrives and the
// table is a table (header cells, alignment, a named scroll region), not rows
// of pipes.
import assert from 'node:assert/strict'
import { SELECTORS } from '../../test/selectors'
import type { JourneyContext } from './journey'
import { parts, WidgetPage } from './widget-page'

const TABLE_REPLY = [
  '### Opening hours',
  '',
  '| Day | Opens | Closes |',
  '|:----|:-----:|-------:|',
  '| Monday | 7:00 | 18:00 |',
  '| Saturday | 8:00 | 14:00 |',
].join('\n')

const heading = { css: `${SELECTORS.agentBubbles} h5`, label: 'the reply heading' }
const region = { css: SELECTORS.tableScroll, label: 'the table region' }
const headerCells = { css: `${SELECTORS.tableScroll} th`, label: 'header cells' }
const cells = { css: `${SELECTORS.tableScroll} td`, label: 'cells' }

export async function tableJourney({ driver, mock, embed }: JourneyContext): Promise<void> {
  const widget = new WidgetPage(driver)
  await driver.goto(embed({ attrs: { 'collect-visitor-name': 'false' } }))
  await driver.click(parts.launcher)
  await widget.panelShown()
  mock.inject({ fault: 'reply', text: TABLE_REPLY, times: 1 })
  await widget.say('When are you open?')
  const headers = await widget.count(headerCells, 3)
  assert.deepEqual(
    headers.map((h) => [h.text, h.attrs['class']]),
    [
      ['Day', 'align-start'],
      ['Opens', 'align-center'],
      ['Closes', 'align-end'],
    ],
  )
  const body = await widget.count(cells, 6)
  assert.deepEqual(
    body.map((c) => c.text),
    ['Monday', '7:00', '18:00', 'Saturday', '8:00', '14:00'],
  )
  const table = await widget.one(region)
  assert.equal(table.attrs['role'], 'region')
  assert.equal(table.attrs['tabindex'], '0')
  assert.equal((await widget.one(heading)).text, 'Opening hours')
  const [, reply] = await widget.replies(2)
  assert.ok(!reply!.includes('|'), `no pipes left in the reply: ${reply}`)
  console.log(`table reply, ${driver.engine}: a table with header cells and alignment`)
}
