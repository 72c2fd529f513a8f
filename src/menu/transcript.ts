// "Download the conversation": a plain-text file made in the browser (a Blob
// and a download link), so it needs no request and no new CSP entry. Texts
// are written as the service and the visitor sent them: markup stays text.
import type { TranscriptNames } from './descriptor'
import type { StoredMessage } from '../shared/conversation/message'

/** One block per message, `[date time] Name: text`, in the visitor's language and time zone; notices are left out. */
export function transcriptText(messages: readonly StoredMessage[], names: TranscriptNames): string {
  const format = new Intl.DateTimeFormat(names.lang, { dateStyle: 'short', timeStyle: 'short' })
  return messages
    .filter((m) => m.role !== 'notice')
    .map((m) => `[${format.format(new Date(m.at))}] ${m.role === 'visitor' ? names.visitor : names.agent}: ${m.text}\n`)
    .join('\n')
}

/** `Acme Coffee 2026-11-24.txt`: the widget's name and the local date, without what a file name cannot hold. */
export function transcriptFileName(widgetName: string, now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
  // Windows' reserved characters and control characters; a leading dot would hide the file.
  // eslint-disable-next-line no-control-regex -- the control characters are what it removes.
  const name = widgetName.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, '-').replace(/^[.\s]+/, '')
  return `${name} ${date}.txt`.trim()
}

/** Hands the file to the browser's downloads. `parent` holds the link for the moment of its click (Firefox wants it in a document). */
export function download(text: string, fileName: string, parent: Node) {
  const link = document.createElement('a')
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
  link.download = fileName
  parent.appendChild(link)
  link.click()
  link.remove()
  // Revoked later: some browsers start reading the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000)
}
