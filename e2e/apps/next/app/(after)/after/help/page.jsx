import { Page } from '../../../../site/nav'
export default function Help() {
  return <Page title="Help" />
}
