// @vitest-environment node
// The CLI (docs/mock-service.md): `node bin/agent-chat-mock.js` (the mock is not in the npm package)
// and `npm run mock` (tsx mock/cli.ts), run as real processes on 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, afterEach, describe, expect, it, type TestContext } from 'vitest'
import { DEMO_KEY } from './helpers'

const ROOT = resolve(import.meta.dirname, '../..')
const BIN = join(ROOT, 'bin/agent-chat-mock.js')
const READY = /ready on (http:\/\/127\.0\.0\.1:\d+)/
const READY_TIMEOUT_MS = 15_000

interface Cli {
  child: ChildProcess
  out: () => string
  err: () => string
  /** The origin printed on the ready line. */
  ready: Promise<string>
  /** The same, with no time limit and no failure: it stays pending for a CLI that exits without serving. */
  served: Promise<string>
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** As exit, once the process's output is all read too (an exited process's pipes may still hold some). */
  closed: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  kill: (signal?: NodeJS.Signals) => void
}

const running = new Set<Cli>()

/** Starts a process that is stopped when the test `t` ends. */
function run(t: TestContext, command: string, args: string[], options: { group?: boolean } = {}): Cli {
  // A process group for npx, so the signal reaches tsx and the node it starts.
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: options.group === true, env: { ...process.env, NO_COLOR: '1' } })
  let out = ''
  let err = ''
  child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d))
  child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d))
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((res) => child.on('exit', (code, signal) => res({ code, signal })))
  const closed = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((res) => child.on('close', (code, signal) => res({ code, signal })))
  const served = new Promise<string>((res) =>
    child.stdout.on('data', () => {
      const m = READY.exec(out)
      if (m) res(m[1]!)
    }),
  )
  const ready = new Promise<string>((res, rej) => {
    const timer = setTimeout(() => rej(new Error(`no ready line within ${READY_TIMEOUT_MS} ms\nstdout: ${out}\nstderr: ${err}`)), READY_TIMEOUT_MS)
    void served.then((origin) => {
      clearTimeout(timer)
      res(origin)
    })
    void exit.then(({ code }) => {
      clearTimeout(timer)
      rej(new Error(`exited with ${code} before the ready line\nstdout: ${out}\nstderr: ${err}`))
    })
  })
  ready.catch(() => {})
  const cli: Cli = {
    child,
    out: () => out,
    err: () => err,
    ready,
    served,
    exit,
    closed,
    kill(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return
      try {
        if (options.group) process.kill(-child.pid, signal)
        else child.kill(signal)
      } catch {
        // already gone
      }
    },
  }
  running.add(cli)
  void exit.then(() => running.delete(cli))
  t.onTestFinished(async () => {
    await stop(cli)
  })
  return cli
}

const bin = (t: TestContext, ...args: string[]) => run(t, process.execPath, [BIN, ...args])

async function stop(cli: Cli) {
  cli.kill('SIGTERM')
  const timer = setTimeout(() => cli.kill('SIGKILL'), 5000)
  const result = await cli.exit
  clearTimeout(timer)
  return result
}

afterAll(async () => {
  await Promise.all([...running].map(stop))
})

const post = async (origin: string, operation: string, body: unknown, token?: string) => {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (token !== undefined) headers['Authorization'] = `Bearer ${token}`
  const res = await fetch(`${origin}/v1/${operation}`, { method: 'POST', headers, body: JSON.stringify(body) })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}
const webhook = (origin: string, visitor_id = 'v_cli_visitor_1') =>
  post(origin, 'webhook-chat-message', { widget_key: DEMO_KEY, message: 'hello', visitor_id, page_url: 'https://site.example/' })

