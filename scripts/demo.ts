// `npm start`: the mock service (widget files at /, API at /v1) on one port,
// a demo customer site embedding the widget on another, both on 127.0.0.1,
// so every widget request is cross-origin as in production.
import { resolve } from 'node:path'
import { startMockServer, type MockServer } from '../mock/server'
import { DEMO_WIDGET_KEY } from '../mock/service'
import { demoPageRenderer } from './demo-pages'
import { startHostServer, type HostServer } from './host-server'

const root = resolve(import.meta.dirname, '..')

async function onPort<T>(start: (port: number) => Promise<T>, preferred: number): Promise<T> {
  try {
    return await start(preferred)
  } catch {
    return start(0) // taken: any free port
  }
}

const mock: MockServer = await onPort((port) => startMockServer({ port, staticDir: resolve(root, 'dist') }), Number(process.env['MOCK_PORT'] ?? 8787))
const site: HostServer = await onPort(
  (port) => startHostServer({ port, staticDir: resolve(root, 'public'), render: demoPageRenderer(mock.origin, DEMO_WIDGET_KEY) }),
  Number(process.env['PORT'] ?? 8080),
)

console.log(`Mock service and widget files: ${mock.baseUrl} (API token: ${mock.service.state.accounts[0]!.token})`)
console.log(`Demo site: open ${site.origin}/ in a browser; the playground: ${site.origin}/playground.html (Ctrl+C to stop)`)

const stop = () => void Promise.all([mock.close(), site.close()]).then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
