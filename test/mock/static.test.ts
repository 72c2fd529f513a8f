// @vitest-environment node
// --static DIR (docs/mock-service.md, "Options"): DIR served at /, `.js` and `.json`
// gzip-encoded, loader.js with no-cache, hashed files immutable.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MockServer } from '../../mock/server'
import { request, startServer, stopAllServers } from './helpers'

let dir = ''
let server: MockServer
let bare: MockServer
const LOADER = `(function(){var s=document.currentScript;console.log(s&&s.src)})();\n`.repeat(20)
const BUNDLE = `console.log("widget bundle");\n`.repeat(50)
const CATALOGUE = JSON.stringify({ openChat: 'Chat öffnen', send: 'Senden' })

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mock-static-'))
  writeFileSync(join(dir, 'loader.js'), LOADER)
  writeFileSync(join(dir, 'widget-Ab12Cd34.js'), BUNDLE)
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>x</title>')
  mkdirSync(join(dir, 'sub'))
  mkdirSync(join(dir, 'i18n'))
  writeFileSync(join(dir, 'i18n', 'de-Ab12Cd34.json'), CATALOGUE)
  writeFileSync(join(dir, 'sub', 'settings.json'), '{"a":1}')
  writeFileSync(join(dir, 'sub', 'x.css'), 'a{}')
  writeFileSync(join(tmpdir(), 'mock-static-outside.txt'), 'secret')
  server = await startServer({ staticDir: dir })
  bare = await startServer()
})
afterAll(async () => {
  await stopAllServers()
  rmSync(dir, { recursive: true, force: true })
  rmSync(join(tmpdir(), 'mock-static-outside.txt'), { force: true })
})

/** GET with node:http, so the raw (still gzipped) bytes are seen. */
function rawGet(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const { hostname, port } = new URL(server.origin)
  return new Promise((resolve, reject) => {
    get({ host: hostname, port, path, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    }).on('error', reject)
  })
}

describe('static files', () => {
  it('serves loader.js gzip-encoded with no-cache, as JavaScript', async () => {
    const res = await rawGet('/loader.js', { 'Accept-Encoding': 'gzip, br' })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers['content-type']).toMatch(/^text\/javascript/)
    expect(gunzipSync(res.body).toString('utf8')).toBe(LOADER)
  })

  it('serves loader.js plain to a client that does not accept gzip', async () => {
    const res = await rawGet('/loader.js')
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.body.toString('utf8')).toBe(LOADER)
  })

  it('serves hashed bundles immutable', async () => {
    const res = await rawGet('/widget-Ab12Cd34.js', { 'Accept-Encoding': 'gzip' })
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toMatch(/\bimmutable\b/)
    expect(res.headers['cache-control']).toMatch(/max-age=\d{6,}/)
    expect(gunzipSync(res.body).toString('utf8')).toBe(BUNDLE)
  })

  it('serves hashed language files gzip-encoded, immutable, as UTF-8 JSON any page may fetch', async () => {
    const res = await rawGet('/i18n/de-Ab12Cd34.json', { 'Accept-Encoding': 'gzip' })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(res.headers['cache-control']).toMatch(/\bimmutable\b/)
    expect(res.headers['access-control-allow-origin']).toBe('*')
    expect(gunzipSync(res.body).toString('utf8')).toBe(CATALOGUE)
    const plain = await rawGet('/sub/settings.json')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers['cache-control']).toBe('no-cache')
  })

  it('gzips only .js and .json files', async () => {
    const res = await rawGet('/index.html', { 'Accept-Encoding': 'gzip' })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect((await rawGet('/sub/x.css')).headers['content-type']).toMatch(/^text\/css/)
  })

  it('lets any page load the files (the loader is embedded cross-origin)', async () => {
    const res = await request(server, '/loader.js')
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.text).toBe(LOADER)
  })

  it('answers 404 for missing files and for paths out of the folder', async () => {
    for (const path of ['/missing.js', '/sub', '/..%2fmock-static-outside.txt', '/%2e%2e/mock-static-outside.txt', '/sub/..%2f..%2fmock-static-outside.txt']) {
      const res = await rawGet(path)
      expect(res.status, path).toBe(404)
      expect(res.body.toString('utf8')).not.toContain('secret')
    }
  })

  it('serves nothing at / without a static folder', async () => {
    expect((await request(bare, '/loader.js')).status).toBe(404)
  })
})
