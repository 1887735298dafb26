import { useCallback, useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { isAbortError } from '../../lib/api-client'
import { useAuth } from '../../lib/auth/auth-context'
import { serverMessage } from '../../lib/error-message'
import { demoApi } from './api'

/** Where the demo founder lands: the screen their history makes most of. */
export const DEMO_LANDING = '/analytics'

/**
 * 'Try the demo': offered only where the server has a demo founder (the embedded stack). Starting it
 * signs in as that founder, through the auth context as sign-in does, and opens the analytics.
 */
export function useDemo() {
  const auth = useAuth()
  const navigate = useNavigate()
  // A plain call, not a query: the landing page is where a visitor arrives, and a query observer would
  // add about 4.5 kB gzip to it for one yes/no asked once (docs/decisions/011-web-server-state.md).
  const [available, setAvailable] = useState(false)
  useEffect(() => {
    const controller = new AbortController()
    demoApi
      .available(controller.signal)
      .then(setAvailable)
      .catch((failure: unknown) => {
        // No demo here (AWS, the dev server): the link simply does not show.
        if (!isAbortError(failure)) setAvailable(false)
      })
    return () => controller.abort()
  }, [])
  const [starting, setStarting] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const { user, signOut, startSession } = auth
  const start = useCallback(async () => {
    if (starting) return
    setStarting(true)
    setError(null)
    try {
      const session = await demoApi.start()
      // Someone else signed in on this browser is signed out first, as switching accounts would.
      if (user && user.id !== session.user.id) await signOut()
      startSession(session)
      navigate(DEMO_LANDING)
    } catch (failure) {
      setError(`The demo could not be started: ${serverMessage(failure, 'please try again in a moment')}`)
      setStarting(false)
    }
  }, [starting, user, signOut, startSession, navigate])

  return { available, starting, error, start }
}
