import { Page } from '../../../../site/nav'
export default function Pricing() {
  return <Page title="Pricing" />
}
