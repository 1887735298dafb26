import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError, isAbortError } from '../../lib/api-client'

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: T }

/**
 * One thing read from the API, with its loading and error states. A newer load aborts the one in
 * flight; `refresh` reloads without going back to the loading state, so what is shown stays put.
 */
export function useResource<T>(load: (signal: AbortSignal) => Promise<T>, failure: string) {
  const [state, setState] = useState<Resource<T>>({ status: 'loading' })
  const inFlight = useRef<AbortController | null>(null)

  const fetchData = useCallback(
    async (quiet: boolean) => {
      inFlight.current?.abort()
      const controller = new AbortController()
      inFlight.current = controller
      if (!quiet) setState({ status: 'loading' })
      try {
        const data = await load(controller.signal)
        if (!controller.signal.aborted) setState({ status: 'ready', data })
      } catch (error) {
        if (controller.signal.aborted || isAbortError(error)) return
        // The server's words when it refused; a network failure's own words say nothing to a founder.
        const message = error instanceof ApiError ? `${failure}: ${error.message}` : failure
        setState({ status: 'error', message })
      }
    },
    [load, failure],
  )

  useEffect(() => {
    void fetchData(false)
    return () => inFlight.current?.abort()
  }, [fetchData])

  const update = useCallback((change: (data: T) => T) => {
    setState((current) =>
      current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current,
    )
  }, [])

  return {
    state,
    reload: useCallback(() => fetchData(false), [fetchData]),
    refresh: useCallback(() => fetchData(true), [fetchData]),
    update,
  }
}
