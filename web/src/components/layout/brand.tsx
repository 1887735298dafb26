import { Link } from '../ui/link'

export function Brand({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="brand">
      <span className="brand-mark" aria-hidden="true">
        P
      </span>
      Pressroom
    </Link>
  )
}
