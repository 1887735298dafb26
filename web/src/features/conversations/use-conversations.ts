import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Conversation, InboxFilter } from '../../../../shared/contracts/conversations'
import { queryKeys } from '../../lib/query-keys'
import { conversationsApi } from './api'

/** While the founder's answer is on its way, the thread is read again until it lands. */
const IN_FLIGHT_REFRESH_MS = 3_000
/** An open thread looks for the journalist's next message as often. */
const OPEN_THREAD_REFRESH_MS = 30_000
/** How often the inbox and its badge look for new replies. */
const INBOX_REFRESH_MS = 60_000

export function useConversation(pitchId: string) {
  return useQuery({
    queryKey: queryKeys.conversations.thread(pitchId),
    queryFn: ({ signal }) => conversationsApi.conversation(pitchId, signal).then((r) => r.conversation),
    refetchInterval: (query) =>
      query.state.data?.messages.some((m) => m.status === 'queued' || m.status === 'sending')
        ? IN_FLIGHT_REFRESH_MS
        : OPEN_THREAD_REFRESH_MS,
  })
}

export function useInbox(filter: InboxFilter) {
  return useQuery({
    queryKey: queryKeys.conversations.inbox(filter),
    queryFn: ({ signal }) => conversationsApi.inbox(filter, signal),
    refetchInterval: INBOX_REFRESH_MS,
  })
}

export function useMarkRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (pitchId: string) => conversationsApi.markRead(pitchId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.conversations.all }),
  })
}

export function useAnswer(pitchId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ body, key }: { body: string; key: string }) => conversationsApi.reply(pitchId, body, key),
    // In the thread at once, as the server answered it, whatever a read in flight then says.
    onSuccess: async ({ reply }) => {
      const thread = queryKeys.conversations.thread(pitchId)
      await queryClient.cancelQueries({ queryKey: thread })
      queryClient.setQueryData<Conversation>(thread, (conversation) =>
        conversation && !conversation.messages.some((message) => message.id === reply.id)
          ? { ...conversation, messages: [...conversation.messages, reply] }
          : conversation,
      )
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.conversations.all }),
  })
}
