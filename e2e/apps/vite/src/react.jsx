import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { AgentChat } from 'agent-chat-widget/react'

function Shop() {
  const [chat, setChat] = useState(true)
  const [left, setLeft] = useState(false)
  const [seen, setSeen] = useState([])
  return (
    <main>
      <h1>React shop</h1>
      <button type="button" onClick={() => setLeft(!left)}>
        Chat on the {left ? 'right' : 'left'}
      </button>
      <button type="button" onClick={() => setChat(!chat)}>
        {chat ? 'Hide' : 'Show'} the chat
      </button>
      <ul aria-label="Messages seen">
        {seen.map((m) => (
          <li key={m.id}>{`${m.role}: ${m.text}`}</li>
        ))}
      </ul>
      {chat && (
        <AgentChat
          widgetKey="wgt_demo_acme_coffee"
          collectVisitorName={false}
          position={left ? 'bottom-left' : 'bottom-right'}
          suggestions={['Opening hours?']}
          onMessage={(m) => setSeen((all) => [...all, m])}
        />
      )}
    </main>
  )
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <Shop />
  </StrictMode>,
)
