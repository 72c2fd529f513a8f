// A WebKitGTK browser for the journeys: WebKitWebDriver on a free 127.0.0.1
// port driving MiniBrowser (Safari's engine; it has no headless mode, so the
// run needs a display: `xvfb-run -a`). One driver serves one session.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { Builder, type WebDriver } from 'selenium-webdriver'
import { resolve } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { MINIBROWSER_PATH as MINIBROWSER, WEBKIT_DRIVER } from '../../scripts/engines'
import { startMockServer, type MockServer } from '../../mock/server'
import { startHostServer, type HostServer } from '../../scripts/host-server'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

async function waitForDriver(url: string, child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`${WEBKIT_DRIVER} exited with code ${child.exitCode}`)
    try {
      const res = await fetch(`${url}/status`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${WEBKIT_DRIVER} did not answer on ${url} within ${timeoutMs} ms`)
}

export interface WebKitSession {
  driver: WebDriver
  version: string
  close(): Promise<void>
}

export async function startWebKit(): Promise<WebKitSession> {
  if (!existsSync(MINIBROWSER))
    throw new Error(`WebKitGTK's MiniBrowser is missing at ${MINIBROWSER}: apt-get install -y --no-install-recommends webkit2gtk-driver xvfb xauth`)
  if (!process.env['DISPLAY']) throw new Error('WebKitGTK needs a display: run under `xvfb-run -a` (npm run test:webkit does)')
  const port = await freePort()
  const child = spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=local'], { stdio: ['ignore', 'ignore', 'inherit'] })
  const kill = () => child.exitCode === null && child.kill('SIGKILL')
  process.once('exit', kill)
  const url = `http://127.0.0.1:${port}`
  try {
    await waitForDriver(url, child)
    const driver = await new Builder()
      .usingServer(url)
      .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } })
      .build()
    const version = String((await driver.getCapabilities()).get('browserVersion'))
    return {
      driver,
      version,
      async close() {
        try {
          await driver.quit()
        } finally {
          kill()
        }
      },
    }
  } catch (error) {
    kill()
    throw error
  }
}

/**
 * The mock serving the built `dist/`, the host pages' server and a WebKit
 * session, started before a file's tests and closed after them (vitest's
 * beforeAll and afterAll); read them through the getters once started.
 */
export function webkitServers() {
  let servers: { mock: MockServer; host: HostServer; webkit: WebKitSession } | undefined
  beforeAll(async () => {
    const mock = await startMockServer({ staticDir: resolve(import.meta.dirname, '../../dist'), tokens: ['token-a'] })
    const host = await startHostServer()
    servers = { mock, host, webkit: await startWebKit() }
  }, 60_000)
  afterAll(async () => {
    await servers?.webkit.close()
    await servers?.host.close()
    await servers?.mock.close()
  })
  return {
    get mock() {
      return servers!.mock
    },
    get host() {
      return servers!.host
    },
    get webkit() {
      return servers!.webkit
    },
  }
}
