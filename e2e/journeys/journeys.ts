// The visitor journeys every engine must pass (issue "Every engine"), written
// once against EngineDriver: Playwright runs them in Chromium and Firefox
// (e2e/journeys.spec.ts), WebDriver in WebKitGTK (e2e/webkit/).
import assert from 'node:assert/strict'
import { KEY } from '../../scripts/embed-page'
import { SELECTORS } from '../../test/selectors'
import { eventually, type EngineDriver } from './driver'
import { storedConversation } from '../../scripts/stored-conversation'
import { sentMessages } from './sent'
import { spaJourneys } from './spa-journeys'
import { draftJourney } from './draft-journey'
import { privacyJourney } from './privacy-journey'
import { inlineJourney } from './inline-journey'
import { tableJourney } from './table-journey'
import { parts, WidgetPage } from './widget-page'
import type { JourneyContext } from './journey'

const OFFLINE = 'We are away. Leave a message!'
const PRIMARY = '#0f766e'

/** embed → launcher styled and placed → open → pre-chat form → send → reply → reload → offline and back → Escape. */
export async function mainJourney({ driver, mock, embed }: JourneyContext): Promise<void> {
  const widget = new WidgetPage(driver)
  const url = embed({ attrs: { 'primary-color': PRIMARY, position: 'bottom-left', 'collect-visitor-email': 'true', 'offline-message': OFFLINE } })
  await driver.goto(url)
  const viewport = await driver.evaluate(() => ({ width: innerWidth, height: innerHeight }), null)

  // The launcher: a named button in the primary colour, fixed in the chosen corner.
  const launcher = await widget.one(parts.launcher)
  assert.equal(launcher.tag, 'button')
  assert.equal(launcher.attrs['aria-label'], 'Open chat')
  assert.equal(launcher.attrs['aria-expanded'], 'false')
  assert.equal(launcher.style.backgroundColor, 'rgb(15, 118, 110)')
  assert.equal(launcher.style.position, 'fixed')
  assert.ok(launcher.box.x < 40 && launcher.box.x >= 0, `launcher at the left edge: x=${launcher.box.x}`)
  assert.ok(viewport.height - (launcher.box.y + launcher.box.height) < 40, `launcher at the bottom: ${JSON.stringify(launcher.box)}`)

  // Open: the panel stage arrives and focus lands in the first field.
  await driver.click(parts.launcher)
  const dialog = await widget.panelShown()
  assert.equal(dialog.attrs['role'], 'dialog')
  assert.equal((await widget.one(parts.launcher)).attrs['aria-expanded'], 'true')
  await widget.focused(parts.name)

  // Pre-chat form: an invalid email is refused, then the chat starts.
  await widget.enter(parts.name, 'Ada Lovelace')
  await widget.enter(parts.email, 'ada@not-an-email')
  await driver.click(parts.start)
  await eventually(async () => assert.equal((await widget.one(parts.email)).attrs['aria-invalid'], 'true'))
  await widget.focused(parts.email)
  await driver.evaluate((s) => {
    // Clearing a field is not what this journey is about, and select-all on an
    // email field differs per tool; the visitor's next keystrokes are real.
    const field = document.querySelector(s.host)!.shadowRoot!.querySelector<HTMLInputElement>(s.email)!
    field.value = ''
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }, SELECTORS)
  await widget.enter(parts.email, 'ada@example.com')
  await driver.click(parts.start)
  await widget.focused(parts.message)
  assert.equal((await widget.one(parts.messageLabel)).text, 'Message')

  // Send: the reply is rendered as elements (the mock answers this in markdown).
  await widget.say('When are you open?')
  const [, reply] = await widget.replies(2)
  assert.match(reply!, /Monday/)
  const visitor = await widget.one(parts.visitorMessages)
  assert.equal(visitor.attrs['data-status'], 'sent')
  const sent = sentMessages(mock)
  assert.equal(sent.length, 1)
  assert.equal(sent[0]!.visitor_name, 'Ada Lovelace')
  assert.equal(sent[0]!.visitor_email, 'ada@example.com')

  // A reload keeps the conversation and the open panel.
  await driver.reload()
  await widget.panelShown()
  assert.deepEqual((await widget.replies(2)).length, 2)
  assert.equal((await widget.one(parts.visitorBubbles)).text, 'When are you open?')
  await widget.gone(parts.name)

  // The service unreachable: the offline message; once it is back, delivered exactly once.
  mock.inject({ fault: 'drop' })
  await widget.say('Are you there?')
  await eventually(async () => {
    const notices = await widget.all(parts.notices)
    assert.equal(notices.at(-1)?.text, OFFLINE)
  })
  mock.reset()
  const after = await widget.replies(3, 15_000)
  assert.ok(after[2]!.length > 0)
  await eventually(async () => {
    const statuses = (await widget.all(parts.visitorMessages)).map((m) => m.attrs['data-status'])
    assert.deepEqual(statuses, ['sent', 'sent'])
  })
  const delivered = new Set(sentMessages(mock).map((body) => body.client_message_id))
  assert.equal(delivered.size, 1, 'the resent message keeps its one client_message_id')

  // Escape closes and gives focus back to the launcher.
  await driver.click(parts.message)
  await driver.press('Escape')
  await widget.gone(parts.dialog)
  await widget.focused(parts.launcher)
  assert.equal((await widget.one(parts.launcher)).attrs['aria-expanded'], 'false')
}

