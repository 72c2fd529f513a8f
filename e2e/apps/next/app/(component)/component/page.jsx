import { Page } from '../../../site/nav'
export default function Home() {
  return <Page title="Home" />
}
