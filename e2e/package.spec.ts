// The npm package as a site's developer gets it: `npm pack`, installed from the
// tarball into a fresh folder, a usage example type-checked against the
// package's declarations and bundled by Vite, the bundle served on a host
// page and used in Chromium against the mock service.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
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
    for (const needed of ['package.json', 'README.md', 'dist/loader.js', `dist/loader-${pkg.version}.js`, 'dist/npm/index.js', 'dist/npm/index.d.ts'])
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
    writeFileSync(join(app, 'src/main.ts'), USAGE)
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
