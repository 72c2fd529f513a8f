// @vitest-environment node
// The WordPress plugin's PHP under `npm test`: `php -l` on every PHP file of
// the plugin (wordpress/agent-chat/) and of its tests (test/wordpress/), then
// each PHP test (test/wordpress/*.test.php, on Debian's WordPress: see
// bootstrap.php) run with `php`, failing with its output when it exits
// non-zero. Without `php` the test fails, saying what to install: CI installs
// php-cli and Debian's wordpress package; nothing here is skipped.
import { execFileSync, spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LIMITS, WIDGET_KEY_PATTERN } from '../../src/shared/service/wire'
import { REGISTRY } from '../../src/shared/settings/registry'

const ROOT = resolve(import.meta.dirname, '../..')
const PLUGIN = join(ROOT, 'wordpress/agent-chat')
const TESTS = join(ROOT, 'test/wordpress')

const phpFilesIn = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? phpFilesIn(join(dir, entry.name)) : entry.name.endsWith('.php') ? [join(dir, entry.name)] : [],
  )

const PHP_MISSING = 'php is not installed: install php-cli (apt-get install php-cli) to run the WordPress plugin tests'

/** `php -v`'s first line, or undefined when there is no php. */
function phpVersion(): string | undefined {
  const run = spawnSync('php', ['-v'], { encoding: 'utf8' })
  return run.error || run.status !== 0 ? undefined : run.stdout.split('\n')[0]
}

const version = phpVersion()

/** Runs php with arguments; its exit code and everything it printed. */
function php(args: string[]): { status: number | null; output: string } {
  const run = spawnSync('php', ['-d', 'display_errors=stderr', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 })
  return { status: run.status, output: `${run.stdout}${run.stderr}`.trim() }
}

describe('the WordPress plugin, in PHP', () => {
  it('has php to run with', () => {
    expect(version, PHP_MISSING).toBeDefined()
  })

  const files = [...phpFilesIn(PLUGIN), ...phpFilesIn(TESTS)].sort()

  it('has PHP files to check, in the plugin and in its tests', () => {
    expect(files.some((f) => f.endsWith('wordpress/agent-chat/agent-chat.php'))).toBe(true)
    expect(files.some((f) => f.endsWith('.test.php'))).toBe(true)
  })

  it('passes php -l on every PHP file of the plugin and of its tests', () => {
    expect(version, PHP_MISSING).toBeDefined()
    const broken = files.map((file) => ({ file, ...php(['-l', file]) })).filter((r) => r.status !== 0)
    expect(broken.map((r) => `${relative(ROOT, r.file)}: ${r.output}`)).toEqual([])
  })

  it("starts each of the plugin's PHP files with defined( 'ABSPATH' ) || exit (no file runs when requested directly)", () => {
    const open = phpFilesIn(PLUGIN).filter(
      (file) => !/^<\?php\n(?:\/\*\*[\s\S]*?\*\/\n\n)?defined\( 'ABSPATH' \) \|\| exit;\n/.test(readFileSync(file, 'utf8')),
    )
    expect(open.map((f) => relative(ROOT, f))).toEqual([])
  })

  it('runs uninstall.php only when WordPress uninstalls the plugin (WP_UNINSTALL_PLUGIN)', () => {
    expect(version, PHP_MISSING).toBeDefined()
    const run = php(['-r', `define('ABSPATH', '/'); require '${join(PLUGIN, 'uninstall.php')}'; echo 'went on';`])
    expect(run).toEqual({ status: 0, output: '' })
    expect(readFileSync(join(PLUGIN, 'uninstall.php'), 'utf8')).toContain("delete_option( 'agent_chat_settings' );")
  })

  for (const test of files.filter((f) => f.endsWith('.test.php'))) {
    it(`passes ${relative(ROOT, test)}`, () => {
      expect(version, PHP_MISSING).toBeDefined()
      const run = php([test])
      expect(run.status, run.output).toBe(0)
      expect(run.output).toMatch(/checks passed$/)
    })
  }

  it("keeps the widget's own rules: its key pattern and limits", () => {
    expect(version, PHP_MISSING).toBeDefined()
    const dump = execFileSync(
      'php',
      [
        '-r',
        `define('ABSPATH', '/'); require '${join(PLUGIN, 'includes/settings.php')}';
         echo json_encode(['key' => AGENT_CHAT_KEY_PATTERN, 'name' => AGENT_CHAT_NAME_MAX, 'text' => AGENT_CHAT_TEXT_MAX]);`,
      ],
      { encoding: 'utf8' },
    )
    expect(JSON.parse(dump)).toEqual({ key: `/${WIDGET_KEY_PATTERN.source}/`, name: LIMITS.widgetName, text: LIMITS.widgetText })
  })

  it("writes only the widget's attributes, and leaves out exactly the widget's defaults (the settings registry)", () => {
    expect(version, PHP_MISSING).toBeDefined()
    // test/wordpress/attribute-names.php: the tag with every setting away from its default, and the plugin's defaults by attribute.
    const run = php([join(TESTS, 'attribute-names.php')])
    expect(run.status, run.output).toBe(0)
    const plugin = JSON.parse(run.output.split('\n')[0]!) as { attributes: string[]; defaults: Record<string, unknown> }
    const registry = new Map(REGISTRY.map((setting) => [setting.attribute, setting]))
    expect(plugin.attributes.filter((attribute) => !registry.has(attribute))).toEqual([])
    expect(plugin.attributes).toHaveLength(16)
    for (const [attribute, value] of Object.entries(plugin.defaults)) expect(value, attribute).toEqual(registry.get(attribute)?.default)
  })
})
