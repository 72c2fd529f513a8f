import Script from 'next/script'
import { Nav } from '../../site/nav'

export const metadata = { title: 'Shop (beforeInteractive)' }

// The plain embed code through next/script (beforeInteractive), the widget's files served by the site under /widget/.
export default function Layout({ children }) {
  return (
    <html lang="en">
      <body>
        <Nav base="before" />
        {children}
        <Script src="/widget/loader.js" data-widget-key="wgt_demo_acme_coffee" data-collect-visitor-name="false" strategy="beforeInteractive" />
      </body>
    </html>
  )
}
