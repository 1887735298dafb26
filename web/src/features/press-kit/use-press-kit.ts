import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { PressKit, UpdateKitRequest } from '../../../../shared/contracts/press-kit'
import { KIT_TEMPLATES } from '../../../../shared/domain/press-kit'
import { onceMoreIfRaced, pressKitApi, pressKitKeys } from './api'
import { RENDER_POLL_MS } from './kits-query'

// The list's read is ./kits-query.ts, which /press-kit starts before its code has loaded.

/** One kit; asked for again while its PDF renders, until it is completed or in error. */
export function useKit(id: string | undefined) {
  return useQuery({
    queryKey: pressKitKeys.kit(id ?? ''),
    queryFn: async ({ signal }) => (await pressKitApi.get(id ?? '', signal)).kit,
    enabled: !!id,
    refetchInterval: (query) => (query.state.data?.status === 'generating' ? RENDER_POLL_MS : false),
    // A read that set out before a save and answers after it never puts the older kit back: the
    // render's progress is followed from the version the save made.
    structuralSharing: (older: unknown, newer: unknown) =>
      older && newer && (newer as PressKit).version < (older as PressKit).version ? older : newer,
  })
}

/** The three templates never change while the app runs; the shared list stands in until they load. */
export function useTemplates() {
  return useQuery({
    queryKey: pressKitKeys.templates(),
    queryFn: async ({ signal }) => (await pressKitApi.templates(signal)).templates,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: [...KIT_TEMPLATES],
  })
}

/** The active company, shared with the other screens that read it. */
export { useCurrentCompany } from '../../lib/current-company'

/** Puts a kit the server answered with into the cache, and marks the list as out of date. */
export function useStoreKit() {
  const queryClient = useQueryClient()
  return (kit: PressKit) => {
    queryClient.setQueryData(pressKitKeys.kit(kit.id), kit)
    void queryClient.invalidateQueries({ queryKey: pressKitKeys.list() })
  }
}

export function useCreateKit() {
  const store = useStoreKit()
  return useMutation({
    mutationFn: pressKitApi.create,
    onSuccess: ({ kit }) => store(kit),
  })
}

/**
 * PUT /api/press-kit/kits/{id}. The server refuses (409) a save that raced another change to the kit;
 * the builder's draft is the whole truth of what it sends, so that one is sent once more.
 */
export const updateKit = (id: string, changes: UpdateKitRequest) =>
  onceMoreIfRaced(async () => (await pressKitApi.update(id, changes)).kit)

/**
 * Who may open the public page: a password (set, changed, or null to remove it) and the e-mail asked
 * for before a download. The kit the server answers goes into the cache, so every screen shows it.
 */
export function useKitAccess(id: string) {
  const store = useStoreKit()
  return useMutation({
    mutationFn: (changes: Pick<UpdateKitRequest, 'password' | 'settings'>) => updateKit(id, changes),
    onSuccess: store,
  })
}

export function useDeleteKit() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: pressKitApi.remove,
    onSuccess: (_, id) => {
      queryClient.setQueryData<PressKit[]>(pressKitKeys.list(), (kits) =>
        kits?.filter((kit) => kit.id !== id),
      )
      queryClient.removeQueries({ queryKey: pressKitKeys.kit(id) })
    },
  })
}
