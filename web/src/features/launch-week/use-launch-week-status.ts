import { useCallback, useEffect, useRef, useState } from 'react'
import type { LaunchWeekStatus } from '../../../../shared/contracts/billing'
import { launchWeekApi } from './api'
import { SPOTS_REFRESH_MS } from './constants'

/** The last answer, for the next visit within its 30 s (as a cached read would show it at once). */
let last: { status: LaunchWeekStatus; at: number } | null = null

/**
 * The real counter and recent claims, refreshed every 30 s while the page is visible. Null until the
 * first answer: a failed refresh keeps the last one, and nothing is shown rather than a made-up number.
 *
 * A plain call, not a query: /launch-week is a page visitors land on, and it stays within its budget of
 * initial JavaScript by not loading the server-state cache (docs/decisions/011, "Public first
 * screens"). Nothing else reads this status.
 */
export function useLaunchWeekStatus() {
  const [status, setStatus] = useState<LaunchWeekStatus | null>(last?.status ?? null)
  const reading = useRef<AbortController | null>(null)

  const read = useCallback(async () => {
    // The newest read wins: one still under way is given up.
    reading.current?.abort()
    const controller = new AbortController()
    reading.current = controller
    try {
      const answer = await launchWeekApi.status(controller.signal)
      last = { status: answer, at: Date.now() }
      setStatus(answer)
    } catch {
      // Given up for a newer read, or failed: polled, so the next refresh is the retry, and the last
      // answer stays shown.
    }
  }, [])

  useEffect(() => {
    if (!last || Date.now() - last.at >= SPOTS_REFRESH_MS) void read()
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') void read()
    }, SPOTS_REFRESH_MS)
    return () => {
      clearInterval(timer)
      reading.current?.abort()
    }
  }, [read])

  return { status, refresh: read }
}
