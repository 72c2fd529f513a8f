// The three browser engines the end-to-end tests drive, all from Debian (none
// can be downloaded here): where they are, which versions are installed, and
// whether the pinned tools can drive them. `tsx scripts/engines.ts` prints the
// versions and fails, naming both sides, on a mismatch; .ci/run calls it right
// after installing, Playwright's global setup before launching anything.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
// Chromium's and Firefox's paths are Playwright's launch settings.
import { CHROMIUM_PATH, FIREFOX_PATH } from '../playwright.config.ts'
import { wordpressMissing } from './wordpress-site.ts'
import { isMain } from './is-main'

export const MINIBROWSER_PATH = process.env['WEBKIT_MINIBROWSER'] || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'
export const WEBKIT_DRIVER = process.env['WEBKIT_WEBDRIVER'] || 'WebKitWebDriver'

/**
 * The browsers, the fonts they draw every language's script with (Debian
 * installs Latin, Greek and Cyrillic only), and the real WordPress the
 * plugin is tested in (scripts/wordpress-site.ts: WordPress, PHP, MariaDB).
 */
export type Engine = 'chromium' | 'firefox' | 'webkit' | 'fonts' | 'wordpress'

/**
 * The oldest Firefox each Playwright release drives over WebDriver BiDi, as
 * checked on our machines: Playwright 1.56+ sends commands Firefox ESR 140
 * does not know (network.addDataCollector) and fails at launch; 1.64 drives
 * ESR 153; 1.65 needs a newer Firefox than ESR 153 (emulation.setMediaFeaturesOverride).
 */
const OLDEST_FIREFOX: Record<string, number> = { '1.64': 153 }

const root = resolve(import.meta.dirname, '..')

function run(command: string, args: string[]): string | null {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 20_000 }).trim()
  } catch {
    return null
  }
}

export function playwrightVersion(): string {
  return (JSON.parse(readFileSync(resolve(root, 'node_modules/@playwright/test/package.json'), 'utf8')) as { version: string }).version
}

export interface EngineReport {
  engine: Engine
  version: string | null
  problem: string | null
}

/** The Debian packages that install (or bring up to date) each engine. */
export const PACKAGES: Record<Engine, string[]> = {
  chromium: ['chromium'],
  firefox: ['firefox-esr'],
  webkit: ['webkit2gtk-driver', 'xvfb', 'xauth'],
  // Noto for the scripts of docs/languages.md beyond Latin, Greek and Cyrillic (Arabic, Hebrew, Indic, Thai; Han and Hangul).
  fonts: ['fonts-noto-core', 'fonts-noto-cjk'],
  // Without recommends the default theme must be named; .ci/run keeps Apache and MariaDB from starting as they install.
  wordpress: ['wordpress', 'wordpress-theme-twentytwentythree', 'mariadb-server', 'php-cli', 'php-mysql'],
}

/** A family for each script the language tests draw that Debian's default fonts lack. */
const SCRIPT_FONTS = ['Noto Sans Tamil', 'Noto Sans Devanagari', 'Noto Sans Bengali', 'Noto Sans Thai', 'Noto Sans CJK']

function fontsReport(): EngineReport {
  const families = run('fc-list', [':', 'family'])
  const missing = SCRIPT_FONTS.filter((family) => !families?.includes(family))
  return {
    engine: 'fonts',
    version: missing.length ? null : `${SCRIPT_FONTS.length} script fonts`,
    problem: missing.length ? `fonts missing for ${missing.join(', ')}: apt-get install -y --no-install-recommends fonts-noto-core fonts-noto-cjk` : null,
  }
}

function chromiumReport(): EngineReport {
  const version = existsSync(CHROMIUM_PATH) ? run(CHROMIUM_PATH, ['--version']) : null
  return {
    engine: 'chromium',
    version,
    problem: version ? null : `Chromium is missing at ${CHROMIUM_PATH}: apt-get install -y chromium (or set CHROMIUM_PATH)`,
  }
}

