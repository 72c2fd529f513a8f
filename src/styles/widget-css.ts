// The widget's whole stylesheet, adopted into the shadow root as a
// constructable stylesheet (no <style> element, so no CSP style-src needed).
// Sizes are in px, never rem: the host page's root font size is not ours.
// `:host { all: initial !important }` cuts inheritance from the page (font,
// colour, spacing, alignment...): everything inside starts from initial
// values. Important rules from inside the shadow tree beat the page's own
// important rules on the host element. `all` leaves `direction` alone, so it
// is set explicitly. Lines end in a backslash, a template-literal line
// continuation, so no newline ships.
export const widgetCss = `\
:host{all:initial!important;display:block!important;position:fixed!important;top:0!important;left:0!important;width:0!important;height:0!important;direction:ltr!important;z-index:2147483000!important}\
*{box-sizing:border-box}\
.root{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;--b:#fff;--f:#111827;--s:#f1f2f6;--d:#4b5563;--e:#b91c1c;--l:#e5e7eb;--r:#2563eb;--n:#fef3c7;color:var(--f)}\
.dark{--b:#1f2937;--f:#f3f4f6;--s:#374151;--d:#d1d5db;--e:#fca5a5;--l:#4b5563;--r:#93c5fd;--n:#713f12;color-scheme:dark}\
@media (prefers-color-scheme:dark){.auto{--b:#1f2937;--f:#f3f4f6;--s:#374151;--d:#d1d5db;--e:#fca5a5;--l:#4b5563;--r:#93c5fd;--n:#713f12;color-scheme:dark}}\
button,input,textarea{font:inherit;color:inherit;letter-spacing:inherit;margin:0;border:0}\
button{cursor:pointer;padding:0;background:none}\
:focus-visible{outline:3px solid var(--r);outline-offset:2px}\
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}\
.launcher,.panel{position:fixed;right:20px}\
.left .launcher,.left .panel{right:auto;left:20px}\
.launcher{bottom:20px;width:60px;height:60px;border-radius:50%;display:flex;align-items:center;justify-content:center;box-shadow:0 4px 14px rgba(0,0,0,.25)}\
.launcher svg{width:28px}\
.badge{position:absolute;top:-4px;inset-inline-end:-4px;min-width:22px;padding:0 6px;border-radius:11px;background:#b91c1c;color:#fff;font:700 12px/22px sans-serif;box-shadow:0 0 0 2px #fff}\
.launcher,.header,.visitor .bubble,.send,.start{background:var(--acw-primary);color:var(--acw-on-primary)}\
.panel{bottom:92px;width:370px;max-width:calc(100vw - 40px);height:600px;max-height:calc(100vh - 112px);display:flex;flex-direction:column;background:var(--b);border-radius:16px;box-shadow:0 12px 40px rgba(0,0,0,.22);overflow:hidden}\
.header{display:flex;align-items:center;padding:12px;padding-inline-start:18px}\
.title{flex:1;margin:0;font-size:17px;font-weight:600;overflow-wrap:anywhere}\
.close{width:40px;height:40px;border-radius:8px;display:flex;align-items:center;justify-content:center}\
.close svg{width:22px}\
.header :focus-visible{outline-color:currentColor}\
.log,.form{flex:1;overflow-y:auto;overscroll-behavior:contain;display:flex;flex-direction:column;padding:16px;gap:10px}\
.live{display:flex;flex-direction:column;gap:10px}\
.msg{display:flex;flex-direction:column;max-width:85%;align-self:flex-start}\
.msg.visitor{align-self:flex-end;align-items:flex-end}\
.bubble{padding:9px 13px;border-radius:16px;unicode-bidi:plaintext;max-width:100%}\
.bubble,.notice{overflow-wrap:anywhere}\
.text,.notice{white-space:pre-wrap}\
.md>*{margin:0 0 8px}\
.md>:last-child{margin:0}\
.md ul,.md ol{padding-inline-start:22px}\
.md code{font:13px ui-monospace,Menlo,Consolas,monospace;background:#8882;border-radius:4px;padding:1px 4px}\
.md pre{overflow-x:auto;background:#8882;border-radius:8px;padding:8px 10px}\
.md pre code{background:none;padding:0}\
.md a{color:inherit}\
.agent .bubble,.typing{background:var(--s);border-end-start-radius:4px}\
.visitor .bubble{border-end-end-radius:4px}\
.meta,.retry{font-size:12px;color:var(--d)}\
.meta{margin-top:3px;display:flex;gap:6px}\
.failed .bubble{outline:2px solid var(--e)}\
.retry,.error{color:var(--e);text-decoration:underline}\
.notice{align-self:center;text-align:center;font-size:13px;background:var(--n);border-radius:10px;padding:6px 12px}\
.typing{align-self:flex-start;display:flex;gap:4px;padding:12px 14px;border-radius:16px}\
.typing i{width:7px;height:7px;border-radius:50%;background:#6b7280;animation:b 1.2s infinite}\
.typing i+i{animation-delay:.2s}\
.typing i+i+i{animation-delay:.4s}\
@keyframes b{50%{opacity:.3}}\
.composer{display:flex;gap:8px;align-items:flex-end;padding:10px 12px;border-top:1px solid var(--l)}\
textarea,input{min-height:44px;padding:10px 12px;border:1px solid #9ca3af;border-radius:12px;font-size:16px;background:var(--b)}\
textarea{flex:1;resize:none;unicode-bidi:plaintext;field-sizing:content;max-height:128px}\
.send,.start{height:44px;padding:0 16px;border-radius:12px;font-weight:600}\
.form p{margin:0}\
.field{display:flex;flex-direction:column;gap:4px}\
label{font-weight:600;font-size:14px}\
[aria-invalid=true]{border-color:var(--e)}\
.error{text-decoration:none;font-size:13px}\
@media (max-width:480px){\
.panel,.left .panel{inset:var(--acw-top,0) 0 auto;width:auto;max-width:none;height:var(--acw-vh,100%);max-height:none;border-radius:0;padding:env(safe-area-inset-top) env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left)}\
.open .launcher{display:none}\
}\
@media (prefers-reduced-motion:reduce){*{animation:none!important}}`
