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
:host{all:initial!important;position:fixed!important;top:0!important;left:0!important;width:0!important;height:0!important;direction:ltr!important;z-index:var(--acw-z,2147483000)!important}\
*{box-sizing:border-box}\
.root{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#111827}\
button,input,textarea{font:inherit;color:inherit;margin:0;border:0}\
button{cursor:pointer;padding:0;background:none}\
:focus-visible{outline:3px solid #2563eb;outline-offset:2px}\
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}\
.launcher,.panel{position:fixed;right:20px}\
.left>*{right:auto;left:20px}\
.launcher{bottom:20px;width:60px;height:60px;border-radius:50%;display:flex;align-items:center;justify-content:center;box-shadow:0 4px 14px rgba(0,0,0,.25)}\
.launcher svg{width:28px}\
.launcher,.header,.visitor .bubble,[type=submit]{background:var(--acw-primary);color:var(--acw-on-primary)}\
.panel{bottom:92px;width:370px;max-width:calc(100vw - 40px);height:600px;max-height:calc(100vh - 112px);display:flex;flex-direction:column;background:#fff;border-radius:16px;box-shadow:0 12px 40px rgba(0,0,0,.22);overflow:hidden}\
.header{display:flex;align-items:center;padding:12px 12px 12px 18px}\
.title{flex:1;margin:0;font-size:17px;font-weight:600;overflow-wrap:anywhere}\
.close{width:40px;height:40px;border-radius:8px;display:flex;align-items:center;justify-content:center}\
.close svg{width:22px}\
.header :focus-visible{outline-color:currentColor}\
.log,.form{flex:1;overflow-y:auto;display:flex;flex-direction:column;padding:16px;gap:10px}\
.msg{display:flex;flex-direction:column;max-width:85%;align-self:flex-start}\
.msg.visitor{align-self:flex-end;align-items:flex-end}\
.bubble{padding:9px 13px;border-radius:16px;unicode-bidi:plaintext;max-width:100%}\
.bubble,.notice{overflow-wrap:anywhere}\
.text,.notice{white-space:pre-wrap}\
.md>*{margin:0}\
.md>*+*{margin-top:8px}\
.md ul,.md ol{padding-left:22px}\
.md code{font:13px ui-monospace,Menlo,Consolas,monospace;background:#0001;border-radius:4px;padding:1px 4px}\
.md pre{overflow-x:auto;background:#0001;border-radius:8px;padding:8px 10px}\
.md pre code{background:none;padding:0}\
.md a{color:inherit}\
.agent .bubble,.typing{background:#f1f2f6;border-bottom-left-radius:4px}\
.visitor .bubble{border-bottom-right-radius:4px}\
.meta{font-size:12px;color:#4b5563;margin-top:3px;display:flex;gap:6px}\
.visitor:not([data-status=sent]) .bubble{opacity:.7}\
.retry,.error{color:#b91c1c;text-decoration:underline}\
.notice{align-self:center;text-align:center;font-size:13px;background:#fef3c7;border-radius:10px;padding:6px 12px}\
.typing{align-self:flex-start;display:flex;gap:4px;padding:12px 14px;border-radius:16px}\
.typing i{width:7px;height:7px;border-radius:50%;background:#6b7280;animation:b 1.2s infinite}\
.typing i+i{animation-delay:.2s}\
.typing i+i+i{animation-delay:.4s}\
@keyframes b{50%{opacity:.3}}\
.log+form{display:flex;gap:8px;align-items:flex-end;padding:10px 12px;border-top:1px solid #e5e7eb}\
textarea,input{min-height:44px;padding:10px 12px;border:1px solid #9ca3af;border-radius:12px;font-size:16px;background:#fff}\
textarea{flex:1;resize:none;field-sizing:content;max-height:128px}\
[type=submit]{height:44px;padding:0 16px;border-radius:12px;font-weight:600}\
.form p{margin:0}\
.field{display:flex;flex-direction:column;gap:4px}\
label{font-weight:600;font-size:14px}\
[aria-invalid=true]{border-color:#b91c1c}\
.error{text-decoration:none;font-size:13px}\
@media (max-width:480px){\
.panel{inset:0;width:auto;max-width:none;height:auto;max-height:none;border-radius:0;padding:env(safe-area-inset-top) env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left)}\
.open .launcher{display:none}\
}\
@media (prefers-reduced-motion:reduce){*{animation:none!important}}`
