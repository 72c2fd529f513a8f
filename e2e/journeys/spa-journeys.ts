// Single-page sites with the real libraries (issue 18): Turbo Drive with the
// embed in <body> and in <head>, Turbo 8's morphing refresh while the visitor
// types, htmx's boosted links forward and back, and a history-API router. In
// every engine, like the other journeys. Each checks what a visitor and a
// site owner would notice: one widget, the conversation and the open panel
// kept, nothing in the console, each message reporting the page it was sent
// from, and a message sent just before a navigation delivered once.
import assert from 'node:assert/strict'
import type { MockServer } from '../../mock/server'
import type { HostServer } from '../../scripts/host-server'
import { SELECTORS } from '../../test/selectors'
import { eventually, type EngineDriver } from './driver'
import { sentMessages } from './sent'
import { spaSite, type Navigation, type PageName, type SpaSite } from './spa-site'
import { parts, WidgetPage } from './widget-page'

export interface SpaContext {
  driver: EngineDriver
  mock: MockServer
  host: HostServer
}

interface PageState {
  widgets: number
  live: boolean
  heading: string
  path: string
  console: string[]
  /** Copies of the widget's element in htmx's saved history (none may be saved). */
  savedCopies: number
}

function readPage(host: string): PageState {
  const w = window as unknown as { __console?: string[] }
  let saved = ''
  try {
    saved = localStorage.getItem('htmx-history-cache') || ''
  } catch {
    // no storage: nothing saved
  }
  return {
    widgets: document.querySelectorAll(host).length,
    live: !!document.querySelector(host)?.shadowRoot,
    heading: document.querySelector('main h1')?.textContent || '',
    path: location.pathname,
    console: w.__console || [],
    savedCopies: saved.split(host).length - 1,
  }
}

const state = (driver: EngineDriver) => driver.evaluate(readPage, SELECTORS.host)

/** The messages the service received with `text`: their page_url paths. */
function delivered(mock: MockServer, text: string): string[] {
  return sentMessages(mock)
    .filter((body) => body.message === text)
    .map((body) => new URL(body.page_url).pathname)
}

class SpaVisit {
  readonly widget: WidgetPage
  private readonly said: string[] = []

  constructor(
    readonly driver: EngineDriver,
    readonly mock: MockServer,
    readonly site: SpaSite,
  ) {
    this.widget = new WidgetPage(driver)
  }

  private pathOf(page: PageName) {
    return new URL(this.site.url(page)).pathname
  }

  /** Clicks the page's own link to `page` and waits until the library has drawn it. */
  async follow(page: PageName) {
    await this.driver.click({ css: `nav a[href$="/${page}"]`, page: true, label: `the ${page} link` })
    await this.arrived(page)
  }

  async arrived(page: PageName, heading = page[0]!.toUpperCase() + page.slice(1)) {
    await eventually(async () => {
      const now = await state(this.driver)
      assert.equal(now.path.split('/').pop(), page, 'the URL')
      assert.equal(now.heading, heading, 'the page drawn')
    }, 10_000)
  }

  async chat(text: string, reply: RegExp) {
    const before = (await this.widget.all(parts.agentMessages)).length
    await this.widget.say(text)
    this.said.push(text)
    const replies = await this.widget.replies(before + 1, 10_000)
    assert.match(replies.at(-1)!, reply)
  }

  /** One live widget, the panel open with the whole conversation, nothing said in the console. */
  async intact(where: string) {
    await eventually(async () => {
      const now = await state(this.driver)
      assert.equal(now.widgets, 1, `${where}: one widget element`)
      assert.ok(now.live, `${where}: the element on the page is the live widget`)
      assert.equal(now.savedCopies, 0, `${where}: no copy of the widget in saved history`)
      assert.deepEqual(now.console, [], `${where}: nothing in the console`)
      assert.ok((await this.widget.one(parts.dialog)).visible, `${where}: the panel is still open`)
      const texts = (await this.widget.all(parts.visitorBubbles)).map((f) => f.text)
      assert.deepEqual(texts, this.said, `${where}: the conversation`)
    })
  }

  /** The next message reports the page it is sent from. */
  async sendsFrom(page: PageName, text: string, reply: RegExp) {
    await this.chat(text, reply)
    assert.deepEqual(delivered(this.mock, text), [this.pathOf(page)], `${text}: sent once, from ${page}`)
  }

  /** A message sent, and the page left at once: it is delivered once, and its reply shows once. */
  async sendThenLeave(from: PageName, to: PageName, text: string, reply: RegExp) {
    const replies = (await this.widget.all(parts.agentMessages)).length
    await this.widget.say(text)
    this.said.push(text)
    await this.follow(to)
    const all = await this.widget.replies(replies + 1, 10_000)
    assert.match(all.at(-1)!, reply)
    await this.intact(`after leaving ${from} with a message on its way`)
    assert.deepEqual(delivered(this.mock, text), [this.pathOf(from)], `${text}: delivered once, from ${from}`)
  }

  async start(page: PageName) {
    await this.driver.goto(this.site.url(page))
    await this.widget.one(parts.launcher)
    await this.driver.click(parts.launcher)
    await this.widget.panelShown()
    await this.chat('When are you open?', /Monday/)
    await this.intact('before any navigation')
  }

