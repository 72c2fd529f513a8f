// Entry of the panel chunk: hands the panel stage to the loader that asked for
// it. Its only side effect is that hand-over; nothing runs until the launcher
// stage calls startPanel.
import { NAMESPACE } from '../shared/public-api'
import { PANEL_CHUNK, namespaceOf, type PanelChunk } from '../shared/chunk-interfaces'
import { startPanel } from './start-panel'

const chunk: PanelChunk = { startPanel }
const registry = namespaceOf(window)
if (typeof registry?._define === 'function') registry._define(PANEL_CHUNK, chunk)
else console.error(`[agent-chat] the panel loaded without its loader (window.${NAMESPACE} is missing)`)