describe.concurrent('CLI', { timeout: 20_000 }, () => {
  it('bin: starts on a free port, prints the account, base URL and ready line, serves, stops on SIGTERM', async (t) => {
    const cli = bin(t, '--port', '0', '--token', 't0k3n-aaaa')
    const origin = await cli.ready
    const out = cli.out()
    const account = out.indexOf('mock: account token t0k3n-aaaa')
    const base = out.indexOf(`mock: base URL ${origin}/v1`)
    const ready = out.indexOf(`mock: ready on ${origin}`)
    expect(account, out).toBeGreaterThanOrEqual(0)
    expect(out).toMatch(new RegExp(`mock: account token t0k3n-aaaa\\s+widget keys ${DEMO_KEY}\\b`))
    expect(base, out).toBeGreaterThan(account)
    expect(ready, out).toBeGreaterThan(base)

    expect((await post(origin, 'list-chat-sessions', {}, 't0k3n-aaaa')).status).toBe(200)
    expect((await post(origin, 'list-chat-sessions', {}, 'wrong-token-1')).status).toBe(401)
    const reply = await webhook(origin)
    expect(reply.status).toBe(200)
    expect(typeof reply.body['aiResponse']).toBe('string')
    const listed = await post(origin, 'list-chat-sessions', {}, 't0k3n-aaaa')
    expect(listed.body['total']).toBe(1)

    expect(await stop(cli)).toEqual({ code: 0, signal: null })
  })

  it('npx tsx mock/cli.ts: the same CLI', async (t) => {
    const cli = run(t, 'npx', ['--no-install', 'tsx', 'mock/cli.ts', '--port', '0', '--token', 't0k3n-bbbb'], { group: true })
    const origin = await cli.ready
    expect(cli.out()).toContain('mock: account token t0k3n-bbbb')
    expect((await post(origin, 'list-chat-sessions', {}, 't0k3n-bbbb')).status).toBe(200)
    expect((await webhook(origin)).status).toBe(200)
    await stop(cli)
    // The whole group is gone: the port no longer answers.
    await expect(fetch(origin + '/v1/list-chat-sessions', { method: 'POST' })).rejects.toThrow()
  })

  it('without --token: prints a generated tok_... token that works', async (t) => {
    const cli = bin(t, '--port', '0')
    const origin = await cli.ready
    const m = /mock: account token (tok_[A-Za-z0-9_-]+)\s+widget keys (\S+)/.exec(cli.out())
    expect(m, cli.out()).not.toBeNull()
    expect(m![2]).toBe(DEMO_KEY)
    expect((await post(origin, 'list-chat-sessions', {}, m![1])).status).toBe(200)
    expect((await post(origin, 'list-chat-sessions', {})).status).toBe(401)
  })

  it('two --token: two accounts, each printed with its own widget key', async (t) => {
    const cli = bin(t, '--port', '0', '--token', 'first-token-1', '--token', 'second-token-2')
    const origin = await cli.ready
    const lines = [...cli.out().matchAll(/mock: account token (\S+)\s+widget keys (\S+)/g)].map((m) => [m[1], m[2]])
    expect(lines).toHaveLength(2)
    expect(lines[0]).toEqual(['first-token-1', DEMO_KEY])
    expect(lines[1]?.[0]).toBe('second-token-2')
    expect(lines[1]?.[1]).toMatch(/^wgt_[A-Za-z0-9_-]+$/)
    expect(lines[1]?.[1]).not.toBe(DEMO_KEY)
    for (const token of ['first-token-1', 'second-token-2']) expect((await post(origin, 'list-chat-sessions', {}, token)).status).toBe(200)
  })

  it('--visitor-rate is applied', async (t) => {
    const cli = bin(t, '--port', '0', '--token', 't0k3n-rate', '--visitor-rate', '1')
    const origin = await cli.ready
    // Three messages: even if a minute boundary falls between two of them, one is refused.
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await webhook(origin, 'v_rate_visitor')).status)
    expect(statuses[0]).toBe(200)
    expect(statuses).toContain(429)
  })

  it('--help lists every option of docs/mock-service.md and exits 0', async (t) => {
    const cli = bin(t, '--help')
    expect((await cli.exit).code).toBe(0)
    for (const option of ['--port', '--host', '--token', '--data', '--static', '--visitor-rate', '--widget-rate', '--session-idle-minutes']) {
      expect(cli.out()).toContain(option)
    }
  })

  const badArgs: Array<[string, string[]]> = [
    ['--port abc', ['--port', 'abc']],
    ['--port -1', ['--port', '-1']],
    ['--port 1.5', ['--port', '1.5']],
    ['--port 65536', ['--port', '65536']],
    ['--port "" (empty)', ['--port', '']],
    ['--token too short', ['--port', '0', '--token', 'short']],
    ['--token with a space', ['--port', '0', '--token', 'has a space']],
    ['--visitor-rate 0', ['--port', '0', '--visitor-rate', '0']],
    ['--widget-rate x', ['--port', '0', '--widget-rate', 'x']],
    ['--session-idle-minutes 0', ['--port', '0', '--session-idle-minutes', '0']],
    ['an unknown option', ['--port', '0', '--verbose']],
  ]
  it.for(badArgs)('%s: exits with code 2 and a message, without serving', async ([, args], t) => {
    const cli = bin(t, ...args)
    // Decided by what the CLI does, not by a clock: it refuses the arguments and exits, or accepts them and
    // prints its ready line (then serves until stopped, and this fails naming it). A clock here failed on
    // loaded machines, where a node process that loads tsx and the mock took more than its 8 s to exit;
    // a CLI that does neither still meets the test's timeout.
    const { code } = await Promise.race([cli.closed, cli.served.then((origin) => ({ code: `serving on ${origin}` }))])
    expect(code, `stdout: ${cli.out()}\nstderr: ${cli.err()}`).toBe(2)
    expect(cli.err()).toMatch(/^mock: /)
    expect(cli.out()).not.toMatch(READY)
  })
})