  async back(page: PageName) {
    await this.driver.evaluate(() => history.back(), null)
    await this.arrived(page)
  }
}

/** Home → pricing (a message from there) → contact (left with a message on its way) → about. */
async function browse(visit: SpaVisit) {
  await visit.start('home')
  await visit.follow('pricing')
  await visit.intact('after the first navigation')
  await visit.sendsFrom('pricing', 'Do you ship abroad?', /ship/i)
  await visit.sendThenLeave('pricing', 'contact', 'How much is a subscription?', /month/i)
  await visit.follow('about')
  await visit.intact('after three navigations')
}

/** Links followed with Turbo Drive or a router, and back: the widget and the conversation come through. */
function linksJourney(navigation: Navigation) {
  return async ({ driver, mock, host }: SpaContext) => {
    const visit = new SpaVisit(driver, mock, spaSite(host, mock, navigation))
    await browse(visit)
    await visit.back('contact')
    await visit.intact('after going back')
    await visit.sendsFrom('contact', 'Where is your shop?', /./)
  }
}

/** htmx's boosted links forward three times, then back three times (htmx restores each page from its saved copy of <body>). */
async function htmxJourney({ driver, mock, host }: SpaContext) {
  const visit = new SpaVisit(driver, mock, spaSite(host, mock, 'htmx'))
  await browse(visit)
  for (const page of ['contact', 'pricing', 'home'] as const) {
    await visit.back(page)
    await visit.intact(`back on ${page}`)
  }
  await visit.sendsFrom('home', 'Where is your shop?', /./)
}

/** Turbo 8's morphing refresh while the visitor types: focus, selection and draft come through, and the next key lands in the box. */
async function morphJourney({ driver, mock, host }: SpaContext) {
  const site = spaSite(host, mock, 'turbo-morph')
  const visit = new SpaVisit(driver, mock, site)
  await visit.start('home')
  const { widget } = visit
  await widget.enter(parts.message, 'Draft text')
  await driver.evaluate((s) => {
    const box = document.querySelector(s.host)!.shadowRoot!.querySelector<HTMLTextAreaElement>(s.message)!
    box.setSelectionRange(2, 5)
  }, SELECTORS)
  // The server's page changed; the site refreshes it (a broadcast, a form's redirect): Turbo morphs <body>.
  site.change('home', 'Home, refreshed')
  await driver.evaluate(
    () => (window as unknown as { Turbo: { visit(url: string, options: object): void } }).Turbo.visit(location.href, { action: 'replace' }),
    null,
  )
  await visit.arrived('home', 'Home, refreshed')
  await visit.intact('after the morph')
  const box = await widget.one(parts.message)
  assert.ok(box.focused, 'the message box keeps focus through the morph')
  assert.equal(box.value, 'Draft text')
  const selection = await driver.evaluate((s) => {
    const el = document.querySelector(s.host)!.shadowRoot!.querySelector<HTMLTextAreaElement>(s.message)!
    return [el.selectionStart, el.selectionEnd]
  }, SELECTORS)
  assert.deepEqual(selection, [2, 5], 'the selection is kept')
  // The next keystroke replaces the selection in the box, not on the page.
  await driver.type('X')
  await eventually(async () => assert.equal((await widget.one(parts.message)).value, 'DrX text'))
}

/**
 * Page rules (data-hide-on) on a site that navigates without page loads: the launcher away on the page left out and
 * back on the others, an open chat kept there until closed. WebKitGTK has no Navigation API: there the widget follows
 * popstate and the page's own changes.
 */
function rulesJourney(navigation: 'router' | 'htmx') {
  return async ({ driver, mock, host }: SpaContext) => {
    const site = spaSite(host, mock, navigation, { 'hide-on': `/spa/${navigation}/contact` })
    const visit = new SpaVisit(driver, mock, site)
    const { widget } = visit
    const launcher = (shown: boolean, where: string) =>
      eventually(async () => assert.equal((await widget.one(parts.launcher)).visible, shown, `${where}: the launcher ${shown ? 'shown' : 'away'}`))
    await driver.goto(site.url('home'))
    await launcher(true, 'home')
    await visit.follow('contact')
    await launcher(false, 'contact')
    await visit.follow('about')
    await launcher(true, 'about')
    await driver.click(parts.launcher)
    await widget.panelShown()
    await visit.follow('contact')
    assert.ok((await widget.one(parts.dialog)).visible, 'contact: the open chat stays')
    await driver.click(parts.close)
    await widget.gone(parts.dialog)
    await launcher(false, 'contact, the chat closed')
    await visit.back('about')
    await launcher(true, 'back on about')
    assert.deepEqual((await state(driver)).console, [], 'nothing in the console')
  }
}

export const spaJourneys = {
  'Turbo Drive, embed in <body>': linksJourney('turbo'),
  'Turbo Drive, embed in <head>': linksJourney('turbo-head'),
  'Turbo 8 morphing refresh while typing': morphJourney,
  'htmx hx-boost, forward and back three times': htmxJourney,
  'history-API router': linksJourney('router'),
  'page rules on a history-API router': rulesJourney('router'),
  'page rules on htmx boosted links': rulesJourney('htmx'),
}
