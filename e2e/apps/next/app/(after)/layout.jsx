import Script from 'next/script'
import { Nav } from '../../site/nav'

export const metadata = { title: 'Shop (afterInteractive)' }

// The plain embed code through next/script (afterInteractive), the widget's files served by the site under /widget/.
export default function Layout({ children }) {
  return (
    <html lang="en">
      <body>
        <Nav base="after" />
        {children}
        <Script src="/widget/loader.js" data-widget-key="wgt_demo_acme_coffee" data-collect-visitor-name="false" strategy="afterInteractive" />
      </body>
    </html>
  )
}
