import { CompanyScreen } from '../features/company/components/company-screen'
import { ServerState } from '../lib/server-state'

export default function CompanyPage() {
  return (
    <ServerState>
      <div className="page company-page">
        <title>My Company · Pressroom</title>
        <CompanyScreen />
      </div>
    </ServerState>
  )
}
