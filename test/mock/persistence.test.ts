// @vitest-environment node
// --data FILE (docs/mock-service.md, "Options"): state kept across restarts, written
// atomically; a file that is not a mock state stops the start.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { writeAtomically } from '../../mock/persist'
import { startMockServer } from '../../mock/server'
import { TOKEN_A, TOKEN_B, call, createWidget, expectError, listSessions, newVisitor, sendOk, sleep, startServer, stopAllServers, stopServer } from './helpers'

let dir = ''
let dataFile = ''

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mock-data-'))
  dataFile = join(dir, 'state.json')
})
afterEach(async () => {
  await stopAllServers()
  rmSync(dir, { recursive: true, force: true })
})

interface SavedState {
  version: number
  accounts: Array<{ id: string; token: string }>
  widgets: Array<{ id: string; widget_key: string; account_id: string }>
  sessions: Array<{ id: string; message_count: number }>
}

const readState = (): SavedState => JSON.parse(readFileSync(dataFile, 'utf8')) as SavedState

async function waitFor(check: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await sleep(10)
  }
}

describe('state across restarts', () => {
  it('keeps accounts, widgets and sessions; the same token still works', async () => {
    const first = await startServer({ dataFile, tokens: [TOKEN_A] })
    const widget = await createWidget(first, { name: 'Persisted', allowed_domains: ['example.com'] })
    const visitor_id = newVisitor('persist')
    const m1 = await sendOk(first, { widget_key: widget.widget_key, visitor_id, page_url: 'https://example.com/a', visitor_name: 'Pat' })
    await sendOk(first, { widget_key: widget.widget_key, visitor_id, page_url: 'https://example.com/b' })
    const before = await listSessions(first, { limit: 100 })
    await stopServer(first)

    // Restarted without --token: the saved account and its token.
    const second = await startServer({ dataFile, tokens: [] })
    const after = await listSessions(second, { limit: 100 })
    expect(after).toEqual(before)
    const session = after.sessions.find((s) => s.id === m1.session_id)
    expect(session).toMatchObject({ widget_id: widget.id, widget_name: 'Persisted', visitor_name: 'Pat', message_count: 4, page_url: 'https://example.com/b' })
    // The widget is usable, still restricted to its domains, and the visitor's session continues.
    const m3 = await sendOk(second, { widget_key: widget.widget_key, visitor_id, page_url: 'https://example.com/c' })
    expect(m3.session_id).toBe(m1.session_id)
    expectError(
      await call(second, 'webhook-chat-message', { widget_key: widget.widget_key, visitor_id, message: 'hi', page_url: 'https://evil.example/' }),
      403,
      'domain_not_allowed',
    )
    expect((await listSessions(second, { widget_id: widget.id })).sessions[0]?.message_count).toBe(6)
    await stopServer(second)
  })

  it('restarting with the same --token does not add a second account', async () => {
    const first = await startServer({ dataFile, tokens: [TOKEN_A] })
    const w = await createWidget(first)
    await stopServer(first)
    const second = await startServer({ dataFile, tokens: [TOKEN_A] })
    expect(second.service.state.accounts.map((a) => a.token)).toEqual([TOKEN_A])
    expect(second.service.state.widgets.some((x) => x.id === w.id)).toBe(true)
    expect((await call(second, 'list-chat-sessions', {}, { token: TOKEN_A })).status).toBe(200)
  })

  it('restarting with a new --token adds its account next to the saved ones', async () => {
    const first = await startServer({ dataFile, tokens: [TOKEN_A] })
    await stopServer(first)
    const second = await startServer({ dataFile, tokens: [TOKEN_A, TOKEN_B] })
    expect(second.service.state.accounts.map((a) => a.token)).toEqual([TOKEN_A, TOKEN_B])
    // The demo key stays with the first account.
    const demo = second.service.state.widgets.filter((w) => w.widget_key === 'wgt_demo_acme_coffee')
    expect(demo).toHaveLength(1)
    expect(demo[0]?.account_id).toBe(second.service.state.accounts[0]?.id)
    expect((await call(second, 'list-chat-sessions', {}, { token: TOKEN_B })).status).toBe(200)
  })

  it('a generated token (no --token) survives the restart', async () => {
    const first = await startMockServer({ port: 0, host: '127.0.0.1', dataFile })
    const token = first.service.state.accounts[0]!.token
    expect(token).toMatch(/^tok_/)
    await first.close()
    const second = await startMockServer({ port: 0, host: '127.0.0.1', dataFile })
    try {
      expect(second.service.state.accounts.map((a) => a.token)).toEqual([token])
      expect((await call(second, 'list-chat-sessions', {}, { token })).status).toBe(200)
    } finally {
      await second.close()
    }
  })

  it('leaves a valid JSON mock state, and no temporary file, after close', async () => {
    const server = await startServer({ dataFile, tokens: [TOKEN_A] })
    const w = await createWidget(server)
    const reply = await sendOk(server, { widget_key: w.widget_key, visitor_id: newVisitor('close') })
    await stopServer(server)
    const state = readState()
    expect(state.version).toBe(1)
    expect(Array.isArray(state.accounts) && Array.isArray(state.widgets) && Array.isArray(state.sessions)).toBe(true)
    expect(state.widgets.some((x) => x.id === w.id)).toBe(true)
    expect(state.sessions.find((s) => s.id === reply.session_id)?.message_count).toBe(2)
    expect(readdirSync(dir)).toEqual([basename(dataFile)])
  })

  it('writes changes while running, not only on close (a killed server keeps them)', async () => {
    const server = await startServer({ dataFile, tokens: [TOKEN_A] })
    const w = await createWidget(server)
    await waitFor(() => existsSync(dataFile) && readFileSync(dataFile, 'utf8').includes(w.id))
    const reply = await sendOk(server, { widget_key: w.widget_key, visitor_id: newVisitor('live') })
    await waitFor(() => readFileSync(dataFile, 'utf8').includes(reply.session_id))
    expect(readState().sessions.some((s) => s.id === reply.session_id)).toBe(true)
  })
})

