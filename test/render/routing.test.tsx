// Which renderer a reply gets: plain replies stay on the panel's simple
// renderer and never load the markdown chunk; a reply that needs more shows
// the simple rendering while the chunk loads (or if it cannot), then the rich
// one; the chunk is loaded once.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { needsRichMarkdown } from '../../src/panel/render/needs-rich'
import { afterPaints, deferred, flush } from '../helpers/deferred'
import { HOSTILE_REPLIES } from '../helpers/hostile-replies'
import { RICH_REPLY } from '../helpers/rich-reply'
import { sendFromComposer } from '../helpers/panel-steps'
import { cleanupWidgets, loadPanelChunk, renderApp } from '../helpers/widget'

afterEach(() => {
  cleanupWidgets()
  cleanup()
})

describe('needsRichMarkdown', () => {
  const simple = [
    'Hello! How can I help you today?',
    'We ship within **1 business day**, *usually* sooner: see [the policy](https://x.example/p) or https://x.example/faq.',
    'Steps:\n1. Open the app\n2. Tap `Settings`\n3. Done',
    '- one\n- two\n\nAfter the list. Q&A, 3 < 4, C# and 50% off (today).',
    'call snake_case_name and window.__name',
    // Raw HTML and links to refused schemes show as text in both renderers; an image is a link in both.
    '<b>raw</b> and <script>window.__pwned = 1</script>',
    '[click](javascript:alert(1)) [**b**](vbscript:x) [c](data:text/html,<script>alert(1)</script>)',
    '![logo](https://x.example/logo.png "title")',
  ]
  const rich = [
    '### Opening hours',
    '> a quote',
    '| a | b |\n|---|---|\n| 1 | 2 |',
    '```js\nx\n```',
    'a\n\n---\n\nb',
    '***',
    '3. three\n4. four',
    '- a\n  - nested',
    '- a\n\n- loose',
    '- [ ] task',
    '~~gone~~',
    'see www.example.com',
    'x &amp; y &#35;',
    '\\*not emphasis\\*',
    '**bold *nested* bold**',
    '__init__ and _x_',
    'see <https://x.example>',
    'foo@bar.example',
    'hard break  \nnext',
    'Title\n===',
    '    indented',
    '- a\n* b',
    '1. a\nlazy continuation',
  ]
  it.each(simple)('%j stays on the simple renderer', (text) => expect(needsRichMarkdown(text)).toBe(false))
  it.each(rich)('%j needs the rich renderer', (text) => expect(needsRichMarkdown(text)).toBe(true))
  // e2e/hardening.spec.ts counts every request while these render: none may load the markdown chunk.
  it.each(HOSTILE_REPLIES)("the hardening spec's %j stays on the simple renderer", (text) => expect(needsRichMarkdown(text)).toBe(false))
  it('the rich reply of the copy and transcript tests needs it', () => expect(needsRichMarkdown(RICH_REPLY)).toBe(true))
})

async function replyWith(text: string, loadChunk: (name: string) => Promise<unknown>) {
  const t = renderApp({ loadChunk })
  fireEvent.click(screen.getByRole('button', { name: 'Open chat' }))
  await sendFromComposer('Hi')
  await act(async () => {
    t.client.reply(0, text)
    await flush()
  })
  return t
}

const bubbles = () => Array.from(document.querySelectorAll('.msg.agent .bubble'))
const last = () => bubbles().at(-1)!

describe('routing in the panel', () => {
  it('a plain reply renders simply and the markdown chunk is never loaded', async () => {
    const load = vi.fn(loadPanelChunk)
    await replyWith('We ship within **1 business day**.', load)
    expect(last().querySelector('strong')!.textContent).toBe('1 business day')
    expect(load.mock.calls.map(([name]) => name)).not.toContain('markdown')
  })

  it('a reply that needs more shows the simple rendering while the chunk loads, then the rich one', async () => {
    const gate = deferred<void>()
    const load = vi.fn(async (name: string) => {
      if (name === 'markdown') await gate.promise
      return loadPanelChunk(name)
    })
    await replyWith(RICH_REPLY, load)
    expect(last().textContent).toContain('Opening hours')
    expect(last().querySelector('table')).toBeNull()
    // The chunk arrives; the rich render waits for the next frame (held here), so its
    // evaluation and the first rich render do not make one long frame.
    const frames: FrameRequestCallback[] = []
    const held = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((run) => frames.push(run))
    await act(async () => {
      gate.resolve()
      await flush()
    })
    expect(last().querySelector('table')).toBeNull()
    held.mockRestore()
    await act(async () => {
      for (const run of frames) run(0)
      await afterPaints()
    })
    expect(last().querySelector('h5')!.textContent).toBe('Opening hours')
    expect(last().querySelector('table')).not.toBeNull()
    expect(load.mock.calls.filter(([name]) => name === 'markdown')).toHaveLength(1)
  })

  it('the chunk is loaded once for every reply that needs it', async () => {
    const load = vi.fn(loadPanelChunk)
    const t = await replyWith('### One', load)
    await sendFromComposer('More')
    await act(async () => {
      t.client.reply(1, '> two')
      await flush()
    })
    // The chunk's import takes as many tasks as the machine needs: wait on what is checked.
    await waitFor(() => expect(bubbles().some((b) => b.querySelector('h5'))).toBe(true))
    await waitFor(() => expect(last().querySelector('blockquote')).not.toBeNull())
    expect(load.mock.calls.filter(([name]) => name === 'markdown')).toHaveLength(1)
  })

  it('a chunk that cannot load leaves the simple rendering, never a blank bubble', async () => {
    const load = vi.fn((name: string) => (name === 'markdown' ? Promise.reject(new Error('offline')) : loadPanelChunk(name)))
    await replyWith('### Opening hours\n\n| a | b |\n|---|---|\n| 1 | 2 |', load)
    await act(flush)
    expect(last().textContent).toContain('Opening hours')
    expect(last().textContent).toContain('| 1 | 2 |')
  })
})
