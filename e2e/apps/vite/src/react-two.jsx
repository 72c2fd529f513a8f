// Two agents on one React page, under StrictMode: sales in the corner, support
// inline in the help section (its key, made by the test with the service's
// create-chat-widget, comes in the address: ?support=wgt_...).
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { AgentChat } from 'agent-chat-widget/react'

const support = new URLSearchParams(location.search).get('support')

function Help() {
  const [supportShown, setSupportShown] = useState(true)
  return (
    <main>
      <h1>React help page</h1>
      <button type="button" onClick={() => setSupportShown(!supportShown)}>
        {supportShown ? 'Hide' : 'Show'} support
      </button>
      <section id="support-chat" style={{ width: 380, height: 520 }} />
      <AgentChat widgetKey="wgt_demo_acme_coffee" name="Sales" collectVisitorName={false} />
      {supportShown && <AgentChat widgetKey={support} name="Support" container="#support-chat" collectVisitorName={false} />}
    </main>
  )
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <Help />
  </StrictMode>,
)
