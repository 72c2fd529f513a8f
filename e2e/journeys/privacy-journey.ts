// The visitor knows it is an AI and where their data goes (issue 31), in
// every engine: the AI disclosure under the header before the first message,
// with the conversation and again after a reload; the privacy policy beside
// the pre-chat form's fields, a link to the site's page that opens in a new
// tab without opener or referrer.
import assert from 'node:assert/strict'
import { SELECTORS } from '../../test/selectors'
import { eventually } from './driver'
import type { JourneyContext } from './journey'
import { parts, WidgetPage } from './widget-page'

const AI_NOTICE = "You're chatting with an AI assistant. It can make mistakes."
const aiNotice = { css: SELECTORS.aiNotice, label: 'the AI notice' }
const header = { css: SELECTORS.header, label: 'the header' }
const privacyInForm = { css: `form ${SELECTORS.privacyLink}`, label: 'the privacy link in the pre-chat form' }

export async function privacyJourney({ driver, embed, host }: JourneyContext): Promise<void> {
  const widget = new WidgetPage(driver)
  await driver.goto(embed({ attrs: { 'collect-visitor-email': 'true', 'privacy-url': '/privacy' } }))
  await driver.click(parts.launcher)
  await widget.panelShown()

  /** The disclosure is on screen, right under the header. */
  const disclosed = async (when: string) => {
    const notice = await widget.one(aiNotice)
    assert.ok(notice.visible, `the AI notice is visible ${when}`)
    assert.equal(notice.text, AI_NOTICE)
    const top = await widget.one(header)
    assert.ok(Math.abs(notice.box.y - (top.box.y + top.box.height)) <= 1, `the AI notice is right under the header ${when}: ${notice.box.y}`)
  }
  await disclosed('before the first message')
  await widget.count(parts.visitorMessages, 0)

  // The privacy policy, beside the fields that collect the name and email.
  const link = await widget.one(privacyInForm)
  assert.ok(link.visible, 'the privacy link is visible in the pre-chat form')
  assert.equal(link.tag, 'a')
  assert.equal(link.text, 'Privacy policy (opens in a new tab)')
  const email = await widget.one(parts.email)
  assert.ok(link.box.y > email.box.y, 'the privacy link is after the email field')
  const attributes = await driver.evaluate((s) => {
    const a = document.querySelector(s.host)!.shadowRoot!.querySelector(`form ${s.privacyLink}`)!
    return { href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') }
  }, SELECTORS)
  assert.deepEqual(attributes, { href: `${host.origin}/privacy`, target: '_blank', rel: 'noopener noreferrer' })

  await widget.enter(parts.name, 'Ada')
  await widget.enter(parts.email, 'ada@example.com')
  await driver.click(parts.start)
  await widget.focused(parts.message)
  await widget.say('Do you ship?')
  await widget.replies(2)
  await disclosed('with the conversation')

  await driver.reload()
  await widget.panelShown()
  await eventually(() => disclosed('after a reload'))
  console.log(`privacy, ${driver.engine}: AI notice under the header before and after a reload, privacy link in the form`)
}
