// HTTP front of the mock service, on Node's standard library only (tests start
// it in-process; a framework would add nothing the three operations need).
// Operations live under /v1 with CORS like a real cross-origin API; test
// knobs under /__mock; and, when given a folder, the widget's built files at /
// (gzip, like a CDN).
import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'
import { randomUUID } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { LIMITS } from '../src/shared/service/wire'
import { ApiError } from './api-error'
import { parseFaultRule, type FaultRule } from './faults'
import { createSaver, loadState } from './persist'
import { MockService, type ServiceOptions } from './service'

export interface MockServerOptions extends Omit<ServiceOptions, 'state'> {
  port?: number
  host?: string
  /** Folder served at / (the built dist/). */
  staticDir?: string
  /** Keep state in this JSON file across restarts. */
  dataFile?: string
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
  service: MockService
  /** Requests to /v1 operations, in arrival order, for tests. */
  requests: RecordedRequest[]
  /** Paths of the static files served (the bundle), in arrival order: what reached the network, not a browser's cache. */
  served: string[]
  /** Adds fault rules (see mock/faults.ts). */
  inject(...rules: FaultRule[]): void
  /** Clears faults, recorded requests and served files. */
  reset(): void
  close(): Promise<void>
}

export const MAX_BODY_BYTES = 64 * 1024
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
}

