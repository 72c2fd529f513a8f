// Entry of the commands chunk: hands the public API's commands to the loader
// that asked for them, as the panel chunk does.
import { NAMESPACE } from '../shared/public-api'
import { API_CHUNK, namespaceOf, type CommandsChunk } from '../shared/chunk-interfaces'
import { createCommands } from './commands'

const chunk: CommandsChunk = { createCommands }
const registry = namespaceOf(window)
if (typeof registry?._define === 'function') registry._define(API_CHUNK, chunk)
else console.error(`[agent-chat] the commands loaded without their loader (window.${NAMESPACE} is missing)`)
