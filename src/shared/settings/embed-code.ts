// The one place that writes the embed snippet, used by the mock service's
// create-chat-widget and by the demo page, so the format cannot drift from
// what the loader reads: the attributes are the settings registry's, in its order.
import { SUGGESTION_SEPARATOR } from './suggestions'
import { REGISTRY, type SettingsInput } from './registry'

/** The settings (the registry's, each as `boot` takes it), and where loader.js is. */
export interface EmbedSettings extends SettingsInput {
  /** Absolute URL of loader.js. */
  loaderUrl: string
  widgetKey: string
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

export function embedCode(settings: EmbedSettings): string {
  let tag = `<script src="${escapeAttribute(settings.loaderUrl)}"`
  for (const { name, attribute } of REGISTRY) {
    const value = settings[name]
    if (value !== undefined) tag += ` ${attribute}="${escapeAttribute(Array.isArray(value) ? value.join(SUGGESTION_SEPARATOR) : String(value))}"`
  }
  return tag + ' async></script>'
}
