// The demo site's pages (public/) as `npm start` serves them: the
// placeholders filled with the embed snippet and the widget's origin and key.
// Shared by scripts/demo.ts and the playground's end-to-end test.
import { embedCode, escapeAttribute } from '../src/shared/settings/embed-code'

export function demoPageRenderer(widgetOrigin: string, widgetKey: string): (html: string) => string {
  const snippet = embedCode({ loaderUrl: widgetOrigin + '/loader.js', widgetKey, name: 'Acme Coffee', primaryColor: '#6f4e37', collectVisitorName: true })
  return (html) =>
    html
      .replaceAll('{{EMBED_ESCAPED}}', escapeAttribute(snippet))
      .replaceAll('{{EMBED}}', snippet)
      .replaceAll('{{WIDGET_ORIGIN}}', escapeAttribute(widgetOrigin))
      .replaceAll('{{WIDGET_KEY}}', escapeAttribute(widgetKey))
}
