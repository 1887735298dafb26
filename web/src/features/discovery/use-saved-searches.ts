import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SavedSearch } from '../../../../shared/contracts/discovery'
import { useToast } from '../../components/ui/toast'
import { errorMessage, serverMessage } from '../../lib/error-message'
import { queryKeys } from '../../lib/query-keys'
import { discoveryApi } from './api'

export type SavedSearchesState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; searches: SavedSearch[] }

/** The founder's named searches, kept on the server (saving one on Search invalidates them), and deleting one. */
export function useSavedSearches() {
  const queryClient = useQueryClient()
  const toast = useToast()
  const query = useQuery({
    queryKey: queryKeys.discovery.saved,
    queryFn: async ({ signal }) => (await discoveryApi.savedSearches(signal)).searches,
  })
  const removal = useMutation({
    mutationFn: (search: SavedSearch) => discoveryApi.deleteSavedSearch(search.id),
    onSuccess: (_, search) => {
      queryClient.setQueryData<SavedSearch[]>(queryKeys.discovery.saved, (searches) =>
        searches?.filter((known) => known.id !== search.id),
      )
      // Once: a second click on the leaving toast must not save it twice.
      let undone = false
      const undo = () => {
        if (!undone) restoral.mutate(search)
        undone = true
      }
      toast(`Deleted saved search “${search.name}”`, 'success', { action: { label: 'Undo', onClick: undo } })
    },
    onError: (error) => toast(serverMessage(error, 'Failed to delete saved search'), 'error'),
  })

  // Undo of a delete: the same name, words and filters saved again (a new id; nothing else refers to it).
  const restoral = useMutation({
    mutationFn: ({ name, query, filters }: SavedSearch) => discoveryApi.saveSearch({ name, query, filters }),
    onSuccess: (_, search) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.discovery.saved })
      toast(`Restored saved search “${search.name}”`)
    },
    onError: (error) => toast(serverMessage(error, 'Failed to restore saved search'), 'error'),
  })

  const state: SavedSearchesState = query.isPending
    ? { status: 'loading' }
    : query.isError
      ? { status: 'error', message: errorMessage(query.error) }
      : { status: 'ready', searches: query.data }
  return {
    state,
    /** The search being deleted, if one is. */
    deleting: removal.isPending ? (removal.variables?.id ?? null) : null,
    remove: (search: SavedSearch) => removal.mutateAsync(search).catch(() => undefined),
  }
}