/** Keyboard only: Tab to the launcher, Enter, type, Enter, Tab through the panel, Escape. */
export async function keyboardJourney({ driver, embed }: JourneyContext): Promise<void> {
  const widget = new WidgetPage(driver)
  await driver.goto(embed({ attrs: { 'collect-visitor-name': 'false' }, body: '<main><a href="#top">A host link</a></main>' }))
  await widget.one(parts.launcher)
  const link = { css: 'main a', page: true, label: 'the host link' }
  await driver.press('Tab')
  await widget.focused(link)
  await driver.press('Tab')
  await widget.focused(parts.launcher)
  assert.equal((await widget.one(parts.launcher)).style.outlineStyle, 'solid', 'a visible focus ring on the launcher')
  await driver.press('Enter')
  await widget.panelShown()
  await widget.focused(parts.message)
  await driver.type('When are you open?')
  await driver.press('Enter')
  const [, reply] = await widget.replies(2)
  assert.match(reply!, /Monday/)
  // The message box keeps focus after sending; Tab goes on to Send, then to the close button (the focus trap's order).
  await widget.focused(parts.message)
  await driver.press('Tab')
  await widget.focused(parts.send)
  assert.equal((await widget.one(parts.send)).style.outlineStyle, 'solid')
  await driver.press('Escape')
  await widget.gone(parts.dialog)
  await widget.focused(parts.launcher)
}

/** A phone-sized viewport: the panel covers the screen, inputs are 16 px, the journey works, close works. */
export async function phoneJourney({ driver, embed }: JourneyContext): Promise<void> {
  const widget = new WidgetPage(driver)
  // WebKitGTK's MiniBrowser window cannot be narrower than about 447 px: still
  // inside the phone layout (max-width 480 px), which is what this journey is about.
  const size = await driver.setViewport(375, 667)
  assert.ok(size.width <= 480, `a phone-sized viewport: ${size.width}×${size.height}`)
  await driver.goto(embed({ attrs: { 'collect-visitor-email': 'true' } }))
  await driver.click(parts.launcher)
  const dialog = await widget.panelShown()
  assert.deepEqual(dialog.box, { x: 0, y: 0, width: size.width, height: size.height }, `the panel covers the ${size.width}×${size.height} screen`)
  for (const field of [parts.name, parts.email]) assert.ok((await widget.one(field)).style.fontSize >= 16, `${field.label} at 16 px or more (no zoom on focus)`)
  await widget.enter(parts.name, 'Ada')
  await widget.enter(parts.email, 'ada@example.com')
  await driver.click(parts.start)
  await widget.focused(parts.message)
  assert.ok((await widget.one(parts.message)).style.fontSize >= 16)
  await widget.enter(parts.message, 'When are you open?')
  await driver.click(parts.send)
  const [, reply] = await widget.replies(2)
  assert.match(reply!, /Monday/)
  // Modal on a phone: Tab and Shift+Tab go round inside the dialog, never out to the page.
  assert.equal((await widget.one(parts.dialog)).attrs['aria-modal'], 'true')
  const stops: string[] = []
  for (let i = 0; i < 6; i++) {
    await driver.press('Tab')
    stops.push(
      await driver.evaluate((s) => {
        const root = document.querySelector(s.host)!.shadowRoot!
        const active = document.activeElement === root.host ? root.activeElement : null
        return active && active.closest(s.dialog)
          ? `${active.tagName.toLowerCase()}.${active.className || active.id}`
          : `outside:${document.activeElement?.tagName}`
      }, SELECTORS),
    )
  }
  assert.ok(
    stops.every((s) => !s.startsWith('outside')),
    `focus stays in the dialog: ${stops.join(' → ')}`,
  )
  assert.ok(new Set(stops).size >= 3, `Tab reaches the dialog's controls: ${stops.join(' → ')}`)
  const close = await widget.one(parts.close)
  assert.equal(close.attrs['aria-label'], 'Close chat')
  assert.ok(close.box.width >= 24 && close.box.height >= 24, `close is a 24 px target: ${JSON.stringify(close.box)}`)
  await driver.click(parts.close)
  await widget.gone(parts.dialog)
  assert.ok((await widget.one(parts.launcher)).visible)
}

