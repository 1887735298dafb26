import type { AnchorHTMLAttributes, Ref } from 'react'
import { type To, useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router-dom'

// The app's links to its own screens. react-router's Link and NavLink also carry its framework mode's
// route prefetching, which <BrowserRouter> never runs but every screen downloaded first (about 1 kB
// gzip, docs/decisions/016-login-first-paint.md); these are built on the hooks react-router offers for
// custom links and behave as its own do here: a plain click (or Enter) moves within the app, a click
// with a modifier key or the middle button is the browser's (a new tab), and a link to where the
// founder already is replaces the history entry. For another site, use <a>.

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To
  /** Replace the current history entry instead of adding one. */
  replace?: boolean
  ref?: Ref<HTMLAnchorElement>
}

export function Link({ to, replace, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to)
  const navigate = useLinkClickHandler(to, { replace, target })
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) navigate(event)
      }}
    />
  )
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** A class name (given `active` besides on the current section), or one chosen from `isActive`. */
  className?: string | ((state: { isActive: boolean }) => string)
  /** Active only on this very path, not on the paths under it. */
  end?: boolean
}

/** A link in a navigation: aria-current="page" while the founder is on its path or one under it. */
export function NavLink({ className, end = false, ...rest }: NavLinkProps) {
  const isActive = isActivePath(useLocation().pathname, useResolvedPath(rest.to).pathname, end)
  return (
    <Link
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={
        typeof className === 'function'
          ? className({ isActive })
          : [className, isActive && 'active'].filter(Boolean).join(' ') || undefined
      }
    />
  )
}

/** react-router's NavLink rule: the same path, or (unless `end`) one under it, ignoring case. */
export function isActivePath(current: string, target: string, end: boolean) {
  const here = current.toLowerCase()
  const path = target.toLowerCase()
  if (here === path) return true
  const slash = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length
  return !end && here.startsWith(path) && here.charAt(slash) === '/'
}
