// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BulkJob } from '../../../../shared/contracts/sending'
import { notify } from '../../components/ui/toast'
import { mount, waitFor } from '../../lib/form-test-harness'
import { ProgressOverlay } from './components/progress-overlay'
import { jobResult } from './job-summary'
import { finishedMessage, useProgress } from './use-progress'

const job = (counts: Partial<BulkJob>): BulkJob => ({
  id: 'job-1',
  total: 2,
  sent: 0,
  skipped: 0,
  failed: 0,
  deferred: 0,
  reasons: [],
  done: true,
  ...counts,
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe("the progress overlay's message once an operation finished", () => {
  it('gives a send or message job its result: how many were sent, and skipped, failed or deferred if any', () => {
    expect(jobResult(job({ sent: 2 }))).toBe('Sent 2')
    expect(jobResult(job({ sent: 1, skipped: 1 }))).toBe('Sent 1 · skipped 1')
    expect(jobResult(job({ total: 3, skipped: 1, failed: 1, deferred: 1 }))).toBe(
      'Sent 0 · skipped 1 · failed 1 · deferred 1',
    )
  })

  it('puts a move, delete or scheduling in the past, saying "x of" when fewer were done', () => {
    expect(finishedMessage('Moving 3 items to Reviewed...', 3, 3)).toBe('Moved 3 items to Reviewed')
    expect(finishedMessage('Moving 3 items to Reviewed...', 2, 3)).toBe('Moved 2 of 3 items to Reviewed')
    expect(finishedMessage('Deleting 1 item...', 1, 1)).toBe('Deleted 1 item')
    expect(finishedMessage('Scheduling 2 messages...', 2, 2)).toBe('Scheduled 2 messages')
    expect(finishedMessage('Working...', 1, 1)).toBe('Working...')
    // The server's count, when a selected card was not found (deleted meanwhile, or not the founder's).
    expect(finishedMessage('Scheduling 3 messages...', 2, 2)).toBe('Scheduled 2 messages')
    expect(finishedMessage('Moving 2 items to Reviewed...', 1, 1)).toBe('Moved 1 item to Reviewed')
  })
})

/** The board's use of the hook: the overlay while there is progress; `track` started from outside. */
function Board({ started }: { started(progress: ReturnType<typeof useProgress>): void }) {
  const progress = useProgress()
  started(progress)
  return progress.progress ? <ProgressOverlay progress={progress.progress} onClear={progress.clear} /> : null
}

describe('the progress overlay following a send job', () => {
  it('states the result when the job is done, lists why any were not sent, and keeps that in a toast', async () => {
    const finished = job({ sent: 1, skipped: 1, reasons: [{ reason: 'No e-mail address', count: 1 }] })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ job: finished }), { status: 200 })),
    )
    const info = vi.spyOn(notify, 'info').mockImplementation(() => {})
    let hook: ReturnType<typeof useProgress> | undefined
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    mount(
      <QueryClientProvider client={client}>
        <Board
          started={(progress) => {
            hook = progress
          }}
        />
      </QueryClientProvider>,
    )
    act(() => hook?.track('job-1', 'Sending 2 messages...', 2, 'Failed to send messages'))
    const heading = () => document.querySelector('.workflow-progress-message')?.textContent
    expect(heading()).toBe('Sending 2 messages...')

    await waitFor(() => expect(heading()).toBe('Sent 1 · skipped 1'))
    expect(document.querySelector('.workflow-progress-count')?.textContent).toBe('2 of 2 · done')
    expect(document.querySelector('li')?.textContent).toBe('No e-mail address (1)')
    expect(info).toHaveBeenCalledWith('1 of 2 not sent: No e-mail address (1)', undefined)
  })
})
