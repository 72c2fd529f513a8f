// A small multi-page site that navigates with a real library (Turbo Drive,
// Turbo 8's morphing refresh, htmx's boosted links) or a history-API router,
// with the embed in every page's layout as a site owner pastes it once. The
// libraries are the npm packages themselves (devDependencies), served by the
// host site like any site serves its own scripts.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { MockServer } from '../../mock/server'
import type { HostServer } from '../../scripts/host-server'
import { KEY } from '../../scripts/embed-page'
import { escapeAttribute } from '../../src/shared/settings/embed-code'

export type Navigation = 'turbo' | 'turbo-head' | 'turbo-morph' | 'htmx' | 'router'

export const PAGES = ['home', 'pricing', 'contact', 'about'] as const
export type PageName = (typeof PAGES)[number]

const modules = resolve(import.meta.dirname, '../../node_modules')
const LIBRARIES = {
  turbo: resolve(modules, '@hotwired/turbo/dist/turbo.es2017-umd.js'),
  htmx: resolve(modules, 'htmx.org/dist/htmx.min.js'),
}

/** The library versions under test, as installed. */
export function libraryVersions(): Record<string, string> {
  const version = (name: string) => (JSON.parse(readFileSync(resolve(modules, name, 'package.json'), 'utf8')) as { version: string }).version
  return { '@hotwired/turbo': version('@hotwired/turbo'), 'htmx.org': version('htmx.org') }
}

// In <head>, which none of the libraries replaces: what the page's scripts
// say in the console (warnings and errors, ours included), kept across
// navigations for the journey to read. Guarded, in case a library runs it again.
const CONSOLE_RECORDER = `<script>
if (!window.__console) {
  window.__console = []
  for (const level of ['warn', 'error']) {
    const original = console[level]
    console[level] = function () {
      window.__console.push(level + ': ' + Array.from(arguments).map(String).join(' '))
      return original.apply(this, arguments)
    }
  }
  addEventListener('error', (e) => window.__console.push('uncaught: ' + e.message))
}
</script>`

// A site's own client-side router: links marked data-route change the URL
// with pushState and draw the page's <main>; back and forward redraw it.
const ROUTER = `<script>
if (!window.__router) {
  window.__router = true
  const draw = () => {
    const name = location.pathname.split('/').pop()
    document.title = name
    document.querySelector('main').innerHTML = '<h1>' + name[0].toUpperCase() + name.slice(1) + '</h1><p>Drawn by the router.</p>'
  }
  document.addEventListener('click', (e) => {
    const link = e.target.closest && e.target.closest('a[data-route]')
    if (!link) return
    e.preventDefault()
    history.pushState({}, '', link.href)
    draw()
  })
  addEventListener('popstate', draw)
}
</script>`

export interface SpaSite {
  /** The URL of one page of the site. */
  url(page: PageName): string
  /** Serves `page` with another heading, as a server whose content changed (for a refresh). */
  change(page: PageName, heading: string): void
}

/** `attrs`: more of the embed's data attributes (without `data-`), such as page rules. */
export function spaSite(host: HostServer, mock: Pick<MockServer, 'origin'>, navigation: Navigation, attrs: Record<string, string> = {}): SpaSite {
  const library = navigation === 'htmx' ? 'htmx' : navigation === 'router' ? undefined : 'turbo'
  const base = `/spa/${navigation}`
  if (library) host.set(`/lib/${library}.js`, { html: readFileSync(LIBRARIES[library], 'utf8'), headers: { 'Content-Type': 'text/javascript; charset=utf-8' } })
  const more = Object.entries(attrs)
    .map(([name, value]) => ` data-${name}="${escapeAttribute(value)}"`)
    .join('')
  const embed = `<script src="${mock.origin}/loader.js" data-widget-key="${KEY}" data-collect-visitor-name="false"${more} async></script>`
  const title = (page: PageName) => page[0]!.toUpperCase() + page.slice(1)

  function html(page: PageName, heading = title(page)): string {
    const head = [
      CONSOLE_RECORDER,
      library ? `<script src="/lib/${library}.js"></script>` : '',
      navigation === 'turbo-morph' ? '<meta name="turbo-refresh-method" content="morph">' : '',
      navigation === 'turbo-head' ? embed : '',
    ].join('\n')
    const links = PAGES.map((p) => `<a href="${base}/${p}"${navigation === 'router' ? ' data-route' : ''}>${title(p)}</a>`).join(' ')
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title(page)}</title>
${head}
</head>
<body${navigation === 'htmx' ? ' hx-boost="true"' : ''}>
<nav>${links}</nav>
<main><h1>${heading}</h1><p>The ${page} page of a site that navigates with ${navigation}.</p></main>
${navigation === 'turbo-head' ? '' : embed}
${navigation === 'router' ? ROUTER : ''}
</body></html>`
  }

  for (const page of PAGES) host.set(`${base}/${page}`, { html: html(page) })
  return {
    url: (page) => `${host.origin}${base}/${page}`,
    change: (page, heading) => void host.set(`${base}/${page}`, { html: html(page, heading) }),
  }
}
