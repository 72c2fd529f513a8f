// A real WordPress for the plugin's end-to-end test (e2e/wordpress.spec.ts):
// Debian's `wordpress` package (6.1) on PHP's built-in server, with a MariaDB
// of its own in a temporary folder, on 127.0.0.1 and free ports. Nothing of
// the machine's is used or changed but one configuration file that Debian's
// wp-config.php reads from /etc/wordpress (named for this run, removed on
// close); the site's wp-content (plugins, uploads) is in the temporary folder
// too, so an uploaded plugin lands there. `.ci/run` installs the packages
// (scripts/engines.ts names them); `close()` stops both servers and removes
// everything it made.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Where Debian's package puts WordPress, its default theme, and its configuration files. */
export const WORDPRESS = '/usr/share/wordpress'
const THEME = 'twentytwentythree'
const CONFIG_DIR = '/etc/wordpress'

export const ADMIN = { user: 'owner', password: 'owner-password-for-tests', email: 'owner@example.test' }

export interface WordPressSite {
  /** http://127.0.0.1:<port> */
  origin: string
  /** The site's wp-content/plugins, where an uploaded plugin lands. */
  pluginsDir: string
  /** Runs SQL against the site's database; the output, tab-separated. */
  sql(query: string): string
  close(): Promise<void>
}

/** Whether this machine has what the site needs (php, MariaDB, WordPress). */
export const wordpressMissing = (): string | null =>
  ['/usr/bin/php', '/usr/sbin/mariadbd', '/usr/bin/mariadb-install-db', `${WORDPRESS}/wp-settings.php`].find((path) => !existsSync(path)) ?? null

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

