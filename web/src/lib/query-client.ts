import { notifyManager, QueryClient } from '@tanstack/react-query'
import { session, shouldRetry } from './api-client'

// A cache write reaches the screens in a microtask (the default is a macrotask), as a setState in the
// same event did before the hooks moved to the cache: focus that follows an item after a command, in
// the next animation frame, finds it already in its new place.
notifyManager.setScheduler(queueMicrotask)

/**
 * The one cache of server state. Data stays fresh for 30 s, so moving between screens shows what was
 * loaded without a second fetch; mutations invalidate what they change.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
})

// A founder who signs out (or whose refresh fails) leaves nothing of theirs for the next one.
session.onClear(() => queryClient.clear())
