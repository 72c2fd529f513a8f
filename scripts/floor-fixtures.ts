// The bare launcher (scripts/fixtures/bare-launcher.js) and its copies with
// one thing added each, what any chat launcher that keeps what ours must keep
// would cost: `npm run bench:floor` loads each; the bench's control (`floor`
// in scripts/bench-controls.ts) is the bare launcher with `read` and `intl`,
// so the widget's timing targets are against that floor, not against a
// launcher that keeps nothing.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

const BARE_LAUNCHER = resolve(import.meta.dirname, 'fixtures/bare-launcher.js')
const bare = readFileSync(BARE_LAUNCHER, 'utf8')

/** Each addition: the line of the bare launcher it follows (there once), and its code. */
const ADDITIONS = {
  /** An idle callback that does nothing: what one more task costs, the noise of the measure itself. */
  idle: ['  document.body.appendChild(host)', '  requestIdleCallback(function () { button.dataset.idle = "1" })'],
  /** An idle callback that reads one localStorage key: what the saved state (unread badge, the panel reopening, the outbox) costs a page view at the least. */
  read: [
    '  document.body.appendChild(host)',
    '  requestIdleCallback(function () { try { button.dataset.saved = String(JSON.parse(localStorage.getItem("agent-chat:wgt_floor:ui") || "null")) } catch (e) {} })',
  ],
  /** On the click, in tasks of their own, Intl's first use split as the panel splits it (the numbering systems, then a message's time). */
  intl: [
    '    box.focus()',
    '    setTimeout(function () { Intl.supportedValuesOf("numberingSystem"); setTimeout(function () { box.placeholder = new Date().toLocaleTimeString("en", { hour: "numeric", minute: "2-digit" }) }) })',
  ],
} as const

export type Addition = keyof typeof ADDITIONS

/** The bare launcher's source with `additions` in it (none: the bare launcher itself). */
export function floorLauncher(...additions: Addition[]): string {
  let source = bare
  for (const name of additions) {
    const [anchor, code] = ADDITIONS[name]
    if (source.split(anchor).length !== 2) throw new Error(`bench: the bare launcher no longer has \`${anchor}\` once`)
    source = source.replace(anchor, `${anchor}\n${code}`)
  }
  return source
}

/** The bench's control: the bare launcher with its idle read of the saved state (its page view) and Intl's first use (its hover → focus). */
export const FLOOR: Addition[] = ['read', 'intl']
