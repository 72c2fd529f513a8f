import Link from 'next/link'

/** The three pages of one way of embedding, linked with next/link (client-side navigation). */
export function Nav({ base }) {
  return (
    <nav aria-label="Site">
      <Link href={`/${base}`}>Home</Link> <Link href={`/${base}/pricing`}>Pricing</Link> <Link href={`/${base}/help`}>Help</Link>
    </nav>
  )
}

export function Page({ title }) {
  return (
    <main>
      <h1>{title}</h1>
      <p>A page of the shop.</p>
    </main>
  )
}
