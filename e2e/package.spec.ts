// The npm package as a site's developer gets it: `npm pack`, installed from the
// tarball into a fresh folder, a usage example type-checked against the
// package's declarations and bundled by Vite, the bundle served on a host
// page and used in Chromium against the mock service. Also what the React and
// Vue entries hold: React and Vue as imports, never a copy, and the package's
// one widget. (The components in real apps: e2e/frameworks.spec.ts.)
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { build } from 'vite'
import { startHostServer } from '../scripts/host-server'
import { SELECTORS } from '../test/selectors'
import { expect, KEY, test } from './fixtures'

const root = resolve(import.meta.dirname, '..')
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string; version: string }

const USAGE = `import { mount, type AgentChatApi, type MessageEvent, type MountOptions } from '${pkg.name}'

const options: MountOptions = {
  widgetKey: '${KEY}',
  apiBase: new URLSearchParams(location.search).get('api') ?? undefined,
  name: 'Acme Coffee',
  primaryColor: '#0f766e',
  collectVisitorName: false,
}
const chat: AgentChatApi | undefined = mount(options)
const seen: string[] = []
chat?.on('message', (m: MessageEvent) => seen.push(m.role + ': ' + m.text))
chat?.on('unread', ({ count }) => void count.toFixed())
chat?.('update', { position: 'bottom-left' })
;(window as unknown as { seen: string[] }).seen = seen

// Misuse the declarations must refuse: an unknown command, a wrong argument, no widget key.
// @ts-expect-error 'fly' is not a command
chat?.('fly')
// @ts-expect-error send takes text
chat?.send(42)
// @ts-expect-error widgetKey is required
mount({ name: 'x' })
`

// The components' props, as a React or Vue site writes them (type-checked, not bundled: e2e/frameworks.spec.ts runs them).
const COMPONENTS = `import { AgentChat, type AgentChatProps } from '${pkg.name}/react'
import { AgentChat as VueAgentChat } from '${pkg.name}/vue'

const props: AgentChatProps = {
  widgetKey: '${KEY}',
  position: 'bottom-left',
  suggestions: ['Opening hours?'],
  texts: { send: 'Ask' },
  onMessage: (m) => void m.text.length,
  onUnread: ({ count }) => void count.toFixed(),
  onFeedback: (f) => void f.messageId,
}
const rendered: null = AgentChat(props)
void rendered
void VueAgentChat.name

// @ts-expect-error not a position
const bad: AgentChatProps = { widgetKey: 'wgt_x', position: 'middle' }
// @ts-expect-error a message is not a number
const wrong: AgentChatProps = { widgetKey: 'wgt_x', onMessage: (m: number) => m }
// @ts-expect-error widgetKey is required
const none: AgentChatProps = { name: 'x' }
void [bad, wrong, none]
`

/** Strings only React's and Vue's own code holds (React 19's element type, Vue's ref and vnode flags): a copy of either would carry them. */
const FRAMEWORK_CODE = ['react.transitional.element', 'react-dom', '__v_isRef', '__v_isVNode', '__VUE']