/** Reads where the log is scrolled and which visitor questions are in the DOM, in order. */
function readLog(s: typeof SELECTORS): { top: number; height: number; client: number; questions: string[]; elements: number } {
  const root = document.querySelector(s.host)!.shadowRoot!
  const log = root.querySelector<HTMLElement>(s.log)!
  return {
    top: log.scrollTop,
    height: log.scrollHeight,
    client: log.clientHeight,
    questions: Array.from(root.querySelectorAll(s.visitorBubbles)).map((b) => (b.textContent || '').trim()),
    elements: root.querySelectorAll('*').length,
  }
}

/** The visitor scrolls the conversation up to its first row. */
function scrollLogToTop(driver: EngineDriver): Promise<void> {
  return driver.evaluate((s) => {
    document.querySelector(s.host)!.shadowRoot!.querySelector<HTMLElement>(s.log)!.scrollTop = 0
  }, SELECTORS)
}

/** 200 stored messages: the newest in view, a bounded DOM, earlier ones on request without moving, "New messages" instead of a jump. */
export async function longConversationJourney({ driver, mock, embed }: JourneyContext): Promise<void> {
  const widget = new WidgetPage(driver)
  const url = embed({ attrs: { 'collect-visitor-name': 'false' } })
  await driver.goto(url)
  await widget.one(parts.launcher)
  await driver.evaluate((data) => data.forEach(([key, value]) => localStorage.setItem(key, value)), storedConversation(100, KEY))
  await driver.reload()
  await widget.panelShown()

  // The newest in view, at the end of the log; only a window of rows in the DOM.
  const restored = await eventually(async () => {
    const log = await driver.evaluate(readLog, SELECTORS)
    assert.equal(log.questions.at(-1), 'Question 99')
    assert.ok(log.height - log.top - log.client <= 2, `scrolled to the end: ${JSON.stringify({ ...log, questions: log.questions.length })}`)
    return log
  })
  assert.ok(restored.questions.length <= 26, `a window of rows, not the whole history: ${restored.questions.length} questions`)
  assert.ok(restored.elements < 700, `elements inside the widget: ${restored.elements}`)
  // Chronological order for screen readers.
  const numbers = restored.questions.map((q) => Number(q.split(' ')[1]))
  assert.deepEqual(
    numbers,
    [...numbers].sort((a, b) => a - b),
  )

  // Scrolled to the top: "Show earlier messages" brings older ones above, and the row the visitor was reading stays put.
  await scrollLogToTop(driver)
  const firstQuestion = restored.questions[0]!
  const rowTop = (text: string) =>
    // Read as painted: after the next frame, where the widget sets its scroll position.
    driver.evaluate(
      ({ t, s }) =>
        new Promise<number | null>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const root = document.querySelector(s.host)!.shadowRoot!
              const row = Array.from(root.querySelectorAll(s.visitorBubbles)).find((b) => (b.textContent || '').trim() === t)
              resolve(row ? Math.round(row.getBoundingClientRect().top) : null)
            }),
          ),
        ),
      { t: text, s: SELECTORS },
    )
  const before = await rowTop(firstQuestion)
  await driver.click(parts.earlier)
  const more = await eventually(async () => {
    const log = await driver.evaluate(readLog, SELECTORS)
    assert.ok(log.questions.length > restored.questions.length, 'earlier messages shown')
    return log
  })
  const after = await rowTop(firstQuestion)
  // Within a pixel: scroll positions are whole pixels, layout is not (Firefox).
  assert.ok(before !== null && after !== null && Math.abs(after - before) <= 1, `what the visitor was reading did not move: ${before} → ${after}`)
  assert.equal(more.questions.indexOf(firstQuestion), more.questions.length - restored.questions.length)
  // Keyboard: focus stays on the button, and Tab goes on into the rows just
  // shown, oldest first (the first link is in the reply to the first question).
  await widget.focused(parts.earlier)
  await driver.press('Tab')
  const oldest = Number(more.questions[0]!.split(' ')[1])
  await eventually(async () => {
    const link = await driver.evaluate((host) => {
      const root = document.querySelector(host)!.shadowRoot!
      const active = root.activeElement
      return active && active.tagName === 'A' ? active.getAttribute('href') : `not a link: ${active?.tagName}`
    }, SELECTORS.host)
    assert.equal(link, `https://example.com/${oldest}`)
  })

  // Scrolled up while a reply arrives: a "New messages" button, no jump.
  // Long enough to scroll up before the reply comes, even on a busy machine.
  mock.inject({ fault: 'latency', ms: 4000, times: 1 })
  await widget.say('One more question')
  // Sending brought the visitor to the end, where the message is; then they scroll up.
  await eventually(async () => {
    const log = await driver.evaluate(readLog, SELECTORS)
    assert.equal(log.questions.at(-1), 'One more question')
    assert.ok(log.height - log.top - log.client <= 2, 'at the end after sending')
  })
  await scrollLogToTop(driver)
  const jump = await widget.one(parts.newMessages, 15_000)
  assert.equal(jump.text, 'New messages')
  const reading = await driver.evaluate(readLog, SELECTORS)
  assert.equal(reading.top, 0, 'the visitor was not moved')
  await driver.click(parts.newMessages)
  await widget.gone(parts.newMessages)
  const end = await driver.evaluate(readLog, SELECTORS)
  assert.ok(end.height - end.top - end.client <= 2, 'at the end after the jump')
  await widget.focused(parts.log)
}

