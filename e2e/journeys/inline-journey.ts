// Inline mode and the site's own button (issue 32) in every engine: a visitor
// opens the chat from the shop page's own "Chat with us" button
// (data-agent-chat="open"), chats in the corner and closes it (focus back on
// that button), finds the same conversation inline on the help page (in the
// page's flow, not modal, no focus taken as the page loads, Escape leaves it
// open) and carries on there, then back on the shop the corner is as they
// left it (closed) with the whole conversation.
import assert from 'node:assert/strict'
import { eventually } from './driver'
import type { JourneyContext } from './journey'
import { parts, WidgetPage } from './widget-page'

const HELP = '<main><h1>Help</h1><section id="help-chat" style="width:400px;height:520px"></section><p><a href="#top">Back to top</a></p></main>'
const SHOP = '<main><h1>Shop</h1><p><button type="button" id="site-chat" data-agent-chat="open">Chat with us</button></p></main>'
const ATTRS = { 'collect-visitor-name': 'false' }
const siteButton = { css: '#site-chat', page: true, label: "the site's Chat with us button" }

export async function inlineJourney({ driver, embed }: JourneyContext): Promise<void> {
  const widget = new WidgetPage(driver)
  await driver.goto(embed({ path: '/shop/index.html', body: SHOP, attrs: ATTRS }))
  await driver.click(siteButton)
  await widget.panelShown()
  await widget.say('Do you ship?')
  await widget.replies(2)
  // Closed with Escape: focus back on the site's button that opened it (a
  // pointer click gives a button no focus in WebKit: the widget puts it there).
  await driver.press('Escape')
  await widget.gone(parts.dialog)
  await widget.focused(siteButton)

  // The help page: the same conversation, inline.
  await driver.goto(embed({ path: '/help/index.html', body: HELP, attrs: { ...ATTRS, container: '#help-chat' } }))
  const dialog = await widget.panelShown()
  assert.equal(dialog.style.position, 'absolute', 'inline: in the container, not fixed')
  assert.equal(dialog.attrs['aria-modal'], null, 'inline: never modal')
  await widget.count(parts.visitorBubbles, 1)
  assert.equal((await widget.all(parts.launcher)).filter((l) => l.visible).length, 0, 'inline: no launcher')
  const page = await driver.evaluate(
    () => ({ scrollY, focusOnPage: document.activeElement === document.body, inContainer: !!document.querySelector('#help-chat agent-chat-widget') }),
    null,
  )
  assert.deepEqual(page, { scrollY: 0, focusOnPage: true, inContainer: true })

  await widget.say('And returns?')
  await widget.replies(3)
  await driver.press('Escape')
  await widget.panelShown()
  await widget.focused(parts.message)

  // Back in the shop: the corner closed, as the visitor left it, with the whole conversation.
  await driver.goto(embed({ path: '/shop/other.html', body: SHOP, attrs: ATTRS }))
  await widget.one(parts.launcher)
  await widget.gone(parts.dialog)
  await driver.click(siteButton)
  await widget.panelShown()
  await eventually(async () =>
    assert.deepEqual(
      (await widget.all(parts.visitorBubbles)).map((b) => b.text),
      ['Do you ship?', 'And returns?'],
    ),
  )
  console.log(
    `inline, ${driver.engine}: opened from the site's button and focus back to it, the corner's conversation inline on the help page, not modal, no focus taken, and back`,
  )
}
