import type { ReactNode } from 'react'
import '../billing.css'

interface CheckoutNoticeProps {
  tone: 'success' | 'neutral'
  title: string
  children: ReactNode
  actions: ReactNode
}

/** Where the payment page sends the founder back to: what happened, and where to go next. */
export function CheckoutNotice({ tone, title, children, actions }: CheckoutNoticeProps) {
  return (
    <div className="checkout-notice-page">
      <title>{`${title} · Pressroom`}</title>
      <section className="card notice-card checkout-notice" aria-labelledby="checkout-heading">
        <span className={`checkout-icon checkout-icon-${tone}`} aria-hidden="true">
          {tone === 'success' ? '✓' : '×'}
        </span>
        <h1 id="checkout-heading">{title}</h1>
        {children}
        <div className="checkout-actions">{actions}</div>
      </section>
    </div>
  )
}
