// create-chat-widget: a new widget of the caller's account, answered with its
// embed code.
import { randomUUID } from 'node:crypto'
import { embedCode } from '../../src/shared/settings/embed-code'
import { LIMITS, WIDGET_DEFAULTS } from '../../src/shared/service/wire'
import { isoNow, newWidgetKey, type Account, type CallContext, type ServiceCore, type Widget } from '../state'
import { boolean, domains, hexColor, oneOf, optional, parseBody, required, text, uuid } from '../validate'

/** The create-chat-widget defaults (src/shared/service/wire.ts), in the stored snake_case form. */
export function defaultWidgetFields() {
  return {
    name: WIDGET_DEFAULTS.name,
    primary_color: WIDGET_DEFAULTS.primaryColor,
    position: WIDGET_DEFAULTS.position,
    welcome_message: WIDGET_DEFAULTS.welcomeMessage,
    offline_message: WIDGET_DEFAULTS.offlineMessage,
    collect_visitor_name: WIDGET_DEFAULTS.collectVisitorName,
    collect_visitor_email: WIDGET_DEFAULTS.collectVisitorEmail,
    allowed_domains: [] as string[],
  }
}

export function createChatWidget(core: ServiceCore, account: Account, ctx: CallContext) {
  const input = parseBody(
    ctx.body,
    {
      agent_id: required(uuid),
      name: optional(text(LIMITS.widgetName)),
      primary_color: optional(hexColor),
      position: optional(oneOf('bottom-right', 'bottom-left')),
      welcome_message: optional(text(LIMITS.widgetText)),
      offline_message: optional(text(LIMITS.widgetText)),
      collect_visitor_name: optional(boolean),
      collect_visitor_email: optional(boolean),
      allowed_domains: optional(domains),
    },
    'create-chat-widget',
  )
  const defaults = defaultWidgetFields()
  const widget: Widget = {
    id: randomUUID(),
    account_id: account.id,
    widget_key: newWidgetKey(),
    agent_id: input.agent_id,
    name: input.name ?? defaults.name,
    primary_color: input.primary_color ?? defaults.primary_color,
    position: input.position ?? defaults.position,
    welcome_message: input.welcome_message ?? defaults.welcome_message,
    offline_message: input.offline_message ?? defaults.offline_message,
    collect_visitor_name: input.collect_visitor_name ?? defaults.collect_visitor_name,
    collect_visitor_email: input.collect_visitor_email ?? defaults.collect_visitor_email,
    allowed_domains: [...new Set(input.allowed_domains ?? [])],
    is_active: true,
    created_at: isoNow(core),
  }
  core.state.widgets.push(widget)
  core.changed()
  return publicWidget(widget, ctx.publicOrigin)
}

/** The Chat widget fields the interface returns on creation, in its order. */
export function publicWidget(w: Widget, publicOrigin: string) {
  return {
    id: w.id,
    widget_key: w.widget_key,
    agent_id: w.agent_id,
    name: w.name,
    primary_color: w.primary_color,
    position: w.position,
    welcome_message: w.welcome_message,
    collect_visitor_name: w.collect_visitor_name,
    collect_visitor_email: w.collect_visitor_email,
    is_active: w.is_active,
    embed_code: embedCode({
      loaderUrl: publicOrigin + '/loader.js',
      widgetKey: w.widget_key,
      name: w.name,
      primaryColor: w.primary_color,
      position: w.position,
      welcomeMessage: w.welcome_message,
      offlineMessage: w.offline_message,
      collectVisitorName: w.collect_visitor_name,
      collectVisitorEmail: w.collect_visitor_email,
    }),
    created_at: w.created_at,
  }
}
