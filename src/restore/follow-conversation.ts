// The restore chunk's part in following another copy of the conversation
// (another tab's save, or the page back from the back/forward cache): only a
// page that follows a stored conversation needs it.
import { stringify } from '../shared/page/json'
import type { Following } from '../shared/chunks/interfaces'
import type { Conversation, StoredMessage } from '../shared/conversation/message'

/**
 * The messages as the other copy holds them, keeping the local state of those
 * `keep` names (this page is still delivering them) and adding the ones the
 * copy lacks; undefined when that changes nothing.
 *
 * Two tabs save the same record, so the copy read may be older than this page:
 * the other tab saved what it had just before this page stored a reply. What
 * this page holds after the last message both share is newer than the copy
 * and stays, and a message delivered here stays delivered. A copy that shares
 * no message with this page is a new conversation started elsewhere, and
 * replaces this one (all but what this page is still delivering).
 */
export function mergeMessages(mine: StoredMessage[], remote: StoredMessage[], keep: (message: StoredMessage) => boolean): StoredMessage[] | undefined {
  const theirs = new Set(remote.map((m) => m.id))
  let lastShared = -1
  mine.forEach((m, i) => {
    if (theirs.has(m.id)) lastShared = i
  })
  const stays = (m: StoredMessage, i: number) => keep(m) || (i > lastShared && lastShared >= 0)
  const local = new Map(mine.filter((m) => keep(m) || m.status === 'sent').map((m) => [m.id, m]))
  const merged = [...remote.map((m) => local.get(m.id) ?? m), ...mine.filter((m, i) => !theirs.has(m.id) && stays(m, i))]
  // Only a real change is taken in (and so saved): each tab keeps its own
  // `open`, so saving an unchanged history would wake the other tab, whose
  // save would wake this one, and so on without end.
  return stringify(merged) === stringify(mine) ? undefined : merged
}

/** Takes the other copy into this page's model: its messages (see above), who the visitor is, whether the chat has started, the session. */
export function followConversation(remote: Conversation, here: Following, keep: (message: StoredMessage) => boolean): void {
  const merged = mergeMessages(here.messages.value, remote.messages, keep)
  if (merged) here.messages.value = merged
  // Started there is started here; a detail the copy has replaces the one kept.
  if (remote.started) here.started.value = true
  here.visitorName.value = remote.visitorName ?? here.visitorName.value
  here.visitorEmail.value = remote.visitorEmail ?? here.visitorEmail.value
  here.sessionId.value = remote.sessionId ?? here.sessionId.value
}