/** Why this Playwright cannot drive this Firefox (`firefox --version` output), or null when it can. */
export function firefoxProblem(playwright: string, version: string): string | null {
  const oldest = OLDEST_FIREFOX[playwright.split('.').slice(0, 2).join('.')]
  const major = Number(/(\d+)\./.exec(version)?.[1])
  if (oldest === undefined) {
    return `Playwright ${playwright} has not been checked against Firefox here (known: ${Object.keys(OLDEST_FIREFOX)
      .map((v) => `${v}.x`)
      .join(', ')}); installed: ${version}. Check it drives this Firefox, then add it to OLDEST_FIREFOX in scripts/engines.ts`
  }
  if (!(major >= oldest)) {
    return `${version} is too old for Playwright ${playwright}, which needs Firefox ${oldest} or newer over WebDriver BiDi. A stale package list installs an old ESR: apt-get update && apt-get install -y --no-install-recommends firefox-esr`
  }
  return null
}

function firefoxReport(): EngineReport {
  const version = existsSync(FIREFOX_PATH) ? run(FIREFOX_PATH, ['--version']) : null
  if (!version)
    return {
      engine: 'firefox',
      version: null,
      problem: `Firefox ESR is missing at ${FIREFOX_PATH}: apt-get update && apt-get install -y --no-install-recommends firefox-esr (or set FIREFOX_PATH)`,
    }
  return { engine: 'firefox', version, problem: firefoxProblem(playwrightVersion(), version) }
}

function webkitReport(): EngineReport {
  const missing = [
    existsSync(MINIBROWSER_PATH) ? null : `MiniBrowser (${MINIBROWSER_PATH})`,
    run('which', [WEBKIT_DRIVER]) ? null : WEBKIT_DRIVER,
    run('which', ['xvfb-run']) ? null : 'xvfb-run',
  ].filter(Boolean)
  const version = run('dpkg-query', ['-W', '-f=${Version}', 'libwebkit2gtk-4.1-0'])
  if (missing.length)
    return {
      engine: 'webkit',
      version,
      problem: `WebKitGTK needs ${missing.join(', ')}: apt-get install -y --no-install-recommends webkit2gtk-driver xvfb xauth`,
    }
  return { engine: 'webkit', version: `WebKitGTK ${version ?? '(version unknown)'}`, problem: null }
}

function wordpressReport(): EngineReport {
  const missing = wordpressMissing()
  const version = run('dpkg-query', ['-W', '-f=${Version}', 'wordpress'])
  const php = run('php', ['-r', 'echo PHP_VERSION;'])
  if (missing)
    return { engine: 'wordpress', version, problem: `${missing} is missing: apt-get install -y --no-install-recommends ${PACKAGES.wordpress.join(' ')}` }
  return { engine: 'wordpress', version: `WordPress ${version ?? '(version unknown)'}, PHP ${php ?? '?'}`, problem: null }
}

const REPORTS: Record<Engine, () => EngineReport> = {
  chromium: chromiumReport,
  firefox: firefoxReport,
  webkit: webkitReport,
  fonts: fontsReport,
  wordpress: wordpressReport,
}

export function checkEngines(engines: Engine[] = ['chromium', 'firefox', 'webkit', 'fonts', 'wordpress']): EngineReport[] {
  return engines.map((engine) => REPORTS[engine]())
}

/** Throws one error listing every engine that cannot run. */
export function assertEngines(engines?: Engine[]): void {
  const problems = checkEngines(engines).filter((r) => r.problem)
  if (problems.length) throw new Error(`browser engines not ready:\n${problems.map((r) => `  ${r.engine}: ${r.problem}`).join('\n')}`)
}

if (isMain(import.meta.filename)) {
  const reports = checkEngines()
  if (process.argv.includes('--packages')) {
    // For .ci/run: what to apt-get install, space-separated, empty when nothing is needed.
    console.log(
      reports
        .filter((r) => r.problem)
        .flatMap((r) => PACKAGES[r.engine])
        .join(' '),
    )
    process.exit(0)
  }
  console.log(`engines: Playwright ${playwrightVersion()}; ${reports.map((r) => `${r.engine}: ${r.version ?? 'missing'}`).join('; ')}`)
  for (const r of reports) if (r.problem) console.error(`engines: ${r.engine}: ${r.problem}`)
  process.exit(reports.some((r) => r.problem) ? 1 : 0)
}