test('npm pack → install the tarball in a fresh folder → type-check and bundle a usage example → it works in a page', async ({ page, mock }) => {
  test.setTimeout(150_000)
  const tmp = mkdtempSync(join(tmpdir(), 'acw-package-'))
  try {
    // What the tarball holds: the CDN files, the ES entry with its declarations, and the docs.
    const [packed] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', tmp], { cwd: root, encoding: 'utf8' })) as Array<{
      filename: string
      files: Array<{ path: string }>
    }>
    const paths = packed!.files.map((f) => f.path)
    for (const needed of [
      'package.json',
      'README.md',
      'dist/loader.js',
      `dist/loader-${pkg.version}.js`,
      'dist/npm/index.js',
      'dist/npm/index.d.ts',
      'dist/npm/react.js',
      'dist/npm/react.d.ts',
      'dist/npm/vue.js',
      'dist/npm/vue.d.ts',
    ])
      expect(paths).toContain(needed)
    expect(paths.filter((p) => p.startsWith('dist/panel-'))).toHaveLength(1)
    expect(paths.filter((p) => !/^(dist\/|README\.md$|package\.json$)/.test(p))).toEqual([])
    expect(paths.filter((p) => /\.(ts|tsx)$/.test(p) && !p.endsWith('.d.ts'))).toEqual([])
    // The demo's playground script is built into dist/ too, but is not the package's.
    expect(paths.filter((p) => p.startsWith('dist/playground'))).toEqual([])

    // A fresh site project; the package has no dependencies, so no network is needed.
    const app = join(tmp, 'site')
    mkdirSync(join(app, 'src'), { recursive: true })
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'site', private: true, type: 'module' }))
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--offline', join(tmp, packed!.filename)], { cwd: app, encoding: 'utf8' })

    // The React and Vue entries: React and Vue imported by their bare names, no copy of either in any
    // file of the package, and the widget they mount is index.js's own (the same module, so one widget per page).
    const installed = join(app, 'node_modules', pkg.name)
    const npmFiles = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? npmFiles(join(dir, e.name)) : e.name.endsWith('.js') ? [join(dir, e.name)] : [],
      )
    for (const file of npmFiles(join(installed, 'dist/npm'))) {
      const text = readFileSync(file, 'utf8')
      expect(
        FRAMEWORK_CODE.filter((s) => text.includes(s)),
        file,
      ).toEqual([])
    }
    /** A module and every module it imports by a relative path. */
    const graph = (file: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(file)) return seen
      seen.add(file)
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:^|\n)(?:import|export)[^'"]*?from\s*["'](\.[^"']+)["']/g))
        graph(join(dirname(file), spec!), seen)
      return seen
    }
    const widgetOf = (entry: string) => [...graph(join(installed, 'dist/npm', entry))].filter((f) => readFileSync(f, 'utf8').includes('attachShadow'))
    expect(widgetOf('index.js')).toHaveLength(1)
    for (const [entry, framework] of [
      ['react.js', 'react'],
      ['vue.js', 'vue'],
    ] as const) {
      const text = readFileSync(join(installed, 'dist/npm', entry), 'utf8')
      expect(text).toMatch(new RegExp(`from\\s*["']${framework}["']`))
      expect(widgetOf(entry)).toEqual(widgetOf('index.js'))
    }
    expect(readFileSync(join(installed, 'dist/npm/react.js'), 'utf8')).toMatch(/^["']use client["']/)

    writeFileSync(join(app, 'src/main.ts'), USAGE)
    writeFileSync(join(app, 'src/components.ts'), COMPONENTS)
    // The site's Vue, for vue.d.ts (the React entry's declarations need none of React's).
    symlinkSync(join(root, 'node_modules/vue'), join(app, 'node_modules/vue'), 'dir')
    writeFileSync(
      join(app, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Site</title></head><body><h1>Site</h1><script type="module" src="/src/main.ts"></script></body></html>',
    )
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          target: 'ES2020',
          module: 'ESNext',
          moduleResolution: 'bundler',
          lib: ['ES2020', 'DOM'],
          noEmit: true,
          skipLibCheck: false,
          types: [],
        },
        include: ['src'],
      }),
    )
    try {
      execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', app], { cwd: app, encoding: 'utf8' })
    } catch (error) {
      throw new Error('the usage example does not type-check:\n' + String((error as { stdout?: string }).stdout))
    }

    // Bundled by the site's Vite: the panel and the languages become chunks of their own.
    await build({ root: app, logLevel: 'silent', configFile: false, build: { outDir: join(app, 'out'), target: 'es2020' } })
    const assets = readdirSync(join(app, 'out/assets')).filter((f) => f.endsWith('.js'))
    const entry = readFileSync(join(app, 'out/index.html'), 'utf8').match(/assets\/([\w.-]+\.js)/)![1]!
    const holding = (text: string) => assets.filter((f) => readFileSync(join(app, 'out/assets', f), 'utf8').includes(text))
    // The message box's id is the panel's; the entry (launcher stage) does not carry it.
    expect(holding('acw-message').length).toBeGreaterThan(0)
    expect(holding('acw-message')).not.toContain(entry)
    expect(holding('Nachricht')).not.toContain(entry)
    expect(assets.length).toBeGreaterThanOrEqual(3)

    // Served as a site on another origin than the service, used by a visitor.
    const site = await startHostServer({ staticDir: join(app, 'out') })
    try {
      await page.goto(`${site.origin}/?api=${encodeURIComponent(mock.origin + '/v1')}`)
      const launcher = page.locator(`${SELECTORS.host} ${SELECTORS.launcher}`)
      await expect(launcher).toHaveCSS('background-color', 'rgb(15, 118, 110)')
      await expect(page.locator(`${SELECTORS.host} ${SELECTORS.root}`)).toHaveClass(/left/)
      await launcher.click()
      const box = page.getByRole('textbox', { name: 'Message' })
      await expect(box).toBeFocused()
      await box.fill('Hello from a bundled site')
      await box.press('Enter')
      await expect(page.locator(`${SELECTORS.host} ${SELECTORS.agentBubbles}`)).toHaveCount(2)
      await expect.poll(() => page.evaluate(() => (window as unknown as { seen: string[] }).seen.length)).toBeGreaterThanOrEqual(2)
      expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen[0])).toBe('visitor: Hello from a bundled site')
    } finally {
      await site.close()
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true })
  }
})
