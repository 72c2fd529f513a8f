// `npm run mock -- --port 8787 [--token T ...] [--data FILE]`: the mock
// service on its own, with the built widget files at / when dist/ exists.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { startMockServer } from './server'
import { DEFAULT_SESSION_IDLE_MS, DEFAULT_VISITOR_PER_MINUTE, DEFAULT_WIDGET_PER_MINUTE } from './service'

const HELP = `Usage: npm run mock -- [options]
  --port N                 port on 127.0.0.1 (default 8787; 0 picks a free one)
  --host H                 address to listen on (default 127.0.0.1)
  --token T                an API token; each --token is its own account with a demo widget
                           (default: one account with a generated token, printed)
  --data FILE              keep state in FILE across restarts (written atomically)
  --static DIR             serve DIR at / (default: dist/ when it exists)
  --visitor-rate N         webhook messages per visitor per minute (default ${DEFAULT_VISITOR_PER_MINUTE})
  --widget-rate N          webhook messages per widget per minute (default ${DEFAULT_WIDGET_PER_MINUTE})
  --session-idle-minutes N an active session with no message for N minutes is closed (default ${DEFAULT_SESSION_IDLE_MS / 60_000})`

function fail(message: string): never {
  console.error(`mock: ${message}\n${HELP}`)
  process.exit(2)
}

let values
try {
  ;({ values } = parseArgs({
    options: {
      port: { type: 'string', default: '8787' },
      host: { type: 'string', default: '127.0.0.1' },
      token: { type: 'string', multiple: true },
      data: { type: 'string' },
      static: { type: 'string' },
      'visitor-rate': { type: 'string' },
      'widget-rate': { type: 'string' },
      'session-idle-minutes': { type: 'string' },
      help: { type: 'boolean' },
    },
  }))
} catch (error) {
  fail((error as Error).message)
}
if (values.help) {
  console.log(HELP)
  process.exit(0)
}

function count(name: string, value: string | undefined, min: number): number | undefined {
  if (value === undefined) return undefined
  const n = Number(value)
  if (!/^\d+$/.test(value) || n < min) fail(`--${name} must be an integer of at least ${min}, got "${value}"`)
  return n
}

const port = count('port', values.port, 0)!
if (port > 65535) fail(`--port must be at most 65535, got ${port}`)
const bad = values.token?.find((t) => !/^[\x21-\x7e]{8,200}$/.test(t))
if (bad !== undefined) fail('each --token must be 8 to 200 printable characters without spaces')
const dist = resolve(import.meta.dirname, '../dist')
const staticDir = values.static ?? (existsSync(dist) ? dist : undefined)
const visitorRate = count('visitor-rate', values['visitor-rate'], 1)
const widgetRate = count('widget-rate', values['widget-rate'], 1)
const idleMinutes = count('session-idle-minutes', values['session-idle-minutes'], 1)

let server
try {
  server = await startMockServer({
    port,
    host: values.host,
    ...(values.token ? { tokens: values.token } : {}),
    ...(staticDir ? { staticDir } : {}),
    ...(values.data ? { dataFile: resolve(values.data) } : {}),
    ...(visitorRate ? { visitorMessagesPerMinute: visitorRate } : {}),
    ...(widgetRate ? { widgetMessagesPerMinute: widgetRate } : {}),
    ...(idleMinutes ? { sessionIdleMs: idleMinutes * 60_000 } : {}),
  })
} catch (error) {
  console.error(`mock: cannot start: ${(error as Error).message}`)
  process.exit(1)
}
const { state } = server.service
for (const account of state.accounts) {
  const widgets = state.widgets.filter((w) => w.account_id === account.id).map((w) => w.widget_key)
  console.log(`mock: account token ${account.token}  widget keys ${widgets.join(', ')}`)
}
if (staticDir) console.log(`mock: widget files ${server.origin}/loader.js`)
console.log(`mock: base URL ${server.baseUrl}`)
console.log(`mock: ready on ${server.origin}`)

const stop = () => void server.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
