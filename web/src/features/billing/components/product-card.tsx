import type { ReactNode } from 'react'

interface ProductCardProps {
  name: string
  price: string
  /** "/ month" for a plan, "one-time" for a pack. */
  period: string
  description: string
  detail?: string | null
  current?: boolean
  /** The button or link at the foot of the card. */
  action?: ReactNode
}

/** One plan or pack: what it gives, what it costs, and how to get it. */
export function ProductCard({ name, price, period, description, detail, current, action }: ProductCardProps) {
  const headingId = `product-${name.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <li className={current ? 'card product-card product-card-current' : 'card product-card'}>
      <article aria-labelledby={headingId}>
        <div className="product-card-head">
          <h3 id={headingId}>{name}</h3>
          {current && <span className="plan-badge">Current plan</span>}
        </div>
        <p className="product-price">
          <span className="product-amount">{price}</span> <span className="product-period">{period}</span>
        </p>
        <p className="product-description">{description}</p>
        {detail && <p className="product-detail">{detail}</p>}
        {action && <div className="product-action">{action}</div>}
      </article>
    </li>
  )
}
