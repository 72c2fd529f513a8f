// Word when a reply comes (data-notify) in Chromium, from the built loader:
// the title count in the tab that received the reply only, given back on
// opening; the tone through real Web Audio (its oscillators counted), after
// an interaction only; "Mute sounds" remembered.
import { countTones, expect, test } from './fixtures'

test('title: the receiving tab shows the count while the panel is closed and gives the page its title back; another tab stays quiet', async ({
  page,
  embed,
  widget,
  mock,
  context,
}) => {
  const url = embed({ attrs: { 'collect-visitor-name': 'false', notify: 'title' } })
  await page.goto(url)
  const other = await context.newPage()
  await other.goto(url)
  // The first tab in front (visible), the other behind it (hidden), as a visitor would have them.
  await page.bringToFront()
  await widget.openAndStart()
  mock.inject({ fault: 'latency', ms: 1500, times: 1 })
  await widget.say('Do you ship?')
  await widget.launcher.click()
  await expect(widget.dialog).toHaveCount(0)
  await expect(page).toHaveTitle('(1) Host page', { timeout: 7000 })
  // The other tab has the reply too (through storage), and says nothing.
  await expect.poll(() => other.evaluate(() => Object.keys(localStorage).some((k) => localStorage.getItem(k)!.includes('ship within')))).toBe(true)
  expect(await other.title()).toBe('Host page')
  await widget.launcher.click()
  await expect(page).toHaveTitle('Host page')
})

test('sound: one tone per reply while the panel is closed, after an interaction; "Mute sounds" stops it, remembered', async ({ page, embed, widget, mock }) => {
  const tones = await countTones(page)
  await page.goto(embed({ attrs: { 'collect-visitor-name': 'false', notify: 'sound' } }))
  await widget.openAndStart()
  mock.inject({ fault: 'latency', ms: 1200, times: 1 })
  await widget.say('Do you ship?')
  await widget.launcher.click()
  await expect(widget.agentMessages).toHaveCount(0)
  await expect.poll(tones, { timeout: 7000 }).toBe(1)
  // Open: no tone for the next reply.
  await widget.launcher.click()
  await widget.say('And to Canada?')
  await expect(widget.agentMessages).toHaveCount(3)
  expect(await tones()).toBe(1)
  // Mute, from the menu: a checkbox item.
  await page.getByRole('button', { name: 'Conversation options' }).click()
  const mute = page.getByRole('menuitemcheckbox', { name: 'Mute sounds' })
  await expect(mute).toHaveAttribute('aria-checked', 'false')
  await mute.click()
  mock.inject({ fault: 'latency', ms: 1200, times: 1 })
  await widget.say('And to Mexico?')
  await widget.launcher.click()
  // The reply came while the panel was closed: the launcher counts it.
  await expect(widget.launcher).toHaveAttribute('aria-label', 'Open chat, 1 unread', { timeout: 7000 })
  expect(await tones()).toBe(1)
  await page.reload()
  await widget.launcher.click()
  await page.getByRole('button', { name: 'Conversation options' }).click()
  await expect(page.getByRole('menuitemcheckbox', { name: 'Mute sounds' })).toHaveAttribute('aria-checked', 'true')
})

test('sound: nothing before the visitor interacted with the widget on this page', async ({ page, embed, widget, mock }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __contexts: number }
    w.__contexts = 0
    const Real = AudioContext
    window.AudioContext = class extends Real {
      constructor(...args: ConstructorParameters<typeof AudioContext>) {
        super(...args)
        w.__contexts++
      }
    }
  })
  await page.goto(embed({ attrs: { 'collect-visitor-name': 'false', notify: 'sound title' } }))
  // The site sends for the visitor (the API), nobody touched the widget.
  mock.inject({ fault: 'latency', ms: 800, times: 1 })
  await page.evaluate(() => (window as unknown as { AgentChat: (...a: unknown[]) => void }).AgentChat('send', 'From the page'))
  await expect(page).toHaveTitle(/^\(1\) /, { timeout: 7000 })
  expect(await page.evaluate(() => (window as unknown as { __contexts: number }).__contexts)).toBe(0)
  void widget
})
