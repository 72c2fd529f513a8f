// Shared helpers for the markdown renderer tests: render a reply into a fresh
// container, check the safety invariants on the real DOM (and on the VNodes
// before they reach the DOM), and sketch the DOM as a compact string.
import { h, render, type VNode } from 'preact'
import { renderMarkdown } from '../../src/panel/render/markdown'
import { safeHref } from '../../src/shared/conversation/safe-href'

export const REL = 'noopener noreferrer nofollow ugc'

export const ALLOWED_TAGS = new Set(['P', 'BR', 'STRONG', 'EM', 'CODE', 'PRE', 'UL', 'OL', 'LI', 'A'])

export const FORBIDDEN_SELECTOR =
  'img,iframe,script,style,svg,math,object,embed,link,meta,base,form,video,audio,source,input,textarea,button,template,noscript,frame,frameset,applet,picture,canvas,track'

const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:'])

const HTML_NS = 'http://www.w3.org/1999/xhtml'

/** Fresh container in the document; returns the container (it holds one wrapper div). */
export function renderInto(text: string, containers: HTMLElement[] = mounted): HTMLElement {
  const container = document.createElement('div')
  document.body.appendChild(container)
  containers.push(container)
  render(h('div', null, renderMarkdown(text)), container)
  return container
}

const mounted: HTMLElement[] = []

/** Unmounts and removes every container renderInto made (call from afterEach). */
export function cleanupRendered(): void {
  for (const container of mounted.splice(0)) {
    render(null, container)
    container.remove()
  }
}

/** The wrapper div renderInto placed in the container. */
export function wrapperOf(container: HTMLElement): HTMLElement {
  const wrapper = container.firstElementChild
  if (!(wrapper instanceof HTMLElement)) throw new Error('container holds no wrapper element')
  return wrapper
}

/** Independent re-implementation of what a browser does before reading a scheme. */
function browserScheme(href: string): string | null {
  // eslint-disable-next-line no-control-regex -- the URL parser's own trim: C0 controls and space
  const cleaned = href.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')
  const m = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(cleaned)
  return m ? `${m[1]!.toLowerCase()}:` : null
}

/** Every way the rendered DOM departs from the allow-list; empty when safe. */
export function domViolations(container: HTMLElement): string[] {
  const out: string[] = []
  if (container.childNodes.length !== 1 || container.firstElementChild?.tagName !== 'DIV') {
    out.push('container must hold exactly the wrapper div')
  }
  const wrapper = container.firstElementChild
  if (!wrapper) return out
  if (wrapper.attributes.length) out.push('wrapper div gained attributes')

  const walk = (node: Node, inAnchor: boolean): void => {
    // Index the child list: happy-dom's nextSibling searches the parent's list each time.
    const children = node.childNodes
    for (let i = 0; i < children.length; i++) {
      const child = children[i]!
      if (child.nodeType === Node.TEXT_NODE) continue
      if (child.nodeType !== Node.ELEMENT_NODE) {
        out.push(`non-element, non-text node (type ${child.nodeType})`)
        continue
      }
      const el = child as Element
      const tag = el.tagName
      if (!ALLOWED_TAGS.has(tag)) out.push(`element <${tag.toLowerCase()}> is not allowed`)
      if (el.namespaceURI !== HTML_NS) out.push(`<${tag.toLowerCase()}> in namespace ${String(el.namespaceURI)}`)
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase()
        if (name.startsWith('on')) out.push(`<${tag.toLowerCase()}> has event handler attribute ${name}`)
        const allowed =
          (tag === 'A' && (name === 'href' || name === 'target' || name === 'rel')) || (tag === 'OL' && name === 'start' && /^\d+$/.test(attr.value))
        if (!allowed) out.push(`<${tag.toLowerCase()}> has attribute ${name}="${attr.value}"`)
      }
      if (tag === 'A') {
        if (inAnchor) out.push('a link nested inside a link')
        if (el.getAttribute('target') !== '_blank') out.push(`link target is ${String(el.getAttribute('target'))}`)
        if (el.getAttribute('rel') !== REL) out.push(`link rel is ${String(el.getAttribute('rel'))}`)
        const href = el.getAttribute('href')
        if (href === null) out.push('link without href')
        else {
          if (safeHref(href) !== href) out.push(`href ${JSON.stringify(href)} is not one safeHref returns`)
          if (!/^(?:https?|mailto|tel):/i.test(href)) out.push(`href ${JSON.stringify(href)} has a refused scheme`)
          // eslint-disable-next-line no-control-regex -- control characters are what is looked for
          if (/[\u0000-\u001f\u007f]/.test(href)) out.push(`href ${JSON.stringify(href)} carries control characters`)
          const scheme = browserScheme(href)
          if (scheme === null || !ALLOWED_SCHEMES.has(scheme)) out.push(`href ${JSON.stringify(href)} reads as scheme ${String(scheme)}`)
          let parsed: URL | null = null
          try {
            parsed = new URL(href)
          } catch {
            // Unparsable absolute URLs cannot navigate anywhere; the scheme checks above still apply.
          }
          if (parsed && !ALLOWED_SCHEMES.has(parsed.protocol)) out.push(`href ${JSON.stringify(href)} parses as ${parsed.protocol}`)
        }
      }
      walk(el, inAnchor || tag === 'A')
    }
  }
  walk(wrapper, false)

  // getElementsByTagName, not querySelectorAll: happy-dom's querySelectorAll stops at 65,538 matches.
  const forbidden = FORBIDDEN_SELECTOR.split(',').filter((tag) => container.getElementsByTagName(tag).length > 0)
  if (forbidden.length) out.push(`forbidden elements present: ${forbidden.join(',').toUpperCase()}`)
  return out
}

