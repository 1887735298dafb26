import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import type { PitchStatus } from '../../../../shared/contracts/pitches'
import type { WorkflowCard } from '../../../../shared/contracts/workflow'
import { WORKFLOW_MESSAGES } from '../../../../shared/domain/workflow'
import { useToast } from '../../components/ui/toast'
import { queryKeys } from '../../lib/query-keys'
import { type MessageDraft, workflowApi, workflowKeys } from './api'
import { moveCards, orderColumn, removeCards } from './board-order'
import { STATUS_LABELS } from './constants'
import { failureText } from './failure-text'
import { jobNotice } from './job-summary'
import { type FailedMessage, failedMessage, withRetryId } from './message-retry'
import type { useProgress } from './use-progress'

type CardsData = { cards: WorkflowCard[]; total: number }
type Snapshot = [readonly unknown[], CardsData | undefined][]
type Progress = ReturnType<typeof useProgress>

const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`
const REVERT_MS = 1_600

/**
 * Everything the board changes on the server. Moves, reorders and deletes show at once in every
 * cached card list and go back, visibly, if the server refuses; each ends by reading the board again.
 * Bulk operations report to the progress overlay. An empty selection does nothing.
 */
export function useBoardActions(progress: Progress) {
  const queryClient = useQueryClient()
  const toast = useToast()
  // Cards that just went back to where they were: they flash so the revert is seen.
  const [reverted, setReverted] = useState<ReadonlySet<string>>(new Set())
  const revertTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  // Moves, undo and redo schedule and cancel follow-ups too: the Automation panel lists them.
  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workflowKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.automation.actions }),
      ]),
    [queryClient],
  )

  async function optimistic(change: (cards: WorkflowCard[]) => WorkflowCard[]): Promise<Snapshot> {
    await queryClient.cancelQueries({ queryKey: workflowKeys.cardLists })
    const snapshot = queryClient.getQueriesData<CardsData>({ queryKey: workflowKeys.cardLists })
    for (const [key, data] of snapshot) {
      if (!data) continue
      const filter = key.at(-1)
      const cards = change(data.cards).filter((card) => filter === 'all' || card.status === filter)
      queryClient.setQueryData<CardsData>(key, { cards, total: cards.length })
    }
    return snapshot
  }

  function revert(snapshot: Snapshot | undefined, ids: string[]) {
    for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data)
    setReverted(new Set(ids))
    clearTimeout(revertTimer.current)
    revertTimer.current = setTimeout(() => setReverted(new Set()), REVERT_MS)
  }

  const move = useMutation({
    mutationFn: ({ ids, status }: { ids: string[]; status: PitchStatus; bulk: boolean }) =>
      workflowApi.move(ids, status),
    onMutate: ({ ids, status, bulk }) => {
      if (bulk) progress.start(`Moving ${items(ids.length)} to ${STATUS_LABELS[status]}...`, ids.length)
      return optimistic((cards) => moveCards(cards, ids, status))
    },
    onSuccess: (result, { bulk }) => {
      if (bulk) progress.finish(result.moved)
    },
    onError: (error, { ids, bulk }, snapshot) => {
      revert(snapshot, ids)
      if (bulk) progress.clear()
      toast(failureText(error, WORKFLOW_MESSAGES.moveFailed), 'error')
    },
    onSettled: refresh,
  })

  const reorder = useMutation({
    mutationFn: ({ status, ids }: { status: PitchStatus; ids: string[] }) => workflowApi.reorder(status, ids),
    onMutate: ({ status, ids }) => optimistic((cards) => orderColumn(cards, status, ids)),
    onError: (error, { ids }, snapshot) => {
      revert(snapshot, ids)
      toast(failureText(error, WORKFLOW_MESSAGES.moveFailed), 'error')
    },
    onSettled: refresh,
  })

  const remove = useMutation({
    mutationFn: (ids: string[]) => workflowApi.delete(ids),
    onMutate: (ids) => {
      progress.start(`Deleting ${items(ids.length)}...`, ids.length)
      return optimistic((cards) => removeCards(cards, ids))
    },
    onSuccess: (result) => progress.finish(result.deleted),
    onError: (error, ids, snapshot) => {
      revert(snapshot, ids)
      progress.clear()
      toast(failureText(error, WORKFLOW_MESSAGES.deleteFailed), 'error')
    },
    onSettled: refresh,
  })

  const send = useMutation({
    mutationFn: (ids: string[]) => workflowApi.send(ids),
    onMutate: (ids) =>
      progress.start(`Sending ${ids.length === 1 ? '1 pitch' : `${ids.length} pitches`}...`, ids.length),
    onSuccess: ({ job }, ids) =>
      progress.track(
        job.id,
        `Sending ${ids.length === 1 ? '1 pitch' : `${ids.length} pitches`}...`,
        job.total,
        WORKFLOW_MESSAGES.sendFailed,
      ),
    onError: (error) => {
      progress.clear()
      toast(failureText(error, WORKFLOW_MESSAGES.sendFailed), 'error')
    },
  })

  // The last message that failed on its way: sent again, it goes with the same request id.
  const failedMessageRef = useRef<FailedMessage | null>(null)
  const message = useMutation({
    mutationFn: (draft: MessageDraft) => workflowApi.message(draft),
    onMutate: (draft) =>
      progress.start(
        `${draft.scheduledFor ? 'Scheduling' : 'Sending'} ${draft.ids.length === 1 ? '1 message' : `${draft.ids.length} messages`}...`,
        draft.ids.length,
      ),
    onSuccess: ({ job }, draft) => {
      failedMessageRef.current = null
      const label = `${draft.ids.length === 1 ? '1 message' : `${draft.ids.length} messages`}`
      // A scheduled message goes out later: scheduling it is what finished now, with those left out.
      if (draft.scheduledFor) {
        progress.finish(job.total - job.skipped - job.failed, job.total) // 'Scheduled 1 of 2 messages'
        const notice = jobNotice(job)
        if (notice) toast(notice.text, notice.tone)
      } else progress.track(job.id, `Sending ${label}...`, job.total, WORKFLOW_MESSAGES.messageFailed)
    },
    onError: (error, draft) => {
      failedMessageRef.current = failedMessage(draft)
      progress.clear()
      toast(failureText(error, WORKFLOW_MESSAGES.messageFailed), 'error')
    },
    onSettled: (_, __, draft) => {
      if (draft.scheduledFor) void refresh()
    },
  })

  const undo = useMutation({
    mutationFn: () => workflowApi.undo(),
    onSuccess: ({ operation }) => toast(`Undone: ${describe(operation.kind, operation.count)}`, 'success'),
    onError: (error) => toast(failureText(error, WORKFLOW_MESSAGES.undoFailed), 'error'),
    onSettled: refresh,
  })

  const redo = useMutation({
    mutationFn: () => workflowApi.redo(),
    onSuccess: ({ operation }) => toast(`Redone: ${describe(operation.kind, operation.count)}`, 'success'),
    onError: (error) => toast(failureText(error, WORKFLOW_MESSAGES.redoFailed), 'error'),
    onSettled: refresh,
  })

  return {
    reverted,
    refresh,
    /** `onMoved` runs once the server took the move. */
    move: (ids: string[], status: PitchStatus, bulk = false, onMoved?: () => void) => {
      if (ids.length > 0) move.mutate({ ids, status, bulk }, { onSuccess: onMoved })
    },
    /** Moves of several groups one after another (the bottleneck alert's targets), in one overlay. */
    moveGroups: async (groups: { ids: string[]; status: PitchStatus }[]) => {
      const total = groups.reduce((sum, g) => sum + g.ids.length, 0)
      if (total === 0) return false
      progress.start(`Moving ${items(total)}...`, total)
      let done = 0
      for (const group of groups) {
        const snapshot = await optimistic((cards) => moveCards(cards, group.ids, group.status))
        try {
          done += (await workflowApi.moveBottlenecks(group.ids, group.status)).moved
        } catch (error) {
          revert(snapshot, group.ids)
          progress.clear()
          toast(failureText(error, WORKFLOW_MESSAGES.moveFailed), 'error')
          void refresh()
          return false
        }
      }
      progress.finish(done, total)
      void refresh()
      return true
    },
    reorder: (status: PitchStatus, ids: string[]) => reorder.mutate({ status, ids }),
    remove: (ids: string[]) => {
      if (ids.length > 0) remove.mutate(ids)
    },
    send: (ids: string[]) => {
      if (ids.length > 0) send.mutate(ids)
    },
    message: (draft: MessageDraft) => {
      if (draft.ids.length > 0) message.mutate(withRetryId(failedMessageRef.current, draft))
    },
    undo: () => undo.mutate(),
    redo: () => redo.mutate(),
    undoing: undo.isPending || redo.isPending,
  }
}

const describe = (kind: 'move' | 'delete', count: number) =>
  `${kind === 'move' ? 'move' : 'delete'} of ${count === 1 ? '1 card' : `${count} cards`}`
