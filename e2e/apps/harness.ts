// Builds the framework apps of e2e/apps/<name>/ as a site's developer would:
// `npm ci` from the app's own lock file, the widget's packed tarball
// installed into it, the framework's production build. Each app is copied to
// node_modules/.cache/agent-chat-frameworks/<name>/ (never inside the repo's
// tree, so no tool of the repo sees its node_modules or build output), and
// each step is done again only when what it depends on changed: the install
// when the lock file did, the build when the app's files or the tarball did.
// A fresh clone (CI) does everything once.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../..')
export const CACHE = join(root, 'node_modules/.cache/agent-chat-frameworks')

/** Runs a command; its output is kept for the error that names what failed. */
export function run(command: string, args: string[], cwd: string, timeoutMs: number, env: Record<string, string> = {}): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (d: Buffer) => (output += d.toString()))
    child.stderr.on('data', (d: Buffer) => (output += d.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      if (code === 0) done(output)
      else fail(new Error(`${command} ${args.join(' ')} in ${relative(root, cwd)}: ${signal ?? `exit ${code}`}\n${output.slice(-4000)}`))
    })
  })
}

/** `npm pack` of the package as it is built now (dist/), once per run. */
export async function packTarball(): Promise<string> {
  mkdirSync(CACHE, { recursive: true })
  const out = await run('npm', ['pack', '--json', '--pack-destination', CACHE], root, 60_000)
  const [packed] = JSON.parse(out.slice(out.indexOf('['))) as Array<{ filename: string }>
  return join(CACHE, packed!.filename)
}

/** The app's own files (not what installing and building add), hashed. */
function hashSources(dir: string, hash = createHash('sha256'), base = dir): ReturnType<typeof createHash> {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) hashSources(path, hash, base)
    else hash.update(relative(base, path)).update(readFileSync(path))
  }
  return hash
}

const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')
const stamp = (dir: string, name: string) => (existsSync(join(dir, name)) ? readFileSync(join(dir, name), 'utf8') : '')

export interface AppBuild {
  /** The built app's folder. */
  dir: string
  /** What was done: 'install', 'build', both or neither (cached). */
  steps: string[]
}

/**
 * The app e2e/apps/<name>/ installed (with the tarball) and built in the
 * cache; `build` is the npm script to run, `env` its environment.
 */
export async function buildApp(
  name: string,
  tarball: string,
  options: { build?: string; env?: Record<string, string>; timeoutMs?: number } = {},
): Promise<AppBuild> {
  const source = join(import.meta.dirname, name)
  const dir = join(CACHE, name)
  const steps: string[] = []
  const timeoutMs = options.timeoutMs ?? 240_000
  mkdirSync(dir, { recursive: true })
  const lock = sha(join(source, 'package-lock.json'))
  if (stamp(dir, '.installed') !== lock) {
    rmSync(join(dir, 'node_modules'), { recursive: true, force: true })
    cpSync(source, dir, { recursive: true })
    await run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], dir, timeoutMs)
    writeFileSync(join(dir, '.installed'), lock)
    writeFileSync(join(dir, '.tarball'), '')
    steps.push('install')
  }
  // The widget as a site gets it: the packed package, not a link to this repository.
  const packed = sha(tarball)
  if (stamp(dir, '.tarball') !== packed) {
    await run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--offline', '--loglevel=error', tarball], dir, timeoutMs)
    writeFileSync(join(dir, '.tarball'), packed)
  }
  const built = hashSources(source).update(packed).digest('hex')
  if (stamp(dir, '.built') !== built) {
    cpSync(source, dir, { recursive: true })
    await run('npm', ['run', options.build ?? 'build'], dir, timeoutMs, options.env)
    writeFileSync(join(dir, '.built'), built)
    steps.push('build')
  }
  return { dir, steps }
}
