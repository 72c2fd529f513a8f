// HTTP front of the mock service, on Node's standard library only (a mock
// that tests start in-process should not bring a framework). Serves the
// operations under /v1 with CORS like a real cross-origin API, and, when
// given a folder, the widget's built files at / (gzip, like a CDN).
import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { ApiError } from './api-error'
import { createState, webhookChatMessage, type MockState } from './service'

export interface MockServerOptions {
  port?: number
  host?: string
  /** API tokens, one account each; the first account owns the demo widget. */
  tokens?: string[]
  /** Folder served at / (the built dist/). */
  staticDir?: string
}

/** Faults for tests, off by default; each `*Next` counts down per webhook request. */
export interface Knobs {
  latencyMs: number
  failNext: number
  failStatus: number
  dropNext: number
  malformedNext: number
}

export interface RecordedRequest {
  method: string
  path: string
  headers: IncomingMessage['headers']
  body: string
}

export interface MockServer {
  origin: string
  baseUrl: string
  state: MockState
  knobs: Knobs
  requests: RecordedRequest[]
  resetKnobs(): void
  close(): Promise<void>
}

export const MAX_BODY_BYTES = 64 * 1024
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
}

const noKnobs = (): Knobs => ({ latencyMs: 0, failNext: 0, failStatus: 503, dropNext: 0, malformedNext: 0 })

export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const state = createState(options.tokens?.length ? options.tokens : ['demo-token'])
  const knobs = noKnobs()
  const requests: RecordedRequest[] = []
  const gzipCache = new Map<string, Buffer>()

  function cors(req: IncomingMessage, res: ServerResponse) {
    // A public widget API: any page may call it; credentials are never allowed.
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*')
    res.setHeader('Vary', 'Origin')
  }

  function sendJson(res: ServerResponse, status: number, body: unknown) {
    const text = JSON.stringify(body)
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
    res.end(text)
  }

  async function readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of req) {
      size += (chunk as Buffer).length
      if (size > MAX_BODY_BYTES) throw new ApiError(413, 'body_too_large', `request bodies are limited to ${MAX_BODY_BYTES} bytes`)
      chunks.push(chunk as Buffer)
    }
    return Buffer.concat(chunks).toString('utf8')
  }

  async function api(req: IncomingMessage, res: ServerResponse, operation: string) {
    cors(req, res)
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Content-Type, Authorization',
        'Access-Control-Max-Age': '600',
      })
      res.end()
      return
    }
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST, OPTIONS')
      throw new ApiError(405, 'method_not_allowed', 'operations are called with POST')
    }
    const raw = await readBody(req)
    requests.push({ method: req.method, path: req.url ?? '', headers: req.headers, body: raw })
    if (!/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '')) {
      throw new ApiError(415, 'unsupported_media_type', 'send Content-Type: application/json')
    }
    let body: unknown
    try {
      body = JSON.parse(raw)
    } catch {
      throw new ApiError(400, 'invalid_json', 'the request body is not valid JSON')
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, 'invalid_json', 'the request body must be a JSON object')

    switch (operation) {
      case 'webhook-chat-message': {
        if (knobs.latencyMs > 0) await new Promise((r) => setTimeout(r, knobs.latencyMs))
        if (knobs.dropNext > 0) {
          knobs.dropNext--
          req.socket.destroy()
          return
        }
        if (knobs.failNext > 0) {
          knobs.failNext--
          throw new ApiError(knobs.failStatus, 'injected_failure', 'failure injected by a test knob')
        }
        if (knobs.malformedNext > 0) {
          knobs.malformedNext--
          res.writeHead(200, { 'Content-Type': 'application/json' })
          res.end('{"aiResponse": ')
          return
        }
        const origin = req.headers.origin
        sendJson(res, 200, webhookChatMessage(state, { origin, body: body as Record<string, unknown> }))
        return
      }
      default:
        throw new ApiError(404, 'unknown_operation', `there is no operation called ${operation.slice(0, 60)}`)
    }
  }

  async function files(req: IncomingMessage, res: ServerResponse, pathname: string) {
    if (!options.staticDir || (req.method !== 'GET' && req.method !== 'HEAD')) throw new ApiError(404, 'not_found', 'not found')
    const root = normalize(options.staticDir + sep)
    const file = normalize(join(root, decodeURIComponent(pathname)))
    if (!file.startsWith(root)) throw new ApiError(404, 'not_found', 'not found')
    let content: Buffer
    try {
      content = await readFile(file)
    } catch {
      throw new ApiError(404, 'not_found', 'not found')
    }
    const hashed = /-[\w-]{8,}\.js$/.test(file)
    const headers: Record<string, string> = {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      // The loader keeps a stable URL, so caches must revalidate it; hashed files never change.
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      'Access-Control-Allow-Origin': '*',
      Vary: 'Accept-Encoding',
    }
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && extname(file) === '.js') {
      let zipped = gzipCache.get(file)
      if (!zipped) gzipCache.set(file, (zipped = gzipSync(content, { level: 9 })))
      content = zipped
      headers['Content-Encoding'] = 'gzip'
    }
    res.writeHead(200, headers)
    res.end(req.method === 'HEAD' ? undefined : content)
  }

  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://mock').pathname
    const match = /^\/v1\/([^/]+)$/.exec(pathname)
    const handle = match ? api(req, res, match[1]!) : files(req, res, pathname)
    handle.catch((error: unknown) => {
      if (res.headersSent || res.destroyed) return
      const apiError = error instanceof ApiError ? error : new ApiError(500, 'internal_error', 'the mock service failed')
      if (apiError !== error) console.error('[mock] unexpected error:', error)
      if (apiError.status === 413) res.setHeader('Connection', 'close')
      sendJson(res, apiError.status, apiError.toJSON())
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const origin = `http://${options.host ?? '127.0.0.1'}:${port}`
  return {
    origin,
    baseUrl: origin + '/v1',
    state,
    knobs,
    requests,
    resetKnobs() {
      Object.assign(knobs, noKnobs())
    },
    close() {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