/** Starter questions: a named group under the welcome message; one chosen with Enter is sent once, the group goes, focus to the message box; not back after a reload. */
export async function starterQuestionsJourney({ driver, mock, embed }: JourneyContext): Promise<void> {
  const widget = new WidgetPage(driver)
  await driver.goto(embed({ attrs: { 'collect-visitor-name': 'false', suggestions: 'Opening hours?|Shipping costs|Talk to a person' } }))
  await driver.click(parts.launcher)
  await widget.panelShown()
  const group = await widget.one(parts.suggestions)
  assert.equal(group.attrs['role'], 'group')
  assert.equal(group.attrs['aria-label'], 'Suggested questions')
  const questions = await widget.count(parts.suggestion, 3)
  assert.deepEqual(
    questions.map((q) => q.text),
    ['Opening hours?', 'Shipping costs', 'Talk to a person'],
  )
  assert.ok(questions.every((q) => q.tag === 'button' && q.visible))
  // The keyboard: the question has focus, Enter sends it. The click's own
  // focus (the message box, set as the panel is shown) comes first, or it
  // would take focus back from the question (failed once in WebKitGTK).
  await widget.focused(parts.message)
  await driver.evaluate((s) => document.querySelector(s.host)!.shadowRoot!.querySelectorAll<HTMLElement>(s.suggestion)[1]!.focus(), SELECTORS)
  await widget.focused({ ...parts.suggestion, css: `${parts.suggestion.css}:nth-of-type(2)` })
  await driver.press('Enter')
  const [, reply] = await widget.replies(2)
  assert.match(reply!, /ship/i)
  assert.deepEqual(
    (await widget.all(parts.visitorBubbles)).map((b) => b.text),
    ['Shipping costs'],
  )
  await widget.gone(parts.suggestions)
  await widget.focused(parts.message)
  const delivered = sentMessages(mock).filter((body) => body.message === 'Shipping costs')
  assert.equal(delivered.length, 1, 'sent once')
  // The conversation has begun: a reload restores it without the questions.
  await driver.reload()
  await widget.panelShown()
  await widget.count(parts.visitorBubbles, 1)
  assert.equal((await widget.all(parts.suggestions)).length, 0)
}

