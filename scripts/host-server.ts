// A stand-in for a customer's website: serves pages on its own origin
// (127.0.0.1 only). Used by the demo and by the end-to-end tests.
import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'

export interface HostPage {
  html: string
  /** Extra response headers, e.g. a Content-Security-Policy. */
  headers?: Record<string, string>
}

export interface HostServer {
  origin: string
  /** Serves `page` at `path` (a path like /shop/page.html; a query is ignored when matching). */
  set(path: string, page: HostPage): string
  close(): Promise<void>
}

export async function startHostServer(options: { port?: number; staticDir?: string; render?: (html: string) => string } = {}): Promise<HostServer> {
  const pages = new Map<string, HostPage>()
  // Never rejects: a file it cannot read is a 404.
  async function respond(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://host').pathname
    let page = pages.get(path)
    if (!page && options.staticDir) {
      const root = normalize(options.staticDir + sep)
      const file = normalize(join(root, path.endsWith('/') ? path + 'index.html' : path))
      if (file.startsWith(root)) {
        try {
          const text = await readFile(file, 'utf8')
          page = { html: extname(file) === '.html' && options.render ? options.render(text) : text }
          if (extname(file) !== '.html') {
            // Module scripts need a JavaScript type (a bundled site in e2e/package.spec.ts).
            const types: Record<string, string> = { '.css': 'text/css', '.js': 'text/javascript' }
            res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'text/plain' })
            res.end(text)
            return
          }
        } catch {
          // fall through to 404
        }
      }
    }
    if (!page && path === '/favicon.ico') {
      // Browsers ask for it on their own; a 404 would be a console error
      // that tests counting the page's errors cannot tell from ours.
      res.writeHead(204)
      res.end()
      return
    }
    if (!page) {
      res.writeHead(404, { 'Content-Type': 'text/plain' })
      res.end('not found')
      return
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...page.headers })
    res.end(page.html)
  }
  const server = createServer((req, res) => void respond(req, res))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    set(path, page) {
      pages.set(new URL(path, origin).pathname, page)
      return new URL(path, origin).href
    },
    close() {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
