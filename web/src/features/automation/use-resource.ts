import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { ApiError } from '../../lib/api-client'

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: T }

/**
 * One thing read from the API through the shared cache, with its loading and error states; read again
 * each time a panel showing it mounts (the server's scheduler changes it behind the screen's back).
 * `reload` goes back to the loading state; `refresh` reloads keeping what is shown; `update` changes
 * the cached value with what a command's answer says, for every panel showing it.
 */
export function useResource<T>(
  queryKey: QueryKey,
  load: (signal: AbortSignal) => Promise<T>,
  failure: string,
) {
  const queryClient = useQueryClient()
  const query = useQuery({ queryKey, queryFn: ({ signal }) => load(signal), refetchOnMount: 'always' })

  let state: Resource<T>
  if (query.isPending || (query.isError && query.isFetching)) state = { status: 'loading' }
  else if (query.isError)
    // The server's words when it refused; a network failure's own words say nothing to a founder.
    state = {
      status: 'error',
      message: query.error instanceof ApiError ? `${failure}: ${query.error.message}` : failure,
    }
  else state = { status: 'ready', data: query.data }

  const { refetch } = query
  return {
    state,
    reload: useCallback(() => queryClient.resetQueries({ queryKey, exact: true }), [queryClient, queryKey]),
    refresh: useCallback(() => refetch().then(() => undefined), [refetch]),
    update: useCallback(
      (change: (data: T) => T) =>
        void queryClient.setQueryData<T>(queryKey, (data) => (data === undefined ? data : change(data))),
      [queryClient, queryKey],
    ),
  }
}
