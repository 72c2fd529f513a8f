// The widget's whole stylesheet, adopted into the shadow root as a
// constructable stylesheet (no <style> element, so no CSP style-src needed).
// Sizes are in px, never rem: the host page's root font size is not ours.
// `:host { all: initial !important }` cuts inheritance from the page (font,
// colour, spacing, alignment...): everything inside starts from initial
// values. Important rules from inside the shadow tree beat the page's own
// important rules on the host element. `all` leaves `direction` alone, so it
// is set explicitly.
export const widgetCss = `
:host{all:initial!important;display:block!important;position:fixed!important;top:0!important;left:0!important;width:0!important;height:0!important;direction:ltr!important;z-index:2147483000!important}
*,*::before,*::after{box-sizing:border-box}
.root{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#111827}
button,input,textarea{font:inherit;color:inherit;letter-spacing:inherit;margin:0}
button{cursor:pointer}
:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.sr-only{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.launcher{position:fixed;bottom:20px;right:20px;width:60px;height:60px;border:0;border-radius:50%;padding:0;display:flex;align-items:center;justify-content:center;background:var(--acw-primary);color:var(--acw-on-primary);box-shadow:0 4px 14px rgba(0,0,0,.25);transition:transform .15s ease}
.launcher:hover{transform:scale(1.05)}
.launcher svg{width:28px;height:28px;display:block}
.left .launcher{right:auto;left:20px}
.panel{position:fixed;bottom:92px;right:20px;width:370px;max-width:calc(100vw - 40px);height:600px;max-height:calc(100vh - 112px);display:flex;flex-direction:column;background:#fff;border-radius:16px;box-shadow:0 12px 40px rgba(0,0,0,.22);overflow:hidden}
.left .panel{right:auto;left:20px}
.header{display:flex;align-items:center;gap:8px;padding:12px 12px 12px 18px;background:var(--acw-primary);color:var(--acw-on-primary);flex:none}
.title{flex:1;margin:0;font-size:17px;font-weight:600;line-height:1.3;overflow-wrap:anywhere}
.icon-button{width:40px;height:40px;border:0;border-radius:8px;background:transparent;color:inherit;display:flex;align-items:center;justify-content:center;padding:0}
.icon-button:hover{background:rgba(127,127,127,.2)}
.icon-button svg{width:22px;height:22px}
.header :focus-visible{outline-color:currentColor}
.log{flex:1;overflow-y:auto;padding:16px;display:flex;flex-direction:column;gap:10px;overscroll-behavior:contain}
.msg{display:flex;flex-direction:column;max-width:85%;align-self:flex-start}
.msg.visitor{align-self:flex-end;align-items:flex-end}
.bubble{padding:9px 13px;border-radius:16px;white-space:pre-wrap;overflow-wrap:anywhere;unicode-bidi:plaintext}
.agent .bubble{background:#f1f2f6;color:#111827;border-bottom-left-radius:4px}
.visitor .bubble{background:var(--acw-primary);color:var(--acw-on-primary);border-bottom-right-radius:4px}
.meta{font-size:12px;color:#4b5563;margin-top:3px;display:flex;gap:6px;align-items:center}
.failed .bubble,.pending .bubble{opacity:.7}
.retry{border:0;background:none;padding:0;color:#b91c1c;text-decoration:underline;font-size:12px}
.notice{align-self:center;max-width:90%;text-align:center;font-size:13px;color:#4b5563;background:#fef3c7;border-radius:10px;padding:6px 12px;white-space:pre-wrap;overflow-wrap:anywhere}
.typing{align-self:flex-start;display:flex;gap:4px;padding:12px 14px;background:#f1f2f6;border-radius:16px}
.typing i{width:7px;height:7px;border-radius:50%;background:#6b7280;animation:acw-blink 1.2s infinite ease-in-out}
.typing i:nth-child(2){animation-delay:.2s}
.typing i:nth-child(3){animation-delay:.4s}
@keyframes acw-blink{0%,80%,100%{opacity:.3}40%{opacity:1}}
.composer{display:flex;gap:8px;align-items:flex-end;padding:10px 12px;border-top:1px solid #e5e7eb;flex:none}
.composer textarea{flex:1;resize:none;field-sizing:content;min-height:42px;max-height:128px;padding:9px 12px;border:1px solid #9ca3af;border-radius:12px;font-size:16px;line-height:1.4;background:#fff}
.send{height:42px;padding:0 16px;border:0;border-radius:12px;background:var(--acw-primary);color:var(--acw-on-primary);font-weight:600}
.form{flex:1;overflow-y:auto;padding:18px;display:flex;flex-direction:column;gap:14px}
.welcome{margin:0}
.field{display:flex;flex-direction:column;gap:4px}
.field label{font-weight:600;font-size:14px}
.field input{height:44px;padding:0 12px;border:1px solid #9ca3af;border-radius:10px;font-size:16px;background:#fff}
.field input[aria-invalid=true]{border-color:#b91c1c}
.error{color:#b91c1c;font-size:13px;margin:0}
.start{height:44px;border:0;border-radius:10px;background:var(--acw-primary);color:var(--acw-on-primary);font-weight:600}
@media (max-width:480px){
.panel{top:0;left:0;right:0;bottom:0;width:100%;max-width:none;height:100%;max-height:none;border-radius:0;padding:env(safe-area-inset-top) env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left)}
.left .panel{left:0}
.open .launcher{display:none}
}
@media (prefers-reduced-motion:reduce){*{animation:none!important;transition:none!important}}
`
