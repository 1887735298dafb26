import { useCallback, useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { isAbortError } from '../../lib/api-client'
import { serverMessage } from '../../lib/error-message'
import { useAuth } from '../../lib/auth/auth-context'
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
  const [available, setAvailable] = useState(false)
  const [starting, setStarting] = useState(false)
  const [error, setError] = useState<string | null>(null)

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
      setError(`The demo could not be started: ${serverMessage(failure, 'the server did not answer')}`)
      setStarting(false)
    }
  }, [starting, user, signOut, startSession, navigate])

  return { available, starting, error, start }
}
