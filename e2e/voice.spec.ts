// Voice (data-voice) from the built loader. The browser's speech recognition
// needs its vendor's cloud, which this machine cannot reach: in Chromium,
// the test double of SpeechRecognition (test/helpers/speech-doubles.ts,
// following the Web Speech API specification's events) is put in the page
// before it loads, and speechSynthesis is spied on. Firefox has no speech
// recognition: no microphone there, with nothing injected.
import type { Page } from '@playwright/test'
import { installSpeechDoubles, type SpeechDoubles } from '../test/helpers/speech-doubles'
import { audit } from './audit'
import { expect, test } from './fixtures'

const VOICE = { 'collect-visitor-name': 'false', voice: 'dictation read-aloud' }

/** Drives the doubles in the page: `run` gets `window.__speech`. */
const speech = <T>(page: Page, run: (s: SpeechDoubles) => T) => page.evaluate<Awaited<T>>(`(${run.toString()})(window.__speech)`)

/** The last recognition the page started does `act` (hear, silence, fail). */
const recognition = (page: Page, act: string) => page.evaluate(`window.__speech.recognitions.at(-1).${act}`)

test.describe('@chromium dictation and read-aloud, through the Web Speech API doubles', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(installSpeechDoubles)
  })

  test('the notice first, then listening in the widget language: interim and final words in the box after what was typed, nothing sent; the reply to a dictated message read aloud', async ({
    page,
    embed,
    widget,
    mock,
  }) => {
    const events: unknown[] = []
    await page.exposeFunction('voiceEvent', (e: unknown) => void events.push(e))
    await page.goto(embed({ attrs: VOICE }))
    await page.evaluate(() =>
      (window as unknown as { AgentChat(...a: unknown[]): void }).AgentChat('on', 'voice', (e: unknown) =>
        (window as unknown as { voiceEvent(e: unknown): void }).voiceEvent(e),
      ),
    )
    await widget.openAndStart()
    const dictate = page.getByRole('button', { name: 'Dictate' })
    await expect(dictate).toHaveAttribute('aria-pressed', 'false')
    // The first press says where the voice goes, and starts nothing.
    await dictate.click()
    await expect(widget.dialog.getByText("Your voice is sent to your browser's speech service")).toBeVisible()
    expect(await speech(page, (s) => s.recognitions.length)).toBe(0)
    await widget.message.fill('Hello,')
    await dictate.click()
    const stop = page.getByRole('button', { name: 'Stop dictation' })
    await expect(stop).toHaveAttribute('aria-pressed', 'true')
    await expect(widget.dialog.getByText('Listening', { exact: true })).toBeVisible()
    expect(await speech(page, (s) => s.recognitions.at(-1)!.lang)).toBe('en')
    await recognition(page, "hear('I would like')")
    await expect(widget.message).toHaveValue('Hello, I would like')
    await recognition(page, "hear('I would like two flat whites', true)")
    await recognition(page, 'silence()')
    await expect(widget.message).toHaveValue('Hello, I would like two flat whites')
    await expect(page.getByRole('button', { name: 'Dictate' })).toHaveAttribute('aria-pressed', 'false')
    // Nothing was sent: the visitor sends.
    expect(mock.requests.filter((r) => r.path.endsWith('/webhook-chat-message'))).toHaveLength(0)
    await widget.message.press('Enter')
    await expect(widget.agentMessages).toHaveCount(2)
    // Hands-free: the reply to the dictated message is read, sentence by sentence, in the widget's language.
    await expect.poll(() => speech(page, (s) => s.spoken.length)).toBeGreaterThan(0)
    const spoken = await speech(page, (s) => s.spoken)
    expect(spoken.every((u) => u !== 'cancel' && u.lang === 'en' && u.voice === 'Device English')).toBe(true)
    expect(spoken.map((u) => (u === 'cancel' ? u : u.text)).join(' ')).not.toMatch(/[*#`|]|https?:/)
    await expect(page.getByRole('button', { name: 'Stop reading' })).toBeVisible()
    // Each reaches the test through an exposed function, a round trip later.
    await expect
      .poll(() => events)
      .toEqual([
        { kind: 'dictation', state: 'started', widgetKey: expect.any(String) },
        { kind: 'dictation', state: 'stopped', widgetKey: expect.any(String) },
        { kind: 'read-aloud', state: 'started', widgetKey: expect.any(String) },
      ])
  })

  test('every stop: pressing again, Escape (the panel stays), sending, closing the panel, hiding the page', async ({ page, embed, widget }) => {
    await page.goto(embed({ attrs: VOICE }))
    await widget.openAndStart()
    const dictate = page.getByRole('button', { name: 'Dictate' })
    await dictate.click() // the notice
    const listen = async () => {
      await page.getByRole('button', { name: 'Dictate' }).click()
      await expect(page.getByRole('button', { name: 'Stop dictation' })).toBeVisible()
    }
    const idle = () => expect(page.getByRole('button', { name: 'Dictate' })).toHaveAttribute('aria-pressed', 'false')

    await listen()
    await recognition(page, "hear('pressed')")
    await page.getByRole('button', { name: 'Stop dictation' }).click()
    await idle()
    await expect(widget.message).toHaveValue('pressed')

    await listen()
    await widget.message.press('Escape')
    await idle()
    await expect(widget.dialog).toBeVisible()

    await widget.message.fill('')
    await listen()
    await recognition(page, "hear('sent as it was')")
    await widget.send.click()
    await idle()
    await expect(widget.message).toHaveValue('')

    await listen()
    await page.getByRole('button', { name: 'Close chat' }).first().click()
    await widget.launcher.click()
    await idle()

    await listen()
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await idle()
    // Five recognitions, each ended (an aborted one fires its end event a task after the widget is idle).
    await expect.poll(() => speech(page, (s) => s.recognitions.map((r) => r.state))).toEqual(['ended', 'ended', 'ended', 'ended', 'ended'])
  })

  test('every failure says so in a line and the button returns to idle; a refused microphone is not asked for again', async ({ page, embed, widget }) => {
    await page.goto(embed({ attrs: VOICE }))
    await widget.openAndStart()
    await page.getByRole('button', { name: 'Dictate' }).click() // the notice
    for (const [error, text] of [
      ['no-speech', 'No speech was heard.'],
      ['audio-capture', 'No microphone was found.'],
      ['network', 'The speech service could not be reached.'],
      ['language-not-supported', 'Dictation is not available in this language.'],
      ['not-allowed', 'The microphone is not allowed here.'],
    ] as const) {
      await page.getByRole('button', { name: 'Dictate' }).click()
      await expect(page.getByRole('button', { name: 'Stop dictation' })).toBeVisible()
      await recognition(page, `fail('${error}')`)
      await expect(widget.dialog.getByText(text)).toBeVisible()
      await expect(page.getByRole('button', { name: 'Dictate' })).toHaveAttribute('aria-pressed', 'false')
    }
    await page.getByRole('button', { name: 'Dictate' }).click()
    await expect(widget.dialog.getByText('The microphone is not allowed here.')).toBeVisible()
    expect(await speech(page, (s) => s.recognitions.length)).toBe(5)
  })

  test('Read aloud on a reply: its sentences without marks, in order; Stop reading stops it', async ({ page, embed, widget, mock }) => {
    mock.inject({ fault: 'reply', text: '# Hours\n\nWe open at **9**. See [the menu](https://example.com/menu).\n\n```\ncode\n```' })
    await page.goto(embed({ attrs: VOICE }))
    await widget.openAndStart()
    await widget.say('When do you open?')
    await expect(widget.agentMessages).toHaveCount(2)
    // Typed, not dictated: nothing is read by itself.
    expect(await speech(page, (s) => s.spoken.length)).toBe(0)
    await page.getByRole('button', { name: 'Read aloud' }).last().click()
    await expect
      .poll(() => speech(page, (s) => s.spoken.map((u) => (u === 'cancel' ? u : u.text))))
      .toEqual(['Hours', 'We open at 9.', 'See the menu.', 'code block'])
    await page.getByRole('button', { name: 'Stop reading' }).click()
    await expect(page.getByRole('button', { name: 'Stop reading' })).toHaveCount(0)
    expect((await speech(page, (s) => s.spoken)).at(-1)).toBe('cancel')
  })

  test('the menu turns reading dictated replies aloud off, remembered; the voice UI passes axe, listening, in dark', async ({ page, embed, widget }) => {
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' })
    await page.goto(embed({ attrs: VOICE }))
    await widget.openAndStart()
    await page.getByRole('button', { name: 'Conversation options' }).click()
    const item = page.getByRole('menuitemcheckbox', { name: 'Read replies aloud' })
    await expect(item).toHaveAttribute('aria-checked', 'true')
    await item.click()
    await page.reload()
    await page.getByRole('button', { name: 'Conversation options' }).click()
    const again = page.getByRole('menuitemcheckbox', { name: 'Read replies aloud' })
    await expect(again).toHaveAttribute('aria-checked', 'false')
    // Pressed in the menu (an item): the menu closes, not the panel.
    await again.press('Escape')
    await expect(page.getByRole('menu')).toHaveCount(0)
    await page.getByRole('button', { name: 'Dictate' }).click()
    await page.getByRole('button', { name: 'Dictate' }).click()
    await expect(page.getByRole('button', { name: 'Stop dictation' })).toBeVisible()
    await audit(page, 'voice: listening, dark')
  })

  for (const [label, viewport, zoom, locale] of [
    ['light', { width: 1280, height: 720 }, 1, 'en'],
    ['a 320 px phone, right to left (Arabic)', { width: 320, height: 640 }, 1, 'ar'],
    ['200 % zoom', { width: 1280, height: 720 }, 2, 'en'],
  ] as const) {
    test(`${label}: the microphone, the notice line, listening and Read aloud pass axe, and the composer keeps inside the panel`, async ({
      page,
      embed,
      widget,
    }) => {
      await page.setViewportSize({ width: Math.round(viewport.width / zoom), height: Math.round(viewport.height / zoom) })
      await page.goto(embed({ attrs: { ...VOICE, locale } }))
      await widget.launcher.click()
      const message = widget.host.locator('#acw-message')
      await message.fill('Hello')
      await message.press('Enter')
      await expect(widget.agentMessages).toHaveCount(2)
      const dictate = widget.host.locator('button.dictate')
      await dictate.click()
      await expect(widget.host.locator('.voice-line.notice')).toBeVisible()
      await audit(page, `voice, the notice, ${label}`)
      await dictate.click()
      await expect(dictate).toHaveAttribute('aria-pressed', 'true')
      await expect(widget.host.locator('.voice-line.listening')).toBeVisible()
      await audit(page, `voice, listening, ${label}`)
      const out = await page.evaluate(() => {
        const root = document.querySelector('agent-chat-widget')!.shadowRoot!
        const panel = root.querySelector('[role="dialog"]')!.getBoundingClientRect()
        return [...root.querySelectorAll('.composer > *')]
          .map((el) => el.getBoundingClientRect())
          .filter((r) => r.width && (r.left < panel.left - 0.5 || r.right > panel.right + 0.5)).length
      })
      expect(out).toBe(0)
    })
  }

  test("in the visitor's language: the button named in German, listening in German", async ({ page, embed }) => {
    await page.goto(embed({ html: 'lang="de"', attrs: VOICE }))
    await page.getByRole('button', { name: 'Chat öffnen' }).click()
    await page.getByRole('button', { name: 'Diktieren' }).click()
    await page.getByRole('button', { name: 'Diktieren' }).click()
    await expect(page.getByRole('button', { name: 'Diktat beenden' })).toBeVisible()
    expect(await speech(page, (s) => s.recognitions.at(-1)!.lang)).toBe('de')
    await expect(page.getByText('Hört zu', { exact: true })).toBeVisible()
  })

  test('a page whose Permissions-Policy refuses the microphone: no microphone button, Read aloud still there', async ({ page, embed, widget }) => {
    await page.goto(embed({ attrs: VOICE, headers: { 'Permissions-Policy': 'microphone=()' } }))
    await widget.openAndStart()
    await widget.say('Hello')
    await expect(page.getByRole('button', { name: 'Read aloud' })).not.toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Dictate' })).toHaveCount(0)
  })
})

