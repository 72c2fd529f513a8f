import { AgentChat } from 'agent-chat-widget/react'
import { Nav } from '../../site/nav'

export const metadata = { title: 'Shop (component)' }

// The React component in the root layout, a server component: it renders nothing on the server.
export default function Layout({ children }) {
  return (
    <html lang="en">
      <body>
        <Nav base="component" />
        {children}
        <AgentChat widgetKey="wgt_demo_acme_coffee" collectVisitorName={false} />
      </body>
    </html>
  )
}
