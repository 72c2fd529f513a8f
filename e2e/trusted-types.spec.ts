// Trusted Types (require-trusted-types-for 'script'), the defence large
// sites use against DOM XSS: the widget's script URLs go through its own
// policy, agent-chat (src/launcher/trusted-script-url.ts). Chromium and
// Firefox enforce it; both run this file.
import { embedHtml, expect, strictCsp, test, watchCsp } from './fixtures'

for (const [name, trustedTypes] of [
  ['enforced, any policy allowed', ''],
  ['enforced, with the allowed policies listed', '; trusted-types agent-chat'],
] as const) {
  test(`Trusted Types ${name}: the chat opens, answers and comes back after a reload, with no violation`, async ({ page, embed, widget, mock }) => {
    const violations = await watchCsp(page)
    const csp = `${strictCsp(mock.origin)}; require-trusted-types-for 'script'${trustedTypes}`
    await page.goto(embed({ headers: { 'Content-Security-Policy': csp } }))
    await widget.chatOnce()
    await widget.say('How much is a subscription?')
    await expect(widget.agentMessages.last().locator('ol > li')).toHaveCount(2)
    await page.reload()
    await expect(widget.visitorMessages).toHaveCount(2)
    expect(await violations()).toEqual([])
  })
}

// The policy large sites pair with Trusted Types: scripts trusted by nonce
// (with 'strict-dynamic', the widget's chunks by the loader's trust), no
// origin listed at all.
for (const [name, scriptSrc] of [
  ['a nonce', "'nonce-n0nc3'"],
  ["a nonce and 'strict-dynamic'", "'nonce-n0nc3' 'strict-dynamic'"],
] as const) {
  test(`Trusted Types with ${name} in script-src: the chat opens, answers and comes back after a reload, with no violation`, async ({
    page,
    mock,
    host,
    widget,
  }) => {
    const violations = await watchCsp(page)
    const html = embedHtml(mock, { attrs: { 'collect-visitor-name': 'false' } }).replace('<script src=', '<script nonce="n0nc3" src=')
    const csp = `default-src 'none'; script-src ${scriptSrc}; connect-src ${mock.origin}; require-trusted-types-for 'script'; trusted-types agent-chat`
    await page.goto(host.set('/trusted-types-nonce.html', { html, headers: { 'Content-Security-Policy': csp } }))
    await widget.launcher.click()
    await widget.say('How much is a subscription?')
    await expect(widget.agentMessages.last().locator('ol > li')).toHaveCount(2)
    await page.reload()
    await expect(widget.visitorMessages).toHaveCount(1)
    expect(await violations()).toEqual([])
  })
}

test("Trusted Types with a list that leaves the widget's policy out: the launcher shows and the console names the policy to add", async ({
  page,
  embed,
  widget,
  mock,
  consoleMessages,
}) => {
  const csp = `${strictCsp(mock.origin)}; require-trusted-types-for 'script'; trusted-types site-only`
  await page.goto(embed({ headers: { 'Content-Security-Policy': csp } }))
  await widget.openButton.click()
  const ours = () => consoleMessages.filter((m) => m.text().includes('cannot create the Trusted Types policy "agent-chat"'))
  await expect.poll(() => ours().length).toBe(1)
  expect(ours()[0]!.text()).toContain('trusted-types')
  // Reaching for the chat again says nothing more.
  await widget.launcher.click()
  await widget.launcher.click()
  await expect(widget.launcher).toBeVisible()
  expect(ours()).toHaveLength(1)
})
