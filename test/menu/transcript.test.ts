// "Download the conversation": the text of the file and its name.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StoredMessage } from '../../src/shared/conversation/message'
import { download, transcriptFileName, transcriptText } from '../../src/menu/transcript'
import { RICH_REPLY } from '../helpers/rich-reply'

const AT = '2026-11-24T09:05:00.000Z'
const names = { visitor: 'Ann', agent: 'Acme Coffee', lang: 'en-GB' }
const at = (time: string) => `2026-11-24T${time}.000Z`

afterEach(() => {
  vi.restoreAllMocks()
})

describe('transcript text', () => {
  const messages: StoredMessage[] = [
    { id: '1', role: 'visitor', text: 'Do you ship?', at: at('09:05:00'), status: 'sent' },
    { id: 'n', role: 'notice', text: 'We are away.', at: at('09:05:01') },
    { id: '2', role: 'agent', text: 'We ship within **1 day**.\nTo the EU too.', at: at('09:06:00') },
  ]

  it('has one block per message, `[date time] Name: text`, in order, notices left out', () => {
    const format = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short' })
    expect(transcriptText(messages, names)).toBe(
      `[${format.format(new Date(at('09:05:00')))}] Ann: Do you ship?\n\n[${format.format(new Date(at('09:06:00')))}] Acme Coffee: We ship within **1 day**.\nTo the EU too.\n`,
    )
  })

  it("writes dates in the visitor's language", () => {
    const german = transcriptText(messages.slice(0, 1), { ...names, lang: 'de' })
    expect(german).toContain(new Intl.DateTimeFormat('de', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(at('09:05:00'))))
  })

  it('writes markup and right-to-left text as they were, as text', () => {
    const text = transcriptText(
      [
        { id: '1', role: 'visitor', text: '<img src=x onerror=alert(1)>', at: AT, status: 'sent' },
        { id: '2', role: 'agent', text: 'مرحبا، كيف يمكنني المساعدة؟', at: AT },
      ],
      { ...names, visitor: '<b>Ann</b>' },
    )
    expect(text).toContain('<b>Ann</b>: <img src=x onerror=alert(1)>')
    expect(text).toContain('Acme Coffee: مرحبا، كيف يمكنني المساعدة؟')
  })

  it('keeps a reply full of markdown as written: headings, tables, quotes, code fences, escapes, trailing spaces', () => {
    const text = transcriptText([{ id: '2', role: 'agent', text: RICH_REPLY, at: AT }], names)
    expect(text).toBe(`[${new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(AT))}] Acme Coffee: ${RICH_REPLY}\n`)
  })
})

describe('transcript file name', () => {
  it("is the widget's name and the local date", () => {
    expect(transcriptFileName('Acme Coffee', new Date(2026, 10, 24, 23, 59))).toBe('Acme Coffee 2026-11-24.txt')
  })

  it('replaces what a file name cannot hold, and never starts with a dot', () => {
    expect(transcriptFileName('A/B: "C" <D>? *E* |F|\\G', new Date(2026, 0, 5))).toBe('A-B- -C- -D- -E- -F-G 2026-01-05.txt')
    expect(transcriptFileName('..hidden', new Date(2026, 0, 5))).toBe('hidden 2026-01-05.txt')
    expect(transcriptFileName('tab\there\u0000', new Date(2026, 0, 5))).toBe('tab-here- 2026-01-05.txt')
  })
})

describe('download', () => {
  it('hands a UTF-8 text file to the browser through a download link, removed after its click', async () => {
    const blobs: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob)
      return 'blob:test/1'
    })
    const clicked: Array<{ href: string; download: string; connected: boolean }> = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, connected: this.isConnected })
    })
    const parent = document.body.appendChild(document.createElement('div'))
    download('Hello, 世界', 'Acme 2026-11-24.txt', parent)
    expect(clicked).toEqual([{ href: 'blob:test/1', download: 'Acme 2026-11-24.txt', connected: true }])
    expect(parent.children).toHaveLength(0)
    expect(blobs[0]!.type).toBe('text/plain;charset=utf-8')
    expect(await blobs[0]!.text()).toBe('Hello, 世界')
    parent.remove()
  })
})
