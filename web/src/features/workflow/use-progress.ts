import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useToast } from '../../components/ui/toast'
import { queryKeys } from '../../lib/query-keys'
import { workflowApi, workflowKeys } from './api'
import { failureText } from './failure-text'
import { jobDetails, jobNotice, jobResult, settledCount } from './job-summary'

export interface Progress {
  /** What is under way ('Sending 2 messages...'), and once finished what came of it ('Sent 1 · skipped 1'). */
  message: string
  done: number
  total: number
  finished: boolean
  /**
   * Once finished, why items were not sent and when deferred ones go: 'No e-mail address (1)',
   * 'Deferred to Mon 09:30: one message a day to this journalist'.
   */
  reasons?: string[]
}

/** Where a bulk job's summary toast leads: the list whose pitches show their sends. */
export const SENDS_LIST_PATH = '/pitches'
export const SENDS_LINK_LABEL = 'See them in Pitch Pipeline'

const PAST: Record<string, string> = {
  Moving: 'Moved',
  Deleting: 'Deleted',
  Scheduling: 'Scheduled',
  Sending: 'Sent',
}

/**
 * A finished move's, delete's or scheduling's message, in the past: 'Moving 3 items to Pitched...'
 * becomes 'Moved 3 items to Pitched', or 'Moved 2 of 3 items to Pitched' when fewer were done. The
 * count is the server's total, which leaves out cards that were not found (the selection's may not).
 */
export function finishedMessage(message: string, done: number, total: number) {
  const [verb = '', ...rest] = message.replace(/\.\.\.$/, '').split(' ')
  const past = PAST[verb]
  if (!past) return message
  const [count = '', noun = '', ...tail] = rest
  if (!/^\d+$/.test(count)) return [past, ...rest].join(' ')
  const counted = total === 1 ? noun.replace(/s$/, '') : noun.replace(/s?$/, 's')
  return [past, ...(done < total ? [`${done} of`] : []), String(total), counted, ...tail].join(' ')
}

/**
 * The progress overlay's state. A move or delete answers once, with its count; a send or message
 * is a job on the server, polled until every item has a final count, so 'x of y' is its real progress.
 */
export function useProgress() {
  const [progress, setProgress] = useState<Progress | null>(null)
  const [job, setJob] = useState<{ id: string; message: string; failure: string } | null>(null)
  const queryClient = useQueryClient()
  const toast = useToast()
  const navigate = useNavigate()

  const polled = useQuery({
    queryKey: workflowKeys.job(job?.id ?? ''),
    queryFn: async ({ signal }) => (await workflowApi.job(job?.id ?? '', signal)).job,
    enabled: job !== null,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.done ? false : 500),
  })

  useEffect(() => {
    if (!job) return
    if (polled.error) {
      toast(failureText(polled.error, job.failure), 'error')
      setJob(null)
      setProgress(null)
      return
    }
    const data = polled.data
    if (!data || data.id !== job.id) return
    setProgress({
      message: data.done ? jobResult(data) : job.message,
      done: settledCount(data),
      total: data.total,
      finished: data.done,
      ...(data.done ? { reasons: jobDetails(data) } : {}),
    })
    if (data.done) {
      setJob(null)
      // The summary outlasts the overlay, with the way to the sends it names: the Pitch Pipeline
      // shows each pitch's sends, those that wait among them.
      const notice = jobNotice(data)
      if (notice)
        toast(notice.text, notice.tone, {
          action: { label: SENDS_LINK_LABEL, onClick: () => navigate(SENDS_LIST_PATH) },
        })
      // Sent pitches move to Pitched, with their follow-ups: the board, its figures and the Automation
      // panel's list are read again.
      void queryClient.invalidateQueries({ queryKey: workflowKeys.all })
      void queryClient.invalidateQueries({ queryKey: queryKeys.automation.actions })
    }
  }, [job, polled.data, polled.error, queryClient, toast, navigate])

  const start = useCallback((message: string, total: number) => {
    setProgress({ message, done: 0, total, finished: false })
  }, [])
  const finish = useCallback((done: number, total?: number) => {
    setProgress((current) => {
      if (!current) return current
      const all = total ?? current.total
      return {
        ...current,
        message: finishedMessage(current.message, done, all),
        done,
        total: all,
        finished: true,
      }
    })
  }, [])
  const track = useCallback((id: string, message: string, total: number, failure: string) => {
    setProgress({ message, done: 0, total, finished: false })
    setJob({ id, message, failure })
  }, [])
  const clear = useCallback(() => setProgress(null), [])

  return { progress, start, finish, track, clear, busy: progress !== null && !progress.finished }
}
