// Entry of the suggestions chunk: hands createSuggestions to the loader that
// asked for it (as the panel chunk does); nothing runs until the panel calls it.
import { NAMESPACE, SUGGESTIONS_CHUNK, namespaceOf, type SuggestionsChunk } from '../shared/contract'
import { createSuggestions } from './suggestions'

const chunk: SuggestionsChunk = { createSuggestions }
const registry = namespaceOf(window)
if (typeof registry?._define === 'function') registry._define(SUGGESTIONS_CHUNK, chunk)
else console.error(`[agent-chat] the starter questions loaded without their loader (window.${NAMESPACE} is missing)`)
