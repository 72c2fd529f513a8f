// What the widget says in the page's console: every line starts with its
// prefix, so a site owner can tell the widget's words from the page's.

/** Every line the widget writes to the console starts with it. */
export const PREFIX = '[agent-chat] '

/** A mistake or a failure, named. */
export const reportError = (message: string) => console.error(PREFIX + message)

/** Something the widget worked around (a bad value, a second embed). */
export const reportWarning = (message: string) => console.warn(PREFIX + message)

/** A reportWarning that says each message once: what is read or tried again (a restart, each click, each event) warns once. */
export function warnOnce(): (message: string) => void {
  const said = new Set<string>()
  return (message) => {
    if (!said.has(message)) reportWarning(message)
    said.add(message)
  }
}

/** What a thrown value says, whatever was thrown. */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))
