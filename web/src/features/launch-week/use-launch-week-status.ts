import { useCallback, useEffect, useState } from 'react'
import type { LaunchWeekStatus } from '../../../../shared/contracts/billing'
import { isAbortError } from '../../lib/api-client'
import { launchWeekApi } from './api'
import { SPOTS_REFRESH_MS } from './constants'

/**
 * The real counter and recent claims, refreshed every 30 s. Null until the first answer: a failed
 * refresh keeps the last one, and nothing is shown rather than a made-up number.
 */
export function useLaunchWeekStatus() {
  const [status, setStatus] = useState<LaunchWeekStatus | null>(null)

  const refresh = useCallback(async (signal?: AbortSignal) => {
    try {
      setStatus(await launchWeekApi.status(signal))
    } catch (error) {
      if (signal?.aborted || isAbortError(error)) return
      // Keep what is on screen; the next refresh tries again.
    }
  }, [])

  useEffect(() => {
    const controller = new AbortController()
    void refresh(controller.signal)
    const timer = setInterval(() => void refresh(controller.signal), SPOTS_REFRESH_MS)
    return () => {
      clearInterval(timer)
      controller.abort()
    }
  }, [refresh])

  return { status, refresh }
}
