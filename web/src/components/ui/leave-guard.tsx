import { useContext, useEffect, useRef } from 'react'
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_NavigationContext as NavigationContext,
  useLocation,
} from 'react-router-dom'

interface LeaveGuardProps {
  /** Read at the moment of leaving, so a save that has just answered counts. */
  shouldBlock(): boolean
  message: string
}

/** Thrown under a data router, where leaving is guarded with react-router's useBlocker instead. */
export const NEEDS_BROWSER_ROUTER =
  "LeaveGuard watches <BrowserRouter>'s navigator: under a data router, guard leaving with useBlocker"

/**
 * Asks before the founder leaves with unsaved changes: closing or reloading the tab (beforeunload), and
 * moving elsewhere in the app, with the browser's confirm(). react-router's useBlocker exists only under
 * a data router; the app is mounted with <BrowserRouter>, so the navigator's push and replace and the
 * back button are watched instead. useBlocker is not imported for a data router the app does not have:
 * it came with every screen's first download (docs/decisions/016-login-first-paint.md). Mounted under
 * one, this throws rather than guard half the ways out.
 */
export function LeaveGuard(props: LeaveGuardProps) {
  const dataRouter = useContext(DataRouterContext)
  const latest = useRef(props)
  latest.current = props

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!latest.current.shouldBlock()) return
      event.preventDefault()
      // Older browsers show nothing without it; current ones show their own words.
      event.returnValue = latest.current.message
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [])

  if (dataRouter) throw new Error(NEEDS_BROWSER_ROUTER)
  return <NavigatorGuard latest={latest} />
}

type Latest = { current: LeaveGuardProps }

interface HistoryLike {
  push(...args: unknown[]): void
  replace(...args: unknown[]): void
}

function NavigatorGuard({ latest }: { latest: Latest }) {
  const { navigator } = useContext(NavigationContext)
  const location = useLocation()
  const here = useRef(location)
  here.current = location

  useEffect(() => {
    const history = navigator as unknown as HistoryLike
    const { push, replace } = history
    const allowed = () => !latest.current.shouldBlock() || window.confirm(latest.current.message)
    history.push = (...args) => {
      if (allowed()) push.apply(history, args)
    }
    history.replace = (...args) => {
      if (allowed()) replace.apply(history, args)
    }
    // Back and forward have already moved when popstate fires; the router's own listener ran first and
    // its render is batched with this one, so putting the builder's address back keeps the builder up.
    const onPopState = () => {
      if (allowed()) return
      const { pathname, search, hash } = here.current
      push.call(history, { pathname, search, hash })
    }
    window.addEventListener('popstate', onPopState)
    return () => {
      history.push = push
      history.replace = replace
      window.removeEventListener('popstate', onPopState)
    }
  }, [navigator, latest])
  return null
}
