// What a returning visitor has stored: used by the long-conversation journey
// (e2e/journeys/) and by the bench's cost curve (scripts/bench.ts).

import { storageKeys } from '../src/shared/storage/ui-state'

/**
 * What a returning visitor has stored for `widgetKey`, as [key, value] pairs
 * for localStorage: the conversation (`pairs` questions, each with a
 * markdown reply), and the launcher's summary the panel writes with it (open).
 */
export function storedConversation(pairs: number, widgetKey: string): Array<[string, string]> {
  const at = new Date(Date.UTC(2026, 0, 1)).toISOString()
  const reply = (i: number) =>
    `Answer ${i}:\n\n- a list item with \`code\`\n- a [link](https://example.com/${i})\n\n\`\`\`\nconst x = ${i}\n\`\`\`\n\nA closing paragraph.`
  const messages = Array.from({ length: pairs }, (_, i) => [
    { id: `v-${i}`, role: 'visitor', text: `Question ${i}`, at, status: 'sent' },
    { id: `a-${i}`, role: 'agent', text: reply(i), at },
  ]).flat()
  const keys = storageKeys(widgetKey)
  return [
    [keys.conversation, JSON.stringify({ v: 1, open: true, started: true, messages })],
    [keys.ui, JSON.stringify({ open: true, unread: 0, outbox: 0 })],
  ]
}