export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const saved = options.dataFile ? loadState(options.dataFile) : undefined
  const service = new MockService({ ...options, ...(saved ? { state: saved } : {}) })
  const saver = options.dataFile ? createSaver(options.dataFile, () => service.state) : undefined
  if (saver) {
    service.onChange = () => saver.schedule()
    saver.schedule()
  }
  const requests: RecordedRequest[] = []
  const served: string[] = []
  const gzipCache = new Map<string, Buffer>()
  let publicOrigin = ''

  function sendJson(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
    res.end(JSON.stringify(body))
  }

  async function readBody(req: IncomingMessage): Promise<string> {
    const declared = Number(req.headers['content-length'] ?? 0)
    if (declared > MAX_BODY_BYTES) throw new ApiError(413, 'body_too_large', `request bodies are limited to ${MAX_BODY_BYTES} bytes`)
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of req) {
      size += (chunk as Buffer).length
      if (size > MAX_BODY_BYTES) throw new ApiError(413, 'body_too_large', `request bodies are limited to ${MAX_BODY_BYTES} bytes`)
      chunks.push(chunk as Buffer)
    }
    return Buffer.concat(chunks).toString('utf8')
  }

  async function readJsonObject(req: IncomingMessage): Promise<{ raw: string; body: Record<string, unknown> }> {
    if (!/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '')) {
      throw new ApiError(415, 'unsupported_media_type', 'send Content-Type: application/json')
    }
    const raw = await readBody(req)
    let body: unknown
    try {
      body = JSON.parse(raw)
    } catch {
      throw new ApiError(400, 'invalid_json', 'the request body is not valid JSON')
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, 'invalid_json', 'the request body must be a JSON object')
    return { raw, body: body as Record<string, unknown> }
  }

  async function api(req: IncomingMessage, res: ServerResponse, operation: string) {
    // A public widget API: any page may call it; credentials are never allowed.
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*')
    res.setHeader('Vary', 'Origin')
    if (!MockService.isOperation(operation)) throw new ApiError(404, 'unknown_operation', `there is no operation called ${operation.slice(0, 60)}`)
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
    // Authentication comes before the body is read: a caller without a valid
    // token learns nothing about what the body should hold.
    if (operation !== 'webhook-chat-message') service.authenticate(req.headers.authorization)
    const record: RecordedRequest = { method: req.method, path: req.url ?? '', headers: req.headers, body: '' }
    requests.push(record)
    const { raw, body } = await readJsonObject(req)
    record.body = raw

    const { latencyMs, terminal } = service.faults.take(operation, body)
    if (latencyMs) await new Promise((r) => setTimeout(r, latencyMs))
    switch (terminal?.fault) {
      case 'drop':
        req.socket.destroy()
        return
      case 'status':
        throw new ApiError(terminal.status!, 'injected_failure', 'failure injected by a test knob', undefined, terminal.retry_after)
      case 'malformed':
        res.writeHead(200, { 'Content-Type': 'application/json' })
        res.end('{"session_id": "')
        return
      case 'empty':
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '0' })
        res.end()
        return
      case 'reply':
        sendJson(res, 200, { session_id: randomUUID(), aiResponse: terminal.text, aiMessageId: randomUUID() })
        return
      case 'huge':
        // Twice the longest reply the widget accepts.
        sendJson(res, 200, { session_id: randomUUID(), aiResponse: 'x'.repeat(2 * LIMITS.reply), aiMessageId: randomUUID() })
        return
    }
    const result = service.call(operation, { authorization: req.headers.authorization, origin: req.headers.origin, body, publicOrigin })
    sendJson(res, 200, result)
  }

  async function control(req: IncomingMessage, res: ServerResponse, path: string) {
    if (path !== '/__mock/faults') throw new ApiError(404, 'not_found', 'the mock controls are /__mock/faults')
    if (req.method === 'GET') return sendJson(res, 200, { rules: service.faults.rules })
    if (req.method === 'DELETE') {
      service.faults.clear()
      return sendJson(res, 200, { rules: [] })
    }
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'GET, POST, DELETE')
      throw new ApiError(405, 'method_not_allowed', 'use GET, POST or DELETE')
    }
    const { body } = await readJsonObject(req)
    const rules = body['rules']
    if (!Array.isArray(rules)) throw new ApiError(400, 'missing_field', 'rules must be an array of fault rules', 'rules')
    service.faults.add(...rules.map(parseFaultRule))
    sendJson(res, 200, { rules: service.faults.rules })
  }

  async function files(req: IncomingMessage, res: ServerResponse, pathname: string) {
    if (!options.staticDir || (req.method !== 'GET' && req.method !== 'HEAD')) throw new ApiError(404, 'not_found', 'not found')
    const root = normalize(options.staticDir + sep)
    let decoded: string
    try {
      decoded = decodeURIComponent(pathname)
    } catch {
      throw new ApiError(404, 'not_found', 'not found')
    }
    const file = normalize(join(root, decoded))
    if (!file.startsWith(root)) throw new ApiError(404, 'not_found', 'not found')
    let content: Buffer
    try {
      content = await readFile(file)
    } catch {
      throw new ApiError(404, 'not_found', 'not found')
    }
    // Hashed files (the widget bundle, the language files) never change.
    const hashed = /-[\w-]{8,}\.(?:js|json)$/.test(file)
    const headers: Record<string, string> = {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      // The loader keeps a stable URL, so caches must revalidate it; hashed files never change.
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      'Access-Control-Allow-Origin': '*',
      Vary: 'Accept-Encoding',
    }
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && /^\.js(?:on)?$/.test(extname(file))) {
      let zipped = gzipCache.get(file)
      if (!zipped) gzipCache.set(file, (zipped = gzipSync(content, { level: 9 })))
      content = zipped
      headers['Content-Encoding'] = 'gzip'
    }
    // A known length, not chunked framing, so byte counts on the wire are the file's.
    headers['Content-Length'] = String(content.length)
    served.push(pathname)
    res.writeHead(200, headers)
    res.end(req.method === 'HEAD' ? undefined : content)
  }

  const server = createServer((req, res) => {
    let handled: Promise<unknown>
    try {
      const pathname = new URL(req.url ?? '/', 'http://mock').pathname
      const match = /^\/v1\/([^/]*)$/.exec(pathname)
      handled = match ? api(req, res, match[1]!) : pathname.startsWith('/__mock/') ? control(req, res, pathname) : files(req, res, pathname)
    } catch (error) {
      handled = Promise.reject(error instanceof Error ? error : new Error(String(error)))
    }
    handled.catch((error: unknown) => {
      if (res.headersSent || res.destroyed) return
      const apiError = error instanceof ApiError ? error : new ApiError(500, 'internal_error', 'the mock service failed')
      // Unexpected errors are logged here, never sent: no stack traces on the wire.
      if (apiError !== error) console.error('[mock] unexpected error:', error)
      if (apiError.status === 401) res.setHeader('WWW-Authenticate', 'Bearer')
      if (apiError.retryAfter !== undefined) res.setHeader('Retry-After', String(apiError.retryAfter))
      // The rest of an oversized body is not read; close rather than drain it.
      if (apiError.status === 413) res.setHeader('Connection', 'close')
      sendJson(res, apiError.status, apiError.toJSON())
    })
  })
  // Malformed HTTP gets a plain 400 from Node; nothing reaches the handlers.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n')
    else socket.destroy()
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const host = options.host ?? '127.0.0.1'
  publicOrigin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  return {
    origin: publicOrigin,
    baseUrl: publicOrigin + '/v1',
    service,
    requests,
    served,
    inject(...rules) {
      service.faults.add(...rules)
    },
    reset() {
      service.faults.clear()
      requests.length = 0
      served.length = 0
    },
    close() {
      saver?.flush()
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