async function until(what: string, check: () => boolean | Promise<boolean>, seconds = 30) {
  const deadline = Date.now() + seconds * 1000
  while (Date.now() < deadline) {
    try {
      if (await check()) return
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`wordpress-site: ${what} did not come within ${seconds} s`)
}

/**
 * PHP's built-in server's router: wp-content's URLs from the run's folder (the
 * Alias Debian's README gives Apache), the rest from Debian's WordPress, with
 * pretty permalinks falling back to index.php, and the run's configuration
 * named for Debian's wp-config.php.
 */
const router = (content: string, config: string) => `<?php
$_SERVER['WORDPRESS_CONFIG'] = ${JSON.stringify(config)};
$path = urldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH));
if (strpos($path, '..') !== false) { http_response_code(400); return true; }
if (strpos($path, '/wp-content/') === 0) {
  $file = ${JSON.stringify(content)} . substr($path, strlen('/wp-content'));
  if (!is_file($file)) { http_response_code(404); return true; }
  if (substr($file, -4) === '.php') { chdir(dirname($file)); require $file; return true; }
  $types = ['js' => 'text/javascript', 'css' => 'text/css', 'png' => 'image/png', 'svg' => 'image/svg+xml', 'json' => 'application/json', 'woff2' => 'font/woff2'];
  $ext = strtolower(pathinfo($file, PATHINFO_EXTENSION));
  header('Content-Type: ' . ($types[$ext] ?? 'application/octet-stream'));
  readfile($file);
  return true;
}
$file = ${JSON.stringify(WORDPRESS)} . $path;
if (is_dir($file)) $file = rtrim($file, '/') . '/index.php';
if (is_file($file) && substr($file, -4) !== '.php') return false;
if (!is_file($file)) $file = ${JSON.stringify(WORDPRESS)} . '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $file;
$_SERVER['SCRIPT_NAME'] = $_SERVER['PHP_SELF'] = substr($file, strlen(${JSON.stringify(WORDPRESS)}));
chdir(dirname($file));
require $file;
`

/** Starts MariaDB and WordPress, installs a fresh site with its admin (ADMIN), and returns it. */
export async function startWordPress(): Promise<WordPressSite> {
  const missing = wordpressMissing()
  if (missing) throw new Error(`wordpress-site: ${missing} is missing: apt-get install -y --no-install-recommends wordpress mariadb-server php-cli php-mysql`)
  const dir = mkdtempSync(join(tmpdir(), 'agent-chat-wp-'))
  const socket = join(dir, 'mysqld.sock')
  const children: ChildProcess[] = []
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const name = `agent-chat-test-${port}`
  const configFile = join(CONFIG_DIR, `config-${name}.php`)

  async function close() {
    for (const child of children.reverse()) {
      // Each runs in a process group of its own (detached): PHP's server leaves its workers running when only it is stopped.
      try {
        process.kill(-child.pid!, 'SIGTERM')
      } catch {
        // gone already
      }
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)))
    }
    rmSync(configFile, { force: true })
    rmSync(dir, { recursive: true, force: true })
  }

  try {
    // MariaDB: its own data folder, a socket, no network.
    const data = join(dir, 'db')
    execFileSync('mariadb-install-db', ['--user=root', `--datadir=${data}`, '--auth-root-authentication-method=normal', '--skip-test-db'], { stdio: 'pipe' })
    const db = spawn(
      '/usr/sbin/mariadbd',
      ['--no-defaults', '--user=root', `--datadir=${data}`, `--socket=${socket}`, '--skip-networking', `--pid-file=${join(dir, 'db.pid')}`],
      { stdio: 'ignore', detached: true },
    )
    children.push(db)
    const sql = (query: string) => execFileSync('mariadb', ['--no-defaults', `--socket=${socket}`, '-u', 'root', '-N', '-B', '-e', query], { encoding: 'utf8' })
    await until('MariaDB', () => existsSync(socket) && sql('SELECT 1').trim() === '1')
    sql('CREATE DATABASE wordpress')

    // wp-content: the theme from Debian's package, plugins and uploads of this run.
    const content = join(dir, 'wp-content')
    for (const folder of ['plugins', 'themes', 'uploads', 'upgrade']) mkdirSync(join(content, folder), { recursive: true })
    symlinkSync(join(WORDPRESS, 'wp-content/themes', THEME), join(content, 'themes', THEME))
    mkdirSync(CONFIG_DIR, { recursive: true })
    writeFileSync(
      configFile,
      `<?php
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', 'localhost:${socket}');
define('WP_HOME', '${origin}');
define('WP_SITEURL', '${origin}');
define('WP_CONTENT_DIR', '${content}');
define('WP_CONTENT_URL', '${origin}/wp-content');
// Plugins are written by PHP itself (no FTP prompt); nothing is asked of wordpress.org.
define('FS_METHOD', 'direct');
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_DEBUG', true);
define('WP_DEBUG_DISPLAY', false);
define('WP_DEBUG_LOG', '${join(dir, 'debug.log')}');
`,
    )
    const routerFile = join(dir, 'router.php')
    writeFileSync(routerFile, router(content, name))
    const php = spawn(
      'php',
      ['-d', 'upload_max_filesize=64M', '-d', 'post_max_size=64M', '-d', 'memory_limit=256M', '-S', `127.0.0.1:${port}`, '-t', WORDPRESS, routerFile],
      // Four workers, as a real host serves a page's files side by side: one at a time, a busy machine held
      // the widget's files behind WordPress's own pages, and a test's wait could run out before the panel came.
      { stdio: 'ignore', cwd: WORDPRESS, detached: true, env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' } },
    )
    children.push(php)
    await until('PHP', async () => (await fetch(`${origin}/wp-login.php`, { redirect: 'manual' })).status > 0)

    // A fresh site, as its installer's second step makes it.
    const install = await fetch(`${origin}/wp-admin/install.php?step=2`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        weblog_title: 'Bakery on the corner',
        user_name: ADMIN.user,
        admin_password: ADMIN.password,
        admin_password2: ADMIN.password,
        pw_weak: '1',
        admin_email: ADMIN.email,
        blog_public: '0',
        language: '',
      }),
    })
    const page = await install.text()
    if (!install.ok || !/Success!|wp-login\.php/.test(page)) throw new Error(`wordpress-site: the install failed (${install.status}): ${page.slice(0, 500)}`)
    sql(`USE wordpress; UPDATE wp_options SET option_value = '${THEME}' WHERE option_name IN ('template', 'stylesheet')`)
    return { origin, pluginsDir: join(content, 'plugins'), sql, close }
  } catch (error) {
    await close()
    throw error
  }
}
