// The loader's side of the site's triggers (src/launcher/triggers.ts), in
// happy-dom: the one click listener and the hash, with the launcher's real
// view and a panel life that records what it is asked; what goes on to the
// commands chunk is recorded as asked; focus back to the site's element.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { launcherView } from '../helpers/launcher-view'
import { wireTriggers } from '../../src/launcher/triggers'
import type { LauncherView } from '../../src/shared/chunks/interfaces'
import { TEST_KEY, testConfig } from '../helpers/model'
import { returnFocus } from '../../src/life/return-focus'
import type { PanelLife } from '../../src/life/descriptor'

let stop: (() => void) | undefined

function wire() {
  const container = document.body.appendChild(document.createElement('div'))
  const view = launcherView(container)
  const calls: string[] = []
  // Opening draws the view in the same task, as the panel (and the loading frame) do.
  const life = {
    command(name: string, focus: boolean) {
      calls.push(`${name} ${focus}`)
      view.update({ open: name === 'open', unread: 0 })
    },
  } as unknown as PanelLife
  stop = wireTriggers(view, life, (...asked) => void calls.push(`ask ${JSON.stringify(asked)}`), TEST_KEY)
  return { calls, view }
}

/** A site element, added to the page after the listener started. */
function siteElement(html: string): HTMLElement {
  const holder = document.body.appendChild(document.createElement('div'))
  holder.innerHTML = html // the test's own markup, not the widget's
  return holder.firstElementChild as HTMLElement
}

const follow = (hash: string) => {
  history.replaceState(null, '', hash)
  dispatchEvent(new HashChangeEvent('hashchange'))
}

beforeEach(() => history.replaceState(null, '', '/page?q=1'))
afterEach(() => {
  stop?.()
  stop = undefined
  document.body.innerHTML = ''
})

describe('data-agent-chat on the site’s elements', () => {
  it('opens the chat from an element added after the listener started, and from a child of it; a link’s navigation is prevented', () => {
    const { calls } = wire()
    const link = siteElement('<a href="/contact" data-agent-chat="open"><span>Ask us</span></a>')
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    link.querySelector('span')!.dispatchEvent(click)
    expect(calls).toEqual(['open true'])
    expect(click.defaultPrevented).toBe(true)
  })

  it('open and send with a message open at once and hand the text on; send without a message only opens', () => {
    const { calls } = wire()
    siteElement('<button data-agent-chat="open" data-agent-chat-message="Where is my order?">Ask</button>').click()
    siteElement('<button data-agent-chat="send" data-agent-chat-message="<b>Track</b> 42">Track</button>').click()
    siteElement('<button data-agent-chat="send">Chat</button>').click()
    expect(calls).toEqual(['open true', 'ask ["open","Where is my order?"]', 'open true', 'ask ["send","<b>Track</b> 42"]', 'open true'])
  })

  it('an unknown value does not open the chat or stop the click: it is handed on, to be warned about', () => {
    const { calls } = wire()
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    siteElement('<a href="#top" data-agent-chat="bogus">?</a>').dispatchEvent(click)
    siteElement('<button data-agent-chat>?</button>').click()
    expect(calls).toEqual(['ask ["bogus",null]', 'ask ["",null]'])
    expect(click.defaultPrevented).toBe(false)
  })

  it('a click the site’s own handler cancelled (preventDefault) is left alone', () => {
    const { calls } = wire()
    const button = siteElement('<button data-agent-chat="open">Ask</button>')
    button.addEventListener('click', (e) => e.preventDefault())
    button.click()
    expect(calls).toEqual([])
  })

  it('clicks elsewhere do nothing, and once stopped nothing listens', () => {
    const { calls } = wire()
    siteElement('<button>Other</button>').click()
    document.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    stop!()
    siteElement('<button data-agent-chat="open">Ask</button>').click()
    follow('#agent-chat')
    expect(calls).toEqual([])
  })
})

describe('the #agent-chat hash', () => {
  it('on load opens the chat without taking focus, and hands the hash on (the commands chunk cleans the address)', () => {
    history.replaceState(null, '', '/page?q=1#agent-chat')
    const { calls } = wire()
    expect(calls).toEqual(['open false', 'ask ["open","#agent-chat",true]'])
  })

  it('on hashchange opens it with focus; #agent-chat=<text> is handed on still encoded', () => {
    const { calls } = wire()
    follow('#agent-chat')
    follow('#agent-chat=' + encodeURIComponent('Où ? 100%'))
    follow('#agent-chat=')
    expect(calls).toEqual([
      'open true',
      'ask ["open","#agent-chat",true]',
      'open true',
      'ask ["open","#agent-chat=O%C3%B9%20%3F%20100%25",true]',
      'open true',
      'ask ["open","#agent-chat=",true]',
    ])
  })

  it('other hashes are the site’s, left as they are', () => {
    const { calls } = wire()
    follow('#agent-chatter')
    follow('#/agent-chat')
    follow('#')
    expect(calls).toEqual([])
    expect(location.hash).toBe('')
  })
})

describe('focus back to the site’s element', () => {
  /** A close asked for by the visitor, as the panel draws it (focus back: the life chunk's). */
  function close(view: LauncherView) {
    view.update({ open: false, unread: 0 })
    returnFocus(view, testConfig())
  }

  it('goes to the element that opened the chat, not the launcher; also to one clicked while the chat was open', () => {
    const { view } = wire()
    const button = siteElement('<button data-agent-chat="open">Ask</button>')
    button.click()
    view.button.focus()
    close(view)
    expect(document.activeElement).toBe(button)
    view.update({ open: true, unread: 0 })
    const other = siteElement('<button data-agent-chat="open">Other</button>')
    other.click()
    close(view)
    expect(document.activeElement).toBe(other)
  })

  it('goes to the launcher when that element is gone or cannot take focus, or the launcher opened the chat since', () => {
    const { view } = wire()
    const gone = siteElement('<button data-agent-chat="open">Ask</button>')
    gone.click()
    gone.remove()
    close(view)
    expect(document.activeElement).toBe(view.button)

    const disabled = siteElement('<button data-agent-chat="open">Ask</button>') as HTMLButtonElement
    disabled.click()
    disabled.disabled = true
    view.button.blur()
    close(view)
    expect(document.activeElement).toBe(view.button)

    siteElement('<button data-agent-chat="open">Ask</button>').click()
    view.update({ open: false, unread: 0 })
    // Opened again from the launcher: the launcher gets focus back.
    view.button.click()
    view.update({ open: true, unread: 0 })
    view.button.blur()
    close(view)
    expect(document.activeElement).toBe(view.button)
  })

  it('goes there once: a later close (the chat opened by the API, say) goes to the launcher', () => {
    const { view } = wire()
    const button = siteElement('<button data-agent-chat="open">Ask</button>')
    button.click()
    close(view)
    expect(document.activeElement).toBe(button)
    view.update({ open: true, unread: 0 })
    close(view)
    expect(document.activeElement).toBe(view.button)
  })
})
