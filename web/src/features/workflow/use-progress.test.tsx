// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BulkJob } from '../../../../shared/contracts/sending'
import { notify } from '../../components/ui/toast'
import { mount, waitFor } from '../../lib/form-test-harness'
import { ProgressOverlay } from './components/progress-overlay'
import { jobResult } from './job-summary'
import { finishedMessage, SENDS_LINK_LABEL, SENDS_LIST_PATH, useProgress } from './use-progress'

const job = (counts: Partial<BulkJob>): BulkJob => ({
  id: 'job-1',
  total: 2,
  sent: 0,
  skipped: 0,
  failed: 0,
  deferred: 0,
  reasons: [],
  done: true,
  deferrals: [],
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

/** Where the page is, as the router has it. */
function Path() {
  return <output data-path>{useLocation().pathname}</output>
}

/** The board on a page of its own, following a job whose polls answer `finished`. */
function follow(finished: BulkJob) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ job: finished }), { status: 200 })),
  )
  let hook: ReturnType<typeof useProgress> | undefined
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  mount(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/workflow']}>
        <Board
          started={(progress) => {
            hook = progress
          }}
        />
        <Path />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  act(() => hook?.track('job-1', 'Sending 2 messages...', 2, 'Failed to send messages'))
}

describe('the progress overlay following a send job', () => {
  it('states the result when the job is done, lists why any were not sent, and keeps that in a toast', async () => {
    const info = vi.spyOn(notify, 'info').mockImplementation(() => {})
    follow(job({ sent: 1, skipped: 1, reasons: [{ reason: 'No e-mail address', count: 1 }] }))
    const heading = () => document.querySelector('.workflow-progress-message')?.textContent
    expect(heading()).toBe('Sending 2 messages...')

    await waitFor(() => expect(heading()).toBe('Sent 1 · skipped 1'))
    expect(document.querySelector('.workflow-progress-count')?.textContent).toBe('2 of 2 · done')
    expect(document.querySelector('li')?.textContent).toBe('No e-mail address (1)')
    expect(info).toHaveBeenCalledWith('1 of 2 not sent: No e-mail address (1)', {
      action: { label: SENDS_LINK_LABEL, onClick: expect.any(Function) },
    })
  })

  it('names when a deferred one goes and why, and its toast leads to the Pitch Pipeline', async () => {
    const info = vi.spyOn(notify, 'info').mockImplementation(() => {})
    const until = new Date(2026, 11, 7, 9, 30).toISOString() // a Monday, on the test's clock
    follow(
      job({
        sent: 1,
        deferred: 1,
        deferrals: [{ until, reason: 'One message a day to this journalist', count: 1 }],
      }),
    )
    const heading = () => document.querySelector('.workflow-progress-message')?.textContent
    await waitFor(() => expect(heading()).toBe('Sent 1 · deferred 1'))
    const line = 'Deferred to Mon 09:30: one message a day to this journalist'
    expect([...document.querySelectorAll('li')].map((li) => li.textContent)).toEqual([line])
    expect(info).toHaveBeenCalledTimes(1)
    const [text, options] = info.mock.calls[0] ?? []
    expect(text).toBe(line)
    expect(options?.action?.label).toBe(SENDS_LINK_LABEL)
    expect(document.querySelector('[data-path]')?.textContent).toBe('/workflow')
    act(() => options?.action?.onClick())
    expect(document.querySelector('[data-path]')?.textContent).toBe(SENDS_LIST_PATH)
  })
})
