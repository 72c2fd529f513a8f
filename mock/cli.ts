// `npm run mock -- --port 8787 [--token T ...]`: the mock service on its own,
// with the built widget files at / when dist/ exists.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { startMockServer } from './server'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    host: { type: 'string', default: '127.0.0.1' },
    token: { type: 'string', multiple: true },
  },
})

const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`mock: --port must be an integer from 0 to 65535, got ${values.port}`)
  process.exit(2)
}
const dist = resolve(import.meta.dirname, '../dist')
const server = await startMockServer({
  port,
  host: values.host,
  ...(values.token ? { tokens: values.token } : {}),
  ...(existsSync(dist) ? { staticDir: dist } : {}),
})
for (const account of server.state.accounts) {
  const widget = server.state.widgets.find((w) => w.account_id === account.id)
  console.log(`mock: account token ${account.token}  widget_key ${widget?.widget_key}`)
}
console.log(`mock: base URL ${server.baseUrl}`)
console.log(`mock: ready on ${server.origin}`)

const stop = () => void server.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
