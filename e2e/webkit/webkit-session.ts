// A WebKitGTK browser for the journeys: WebKitWebDriver on a free 127.0.0.1
// port driving MiniBrowser (Safari's engine; it has no headless mode, so the
// run needs a display: `xvfb-run -a`). One driver serves one session.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { Builder, type WebDriver } from 'selenium-webdriver'
import { MINIBROWSER_PATH as MINIBROWSER, WEBKIT_DRIVER } from '../../scripts/engines'

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
