import { CompanyScreen } from '../features/company/components/company-screen'

export default function CompanyPage() {
  return (
    <div className="page company-page">
      <title>My Company · Pressroom</title>
      <CompanyScreen />
    </div>
  )
}
