import { Link } from '../components/ui/link'
import { CheckoutNotice } from '../features/billing/components/checkout-notice'

export default function CheckoutSuccessPage() {
  return (
    <CheckoutNotice
      tone="success"
      title="Payment Successful!"
      actions={
        <>
          <Link to="/pitches" className="button button-primary">
            Start Pitching
          </Link>
          <Link to="/profile" className="button button-secondary">
            View Profile
          </Link>
        </>
      }
    >
      <p>Thank you. Your new pitches are added to your account as soon as the payment is confirmed.</p>
    </CheckoutNotice>
  )
}