/** Every way the VNodes renderMarkdown returned depart from the allow-list; empty when safe. */
export function vnodeViolations(nodes: unknown): string[] {
  const out: string[] = []
  const allowedProps: Record<string, Set<string>> = {
    a: new Set(['children', 'href', 'target', 'rel']),
    ol: new Set(['children', 'start']),
  }
  const visit = (node: unknown): void => {
    if (node === null || node === undefined || typeof node === 'string') return
    if (Array.isArray(node)) {
      for (const child of node) visit(child)
      return
    }
    if (typeof node !== 'object') {
      out.push(`unexpected child of type ${typeof node}`)
      return
    }
    const vnode = node as VNode<Record<string, unknown>>
    if (typeof vnode.type !== 'string' || !ALLOWED_TAGS.has(vnode.type.toUpperCase()) || vnode.type !== vnode.type.toLowerCase()) {
      out.push(`vnode type ${typeof vnode.type === 'string' ? vnode.type : typeof vnode.type} is not allowed`)
      return
    }
    const allowed = allowedProps[vnode.type] ?? new Set(['children'])
    for (const key of Object.keys(vnode.props ?? {})) {
      if (!allowed.has(key)) out.push(`<${vnode.type}> vnode has prop ${key}`)
    }
    if (vnode.ref) out.push(`<${vnode.type}> vnode has a ref`)
    visit(vnode.props?.children)
  }
  visit(nodes)
  return out
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/**
 * Compact serialisation of the wrapper's content: tags with their attributes
 * (a link's target and rel left out: domViolations checks those), text escaped.
 */
export function sketch(container: HTMLElement): string {
  const render = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return escapeText(node.nodeValue ?? '')
    if (node.nodeType !== Node.ELEMENT_NODE) return `<!--node type ${node.nodeType}-->`
    const el = node as Element
    const tag = el.tagName.toLowerCase()
    const attrs = Array.from(el.attributes)
      .filter((a) => !(tag === 'a' && (a.name === 'target' || a.name === 'rel')))
      .map((a) => ` ${a.name}="${a.value}"`)
      .join('')
    if (tag === 'br') return `<br${attrs}>`
    return `<${tag}${attrs}>${Array.from(el.childNodes, render).join('')}</${tag}>`
  }
  return Array.from(wrapperOf(container).childNodes, render).join('')
}

/** Repeats unit until exactly size characters. */
export function fill(unit: string, size: number): string {
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size)
}
