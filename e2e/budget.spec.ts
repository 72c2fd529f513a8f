// What a host page downloads from the widget's origin up to the first reply,
// measured on the wire (gzip, as the mock serves it like a CDN): on an English
// page, and on a German one (plus its language file).
import { expect, test } from './fixtures'

const BUDGET = 16_384

test('everything up to the first reply fits in 16 KB gzip', async ({ page, embed, widget, mock }) => {
  const sizes = new Map<string, number>()
  page.on('requestfinished', async (request) => {
    if (!request.url().startsWith(mock.origin) || request.url().startsWith(mock.baseUrl)) return
    const response = await request.response()
    const { responseBodySize } = await request.sizes()
    expect(response?.headers()['content-encoding']).toBe('gzip')
    sizes.set(new URL(request.url()).pathname, responseBodySize)
  })
  await page.goto(embed())
  await widget.openAndStart({ name: 'Ada' })
  await widget.say('hello')
  await expect(widget.agentMessages).toHaveCount(2)
  await page.waitForTimeout(100)
  const total = [...sizes.values()].reduce((a, b) => a + b, 0)
  console.log(`downloaded before the first reply: ${[...sizes].map(([p, s]) => `${p} ${s} B`).join(', ')}; total ${total} B of ${BUDGET}`)
  expect([...sizes.keys()].sort()).toEqual(['/loader.js', expect.stringMatching(/^\/widget-[\w-]+\.js$/)])
  expect(total).toBeLessThanOrEqual(BUDGET)
})

test('a non-English page adds one small language file (at most 1 KB gzip) to that', async ({ page, embed, mock }) => {
  const sizes = new Map<string, number>()
  page.on('requestfinished', async (request) => {
    if (!request.url().startsWith(mock.origin) || request.url().startsWith(mock.baseUrl)) return
    const response = await request.response()
    expect(response?.headers()['content-encoding']).toBe('gzip')
    sizes.set(new URL(request.url()).pathname, (await request.sizes()).responseBodySize)
  })
  await page.goto(embed({ html: 'lang="de"' }))
  await page.getByRole('button', { name: 'Chat öffnen' }).click()
  await page.getByRole('textbox', { name: 'Name' }).fill('Ada')
  await page.getByRole('button', { name: 'Chat starten' }).click()
  await page.getByRole('textbox', { name: 'Nachricht' }).fill('hello')
  await page.getByRole('textbox', { name: 'Nachricht' }).press('Enter')
  await expect(page.locator('agent-chat-widget .msg.agent')).toHaveCount(2)
  await page.waitForTimeout(100)
  const total = [...sizes.values()].reduce((a, b) => a + b, 0)
  console.log(`downloaded before the first reply on a German page: ${[...sizes].map(([p, s]) => `${p} ${s} B`).join(', ')}; total ${total} B`)
  expect([...sizes.keys()].sort()).toEqual([expect.stringMatching(/^\/i18n\/de-[A-Za-z0-9]{8}\.json$/), '/loader.js', expect.stringMatching(/^\/widget-[\w-]+\.js$/)])
  const catalogue = [...sizes].find(([p]) => p.startsWith('/i18n/'))!
  expect(catalogue[1]).toBeGreaterThan(0)
  expect(catalogue[1]).toBeLessThanOrEqual(1024)
})
