// What a host page downloads from the widget's origin up to the first reply,
// measured on the wire (gzip, as the mock serves it like a CDN).
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
