// `--data FILE`: the mock's state survives restarts. Writes are atomic (a
// temporary file in the same folder, flushed, then renamed over the old one),
// so a server killed mid-write leaves the previous complete file behind.
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs'
import type { MockState } from './state'

export function loadState(file: string): MockState | undefined {
  if (!existsSync(file)) return undefined
  let data: unknown
  try {
    data = JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    throw new Error(`${file} is not valid JSON; move it away or pass another --data file`)
  }
  const state = data as Partial<MockState>
  if (!state || state.version !== 1 || !Array.isArray(state.accounts) || !Array.isArray(state.widgets) || !Array.isArray(state.sessions)) {
    throw new Error(`${file} does not hold a mock state (version 1 with accounts, widgets and sessions)`)
  }
  return state as MockState
}

export function writeAtomically(file: string, text: string) {
  const tmp = `${file}.${process.pid}.tmp`
  const fd = openSync(tmp, 'w', 0o600)
  try {
    writeSync(fd, text)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  renameSync(tmp, file)
}

/** Saves at most every `delayMs`, and on flush(). */
export function createSaver(file: string, snapshot: () => MockState, delayMs = 20) {
  let timer: NodeJS.Timeout | undefined
  const save = () => {
    timer = undefined
    writeAtomically(file, JSON.stringify(snapshot(), null, 1))
  }
  return {
    schedule() {
      timer ??= setTimeout(save, delayMs)
    },
    flush() {
      if (timer) {
        clearTimeout(timer)
        save()
      }
    },
  }
}
