// A fenced code block: the language named beside it as text, the code in a
// focusable, scrollable pre, and a Copy code button that copies the code
// alone (shared/page/clipboard.ts: selected instead where the clipboard is refused).
import { copyOrSelect } from '../shared/page/clipboard'
import type { PreactKit } from '../shared/chunks/panel-chunks'
import type { Make } from './make'

export interface CodeTexts {
  copyCode: string
  copied: string
  /** The code's accessible name. */
  code: string
}

/** How long "Copied" shows before the button says Copy code again. */
const COPIED_MS = 2000

export function codeBlockComponent(kit: PreactKit, texts: CodeTexts) {
  const make = kit.h as Make
  function CodeBlock({ code, lang }: { code: string; lang: string }) {
    const pre = kit.useRef<HTMLPreElement>(null)
    const [copied, setCopied] = kit.useState(false)
    kit.useEffect(() => {
      if (!copied) return
      const timer = setTimeout(() => setCopied(false), COPIED_MS)
      return () => clearTimeout(timer)
    }, [copied])
    const copy = () => void copyOrSelect(code, pre.current!).then((how) => setCopied(how === 'copied'))
    // Only the first word of the info string names the language.
    const language = lang.trim().split(/\s/, 1)[0] ?? ''
    return make(
      'div',
      { class: 'code-block', part: 'md-code-block' },
      make(
        'div',
        { class: 'code-bar', part: 'md-code-bar' },
        language ? make('span', { class: 'code-lang', part: 'md-code-lang' }, language) : null,
        make('button', { type: 'button', class: 'copy-code', part: 'md-copy-code', onClick: copy }, copied ? texts.copied : texts.copyCode),
      ),
      make('pre', { ref: pre, tabIndex: 0, 'aria-label': language ? `${texts.code} (${language})` : texts.code, part: 'md-code' }, make('code', null, code)),
    )
  }
  return (code: string, lang: string) => make(CodeBlock, { code, lang })
}
