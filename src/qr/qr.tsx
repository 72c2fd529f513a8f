// The qr chunk: a QR code as inline SVG built with the panel's Preact (the
// kit): one path of the dark modules over a white square, so it reads in dark
// mode too. The encoder is uqr's (a port of Nayuki's QR Code generator);
// nothing is fetched and nothing is written as HTML.
// The JSX below compiles to the kit's `h`, which carries no JSX types: kit-jsx makes Preact's the global ones.
import type {} from '../shared/chunks/kit-jsx'
import { encode } from 'uqr'
import type { ChunkContext } from '../shared/chunks/panel-chunks'
import type { QrUi } from './descriptor'

/** The modules of `text` as one path: a unit square for each dark one, the quiet zone (4 modules) included in the size. */
export function qrPath(text: string): { size: number; d: string } {
  // M: 15 % of the code may be lost (a glare, a crease) and it still reads.
  const { data, size } = encode(text, { ecc: 'M', border: 4 })
  let d = ''
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`
    }),
  )
  return { size, d }
}

export function createQr(panel: ChunkContext): QrUi {
  const { h } = panel.kit
  return {
    Code({ text, labelledBy }) {
      const { size, d } = qrPath(text)
      return (
        <svg class="qr" part="call-qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-labelledby={labelledBy} shape-rendering="crispEdges">
          <rect width={size} height={size} fill="#fff" />
          <path d={d} fill="#000" />
        </svg>
      )
    },
  }
}
