// The site's origin in front of a framework app, as a site serves the widget
// from its own origin: /widget/* are the widget's files (dist/, served by the
// mock), /v1/* the service (the mock; the default API base is the widget's
// origin + /v1), everything else the app's own server. The apps then name
// no port: the same build serves every run.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Front {
  origin: string
  close(): Promise<void>
}

function forward(req: IncomingMessage, res: ServerResponse, target: string, path: string) {
  const url = new URL(path, target)
  const upstream = request(url, { method: req.method, headers: { ...req.headers, host: url.host } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers)
    answer.pipe(res)
  })
  upstream.on('error', (error) => {
    res.writeHead(502, { 'Content-Type': 'text/plain' })
    res.end(`front: ${target} did not answer: ${error.message}`)
  })
  req.pipe(upstream)
}

/** Starts the front on a free port of 127.0.0.1: `mock` for the widget and the service, `app` for the rest. */
export async function startFront(mock: string, app: string): Promise<Front> {
  const server = createServer((req, res) => {
    const path = req.url ?? '/'
    // Browsers ask for it on their own; a 404 would be a console error the specs cannot tell from a hydration error.
    if (path === '/favicon.ico') res.writeHead(204).end()
    else if (path.startsWith('/widget/')) forward(req, res, mock, path.slice('/widget'.length))
    else if (path.startsWith('/v1/')) forward(req, res, mock, path)
    else forward(req, res, app, path)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close() {
      server.closeAllConnections()
      return new Promise((done) => server.close(() => done()))
    },
  }
}

/** A port free now on 127.0.0.1, for a server that takes its port as an argument (next start). */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done))
  const { port } = probe.address() as AddressInfo
  await new Promise((done) => probe.close(done))
  return port
}
