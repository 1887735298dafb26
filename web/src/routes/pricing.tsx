import { PricingScreen } from '../features/billing/components/pricing-screen'

export default function PricingPage() {
  return (
    <>
      <title>Choose your plan · Pressroom</title>
      <PricingScreen />
    </>
  )
}
