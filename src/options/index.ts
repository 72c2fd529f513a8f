// Entry of the options chunk: hands createOptions to the loader that asked for
// it (as the panel chunk does); nothing runs until the panel calls it.
import { NAMESPACE, OPTIONS_CHUNK, namespaceOf, type OptionsChunk } from '../shared/contract'
import { createOptions } from './options'

const chunk: OptionsChunk = { createOptions }
const registry = namespaceOf(window)
if (typeof registry?._define === 'function') registry._define(OPTIONS_CHUNK, chunk)
else console.error(`[agent-chat] the conversation menu loaded without its loader (window.${NAMESPACE} is missing)`)