test('without data-voice: no voice chunk is fetched, no microphone, no Read aloud', async ({ page, embed, widget }) => {
  const voiceFiles: string[] = []
  page.on('request', (r) => {
    if (/\/voice-[\w-]+\.js$/.test(r.url())) voiceFiles.push(r.url())
  })
  await page.goto(embed({ attrs: { 'collect-visitor-name': 'false' } }))
  await widget.openAndStart()
  await widget.say('Hello')
  await expect(widget.agentMessages).toHaveCount(2)
  await expect(page.getByRole('button', { name: 'Dictate' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Read aloud' })).toHaveCount(0)
  expect(voiceFiles).toEqual([])
})

test('a browser without speech recognition (Firefox; Chromium with its own taken away): no microphone, Read aloud where it speaks', async ({
  page,
  embed,
  widget,
}) => {
  // Firefox has none; Chromium's own is removed before the page loads, so both runs are the same case.
  await page.addInitScript(() => {
    delete (window as unknown as Record<string, unknown>)['SpeechRecognition']
    delete (window as unknown as Record<string, unknown>)['webkitSpeechRecognition']
  })
  await page.goto(embed({ attrs: VOICE }))
  await widget.openAndStart()
  await widget.say('Hello')
  await expect(widget.agentMessages).toHaveCount(2)
  await expect(page.getByRole('button', { name: 'Read aloud' })).not.toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Dictate' })).toHaveCount(0)
})