/** Copy a reply: on the clipboard as the service sent it ("Copied"), or, where the clipboard is refused, the reply selected for Ctrl+C; either way said politely. */
export async function copyReplyJourney({ driver, embed }: JourneyContext): Promise<void> {
  const widget = new WidgetPage(driver)
  await widget.firstReply(embed)
  const copy = await widget.one(parts.copy)
  assert.equal(copy.attrs['aria-label'], 'Copy reply')
  await driver.click(parts.copy)
  const said = await eventually(async () => {
    const note = (await widget.all(parts.copyStatus))[0]?.text ?? ''
    assert.match(note, /^(Copied|Reply selected: press (Ctrl\+C|⌘C) to copy)$/)
    return note
  })
  if (said === 'Copied') {
    // Read back where the engine lets a page read its clipboard; the raw reply, markdown and all.
    const read = await driver.evaluate(
      () => Promise.race([navigator.clipboard.readText().catch(() => null), new Promise<null>((resolve) => setTimeout(resolve, 1000, null))]),
      null,
    )
    console.log(`copy a reply, ${driver.engine}: copied; ${read === null ? 'the page may not read the clipboard back' : 'read back'}`)
    if (read !== null) assert.match(read, /^We ship within \*\*1 business day\*\*\./)
  } else {
    const selected = await driver.evaluate(() => String(getSelection()), null)
    console.log(`copy a reply, ${driver.engine}: the clipboard refused, the reply selected`)
    assert.match(selected, /We ship within 1 business day/)
  }
}

/**
 * The conversation menu, from the keyboard: the transcript downloaded and read
 * back; a new conversation confirmed, whose next request carries a new visitor
 * id (n8n issue 22050), and which a reload keeps.
 */
export async function conversationMenuJourney({ driver, mock, embed }: JourneyContext): Promise<void> {
  const widget = new WidgetPage(driver)
  const item = (n: number) => ({ ...parts.menuItems, css: `${parts.menuItems.css}:nth-of-type(${n})`, label: `menu item ${n}` })
  await widget.firstReply(embed, { name: 'Acme Coffee' })
  const button = await widget.one(parts.menuButton)
  assert.equal(button.attrs['aria-label'], 'Conversation options')
  assert.equal(button.attrs['aria-haspopup'], 'menu')
  assert.equal(button.attrs['aria-expanded'], 'false')

  // Pointer on the button (its chunk comes), a click: the menu, focus on its first item.
  await driver.click(parts.menuButton)
  const items = await widget.count(parts.menuItems, 3)
  assert.deepEqual(
    items.map((i) => i.text),
    ['Start a new conversation', 'Earlier conversations', 'Download the conversation'],
  )
  await widget.focused(item(1))
  assert.equal((await widget.one(parts.menuButton)).attrs['aria-expanded'], 'true')
  // Escape closes the menu, not the panel; focus back on the button.
  await driver.press('Escape')
  await widget.gone(parts.menu)
  await widget.focused(parts.menuButton)
  await widget.one(parts.dialog)

  // ArrowUp opens it on its last item; Escape again.
  await driver.press('ArrowUp')
  await widget.focused(item(3))
  await driver.press('Escape')
  await widget.focused(parts.menuButton)

  // A new conversation: Enter opens the menu on its first item, Enter asks, Cancel has focus.
  const before = sentMessages(mock).at(-1)!.visitor_id
  await driver.press('Enter')
  await widget.focused(item(1))
  await driver.press('Enter')
  await widget.one(parts.confirm)
  await widget.focused(parts.confirmCancel)
  await driver.click(parts.confirmYes)
  await widget.gone(parts.confirm)
  await widget.count(parts.visitorBubbles, 0)
  await widget.replies(1) // the welcome message only
  await widget.focused(parts.message)
  await driver.type('Do you ship?')
  await driver.press('Enter')
  const [, reply] = await widget.replies(2)
  const after = sentMessages(mock).at(-1)!
  assert.equal(after.message, 'Do you ship?')
  assert.match(after.visitor_id, /^v_/)
  assert.notEqual(after.visitor_id, before, 'the next request carries the new visitor id')

  // The download, last (a browser may take focus to its downloads), read back: the new conversation only.
  await driver.click(parts.menuButton)
  await widget.focused(item(1))
  await driver.press('ArrowDown')
  await driver.press('ArrowDown')
  await widget.focused(item(3))
  const file = await driver.download(() => driver.press('Enter'))
  assert.match(file.name, /^Acme Coffee \d{4}-\d{2}-\d{2}\.txt$/)
  const blocks = file.text.trimEnd().split('\n\n')
  assert.equal(blocks.length, 2, `two messages in the file: ${JSON.stringify(file.text)}`)
  assert.match(blocks[0]!, /^\[[^\]]+\] You: Do you ship\?$/)
  assert.match(blocks[1]!, /^\[[^\]]+\] Acme Coffee: We ship within \*\*1 business day\*\*\./)
  assert.ok(reply!.startsWith('We ship within 1 business day'), 'the file has the reply as sent (markdown), the panel as shown')
  await widget.gone(parts.menu)
  console.log(`conversation menu, ${driver.engine}: transcript ${file.name} read back (${file.text.length} characters)`)

  // A reload keeps the new conversation, and only it.
  await driver.reload()
  await widget.panelShown()
  assert.deepEqual(
    (await widget.count(parts.visitorBubbles, 1)).map((b) => b.text),
    ['Do you ship?'],
  )
  assert.equal(sentMessages(mock).at(-1)!.visitor_id, after.visitor_id)
}