describe('CLI --data', () => {
  let dir = ''
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true })
    dir = ''
  })

  it('a killed server leaves a complete file; a restart continues from it', async (t) => {
    dir = mkdtempSync(join(tmpdir(), 'mock-cli-data-'))
    const file = join(dir, 'state.json')
    const first = bin(t, '--port', '0', '--data', file)
    const origin = await first.ready
    const token = /mock: account token (tok_\S+)/.exec(first.out())?.[1]
    expect(token, first.out()).toBeDefined()
    const reply = await webhook(origin, 'v_data_visitor')
    expect(reply.status).toBe(200)
    const sessionId = reply.body['session_id'] as string
    const deadline = Date.now() + 5000
    while (!(existsSync(file) && readFileSync(file, 'utf8').includes(sessionId)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
    first.kill('SIGKILL')
    await first.exit
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { version: number; sessions: Array<{ id: string }> }
    expect(saved.version).toBe(1)
    expect(saved.sessions.map((s) => s.id)).toContain(sessionId)

    const second = bin(t, '--port', '0', '--data', file)
    const origin2 = await second.ready
    expect(second.out()).toContain(`mock: account token ${token!}`)
    const listed = await post(origin2, 'list-chat-sessions', {}, token)
    expect(listed.status).toBe(200)
    expect((listed.body['sessions'] as Array<{ id: string; message_count: number }>).map((s) => [s.id, s.message_count])).toEqual([[sessionId, 2]])
    expect(await stop(second)).toEqual({ code: 0, signal: null })
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ version: 1 })
  }, 40_000)

  it('a file that is not a mock state stops the start (exit 1) and is left untouched', async (t) => {
    dir = mkdtempSync(join(tmpdir(), 'mock-cli-data-'))
    const file = join(dir, 'state.json')
    writeFileSync(file, '{"not": "a mock state"}')
    const cli = bin(t, '--port', '0', '--data', file)
    const { code } = await cli.exit
    expect(code).toBe(1)
    expect(cli.err()).toContain('cannot start')
    expect(readFileSync(file, 'utf8')).toBe('{"not": "a mock state"}')
  }, 20_000)
})
