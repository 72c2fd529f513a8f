// Builds a chat model around a fake client, an in-memory storage, a fixed
// clock and predictable ids.
import { chunk as restoreChunk } from '../../src/restore/chunk'
import type { WidgetConfig } from '../../src/shared/settings/panel'
import type { PanelEvent } from '../../src/shared/api/public-api'
import type { PanelModel } from '../../src/panel/descriptor'
import { DEFAULTS } from '../../src/shared/settings/registry'
import { createChatModel, type ChatModel } from '../../src/panel/model/chat-model'
import { createUi } from '../../src/panel/strings'
import { createConversationStore, type ConversationStore } from '../../src/panel/storage/conversation-store'
import { createSafeStorage } from '../../src/panel/storage/safe-storage'
import { FakeClient } from './fake-client'
import { MemoryStorage } from './memory-storage'

export const TEST_KEY = 'wgt_test_key'
export const FIXED_NOW = '2025-03-04T05:06:07.000Z'
/** The time of the `n`th message after the first on the fixed clock: each is stamped a millisecond after the last (message-log.ts). */
export const fixedNowPlus = (n: number) => new Date(Date.parse(FIXED_NOW) + n).toISOString()

/** The registry's defaults (so a new setting needs nothing here), with these values over them. */
export function testConfig(overrides: Partial<WidgetConfig> = {}): WidgetConfig {
  return {
    ...DEFAULTS,
    widgetKey: TEST_KEY,
    apiBase: 'https://api.example.com/v1',
    name: 'Acme Support',
    primaryColor: '#6366f1',
    position: 'bottom-right',
    welcomeMessage: 'Welcome to Acme!',
    offlineMessage: 'We are away, leave a message.',
    collectVisitorName: false,
    collectVisitorEmail: false,
    pageUrl: 'path',
    theme: 'auto',
    locale: 'auto',
    open: false,
    launcher: true,
    consent: 'not-required',
    font: 'system',
    launcherLabel: '',
    subtitle: '',
    avatarUrl: '',
    suggestions: '',
    feedback: false,
    notify: '',
    ...overrides,
  }
}

export interface TestModel {
  model: ChatModel
  client: FakeClient
  storage: MemoryStorage
  store: ConversationStore
  config: WidgetConfig
  pageUrl: { value: string }
  /** The waits the model asked for between retries, in order. */
  sleeps: number[]
  /** Where the model delivers and saves (see TestModelOptions.later); the panel renders there too. */
  later: (run: () => void) => void
}

export interface TestModelOptions {
  config?: Partial<WidgetConfig>
  /** The interface's language: its catalogue, locale and direction (English by default). */
  language?: { catalogue: unknown; lang: string; dir?: 'ltr' | 'rtl' }
  storage?: MemoryStorage
  /** Where the store writes now (data-storage's area, null without consent); `storage` by default. */
  area?: () => Storage | null
  client?: FakeClient
  /** Prefix of the ids handed out by newId (distinct per model if needed). */
  idPrefix?: string
  /** Waits between retries; by default recorded in `sleeps` and over at once. */
  sleep?: (ms: number) => Promise<void>
  /** The jitter source; 0.5 by default. */
  random?: () => number
  /**
   * Where the model delivers and saves. By default at once, in the task that
   * asked (so a test sees the request right after send); the scheduling
   * tests pass a queue they run themselves.
   */
  later?: (run: () => void) => void
}

export function createTestModel(options: TestModelOptions = {}): TestModel {
  const storage = options.storage ?? new MemoryStorage()
  const client = options.client ?? new FakeClient()
  const config = testConfig(options.config)
  const area = options.area ?? (() => storage)
  const store = createConversationStore(createSafeStorage(area), config.widgetKey, area, restoreChunk)
  const pageUrl = { value: 'https://shop.example.com/products' }
  let counter = 0
  const prefix = options.idPrefix ?? 'id'
  const sleeps: number[] = []
  const sleep = options.sleep ?? (() => Promise.resolve())
  const later = options.later ?? ((run: () => void) => run())
  const model = createChatModel({
    config,
    client,
    store,
    pageUrl: () => pageUrl.value,
    now: () => new Date(FIXED_NOW),
    newId: () => `${prefix}-${++counter}`,
    sleep: (ms) => {
      sleeps.push(ms)
      return sleep(ms)
    },
    random: options.random ?? (() => 0.5),
    later,
    ui: createUi(options.language?.catalogue, options.language?.lang, options.language?.dir),
  })
  return { model, client, storage, store, config, pageUrl, sleeps, later }
}

/** Every payload of the event `name` the model's chunks raise from now on, in order (the other panel events left out). */
export function raised<E extends PanelEvent[0]>(model: Pick<PanelModel, 'onPanelEvent'>, name: E): Array<Extract<PanelEvent, [E, unknown]>[1]> {
  const payloads: Array<Extract<PanelEvent, [E, unknown]>[1]> = []
  model.onPanelEvent((...[event, payload]) => {
    if (event === name) payloads.push(payload as Extract<PanelEvent, [E, unknown]>[1])
  })
  return payloads
}