/**
 * The site's look (docs/theming.md): the host page's stylesheet
 * sets custom properties and a ::part rule; each shows in computed styles in
 * the shadow root; the colour on a light primary set by property is black;
 * a live change restyles the open panel.
 */
export async function themedJourney({ driver, embed }: JourneyContext): Promise<void> {
  const widget = new WidgetPage(driver)
  const css = `agent-chat-widget { --agent-chat-primary: rgb(255, 225, 77); --agent-chat-radius: 3px; --agent-chat-panel-width: 400px; --agent-chat-agent-bubble: rgb(230, 240, 250) }
    agent-chat-widget::part(send) { border-radius: 0; text-transform: uppercase }
    html.site-dark { --agent-chat-background: rgb(17, 17, 17) }`
  await driver.goto(embed({ attrs: { 'collect-visitor-name': 'false', theme: 'light' }, head: `<style>${css}</style>` }))
  await widget.one(parts.launcher)
  // Computed styles inside the shadow root; colours as drawn (rgb), whatever notation the engine keeps.
  const look = () =>
    driver.evaluate((s) => {
      const root = document.querySelector(s.host)!.shadowRoot!
      const drawn = (value: string) => {
        const ctx = document.createElement('canvas').getContext('2d')!
        ctx.fillStyle = value
        ctx.fillRect(0, 0, 1, 1)
        return `rgb(${Array.from(ctx.getImageData(0, 0, 1, 1).data)
          .slice(0, 3)
          .join(', ')})`
      }
      const style = (selector: string) => {
        const el = root.querySelector(selector)
        return el ? getComputedStyle(el) : undefined
      }
      return {
        launcher: drawn(style(s.launcher)!.backgroundColor),
        onLauncher: drawn(style(s.launcher)!.color),
        launcherRadius: style(s.launcher)!.borderTopLeftRadius,
        panel: style(s.panel) && {
          background: drawn(style(s.panel)!.backgroundColor),
          radius: style(s.panel)!.borderTopLeftRadius,
          width: style(s.panel)!.width,
        },
        send: style(s.send) && { radius: style(s.send)!.borderTopLeftRadius, transform: style(s.send)!.textTransform },
        agentBubble: style(s.agentBubbles) && drawn(style(s.agentBubbles)!.backgroundColor),
      }
    }, SELECTORS)
  let seen = await look()
  assert.equal(seen.launcher, 'rgb(255, 225, 77)')
  assert.equal(seen.onLauncher, 'rgb(0, 0, 0)', 'black on a light primary colour set by property')
  assert.equal(seen.launcherRadius, '3px')
  await driver.click(parts.launcher)
  await widget.panelShown()
  await widget.one(parts.send)
  seen = await look()
  assert.deepEqual(seen.panel, { background: 'rgb(255, 255, 255)', radius: '3px', width: '400px' })
  assert.deepEqual(seen.send, { radius: '0px', transform: 'uppercase' })
  assert.equal(seen.agentBubble, 'rgb(230, 240, 250)')
  // The site's own dark-mode switch: the open panel follows, no reload.
  await driver.evaluate(() => document.documentElement.classList.add('site-dark'), null)
  await eventually(async () => assert.equal((await look()).panel?.background, 'rgb(17, 17, 17)'))
  console.log(`themed, ${driver.engine}: properties and a part applied, live change followed`)
}

export const journeys = {
  main: mainJourney,
  keyboard: keyboardJourney,
  phone: phoneJourney,
  'long conversation': longConversationJourney,
  'starter questions': starterQuestionsJourney,
  'copy a reply': copyReplyJourney,
  'conversation menu': conversationMenuJourney,
  themed: themedJourney,
  'draft survives reload': draftJourney,
  'AI notice and privacy link': privacyJourney,
  inline: inlineJourney,
  'table reply': tableJourney,
  ...spaJourneys,
}