describe('a file that is not a mock state', () => {
  const bad: Array<[string, string]> = [
    ['truncated JSON', '{"version":1,"accounts":[{"id":"x","tok'],
    ['an empty file', ''],
    ['JSON of another program', '{"name":"my-app","version":"1.0.0"}'],
    ['a JSON array', '[1,2,3]'],
    ['a state of another version', '{"version":2,"accounts":[],"widgets":[],"sessions":[]}'],
    ['a state with sessions not a list', '{"version":1,"accounts":[],"widgets":[],"sessions":{}}'],
  ]

  it.each(bad)('%s: startMockServer rejects and leaves the file untouched', async (_label, content) => {
    writeFileSync(dataFile, content)
    const before = readFileSync(dataFile)
    await expect(startMockServer({ port: 0, host: '127.0.0.1', dataFile, tokens: [TOKEN_A] })).rejects.toThrow(basename(dataFile))
    await sleep(60)
    expect(readFileSync(dataFile).equals(before)).toBe(true)
    expect(readdirSync(dir)).toEqual([basename(dataFile)])
  })

  it('starts fresh when the file does not exist yet, and creates it', async () => {
    expect(existsSync(dataFile)).toBe(false)
    const server = await startServer({ dataFile, tokens: [TOKEN_A] })
    await waitFor(() => existsSync(dataFile))
    expect(readState().accounts.map((a) => a.token)).toEqual([TOKEN_A])
    await stopServer(server)
  })
})

describe('writeAtomically', () => {
  it('leaves the new content, and no temporary file, after many rapid writes', () => {
    for (let i = 0; i < 200; i++) writeAtomically(dataFile, JSON.stringify({ i, pad: 'x'.repeat(i * 50) }))
    expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toMatchObject({ i: 199 })
    expect(readdirSync(dir)).toEqual([basename(dataFile)])
  })

  it('a concurrent reader always finds a complete file', async () => {
    writeAtomically(dataFile, JSON.stringify({ i: -1 }))
    // Another process reads and parses the file as fast as it can while this one writes.
    const reader = spawn(
      process.execPath,
      [
        '-e',
        `const fs = require('node:fs')
         const file = process.argv[1], stop = process.argv[2]
         let reads = 0, failures = 0, last = ''
         process.stdout.write('ready\\n')
         const end = Date.now() + 10000
         while (!fs.existsSync(stop) && Date.now() < end) {
           let text = ''
           try { text = fs.readFileSync(file, 'utf8') } catch (e) { failures++; last = 'read: ' + e.code; continue }
           try { JSON.parse(text); reads++ } catch { failures++; last = 'parse: ' + text.length + ' chars' }
         }
         process.stdout.write(JSON.stringify({ reads, failures, last }) + '\\n')`,
        dataFile,
        join(dir, 'stop'),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let out = ''
    reader.stdout.on('data', (d: Buffer) => (out += d.toString()))
    const exited = new Promise<number | null>((resolve) => reader.on('exit', resolve))
    try {
      await waitFor(() => out.includes('ready'), 5000)
      const big = 'y'.repeat(400_000)
      const until = Date.now() + 1200
      let writes = 0
      while (Date.now() < until && writes < 400) {
        // Alternate sizes, so a torn write would show as a truncated document.
        writeAtomically(dataFile, JSON.stringify({ writes, pad: writes % 2 ? big : 'small' }))
        writes++
        if (writes % 10 === 0) await sleep(1)
      }
      writeFileSync(join(dir, 'stop'), '')
      expect(await exited).toBe(0)
      const result = JSON.parse(out.trim().split('\n').pop()!) as { reads: number; failures: number; last: string }
      expect(result.failures, result.last).toBe(0)
      expect(result.reads).toBeGreaterThan(0)
      expect(writes).toBeGreaterThan(10)
      expect(readdirSync(dir).sort()).toEqual([basename(dataFile), 'stop'].sort())
    } finally {
      if (reader.exitCode === null) reader.kill()
    }
  }, 20_000)
})
