import { Link } from '../components/ui/link'
import { CheckoutNotice } from '../features/billing/components/checkout-notice'

export default function CheckoutCancelPage() {
  return (
    <CheckoutNotice
      tone="neutral"
      title="Checkout Cancelled"
      actions={
        <Link to="/pricing" className="button button-primary">
          Return to Pricing
        </Link>
      }
    >
      <p>No payment was taken. Pick a plan or a pitch pack whenever you are ready.</p>
    </CheckoutNotice>
  )
}
