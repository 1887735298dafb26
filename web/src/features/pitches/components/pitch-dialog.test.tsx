// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Pitch } from '../../../../../shared/contracts/pitches'
import { mount, unmount } from '../../../lib/form-test-harness'
import { pitchFixture } from '../pitch-fixture'
import { PitchDialog } from './pitch-dialog'

const pitch = pitchFixture({
  content: 'Hi Ada, Parcelbot grew 300% last year.',
  flags: ['the figure "300%" is not in your company profile'],
})

const nothing = async () => {}

async function open(shown: Pitch, handlers: { onUndoRegeneration?: () => Promise<void> } = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ sends: [] }), { status: 200 })),
  )
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  await act(async () => {
    mount(
      <QueryClientProvider client={queryClient}>
        <PitchDialog
          pitch={shown}
          onClose={() => {}}
          returnFocus={() => {}}
          onMove={() => {}}
          onEdit={nothing}
          onRegenerate={nothing}
          onUndoRegeneration={handlers.onUndoRegeneration ?? nothing}
          onDelete={nothing}
          onSend={nothing}
          onCancelSend={nothing}
          onReschedule={nothing}
        />
      </QueryClientProvider>,
    )
  })
}

const flagsHeading = () =>
  [...document.querySelectorAll('h3')].find((h) => h.textContent === 'Check before sending')

afterEach(() => vi.unstubAllGlobals())

describe('the pitch dialog', () => {
  it('asks for a second look at what the guardrails flagged while the pitch is unsent', async () => {
    await open(pitch)
    expect(flagsHeading()).toBeDefined()
    expect(document.body.textContent).toContain('The figure "300%" is not in your company profile.')
  })

  it('no longer asks once the pitch was sent', async () => {
    await open({ ...pitch, status: 'pitched', send_status: 'sent', sent_at: '2026-03-05T09:00:00.000Z' })
    expect(flagsHeading()).toBeUndefined()
  })

  it('says "Away until Dec 8" while the journalist\'s out-of-office return date is ahead, and not after it', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-02T12:00:00'), toFake: ['Date'] })
    try {
      const sent = { ...pitch, status: 'pitched' as const, sent_at: '2026-12-01T09:30:00.000Z' }
      await open({ ...sent, out_of_office_until: '2026-12-08' })
      expect(document.querySelector('.pitch-dialog-away')?.textContent).toBe('Away until Dec 8')
      unmount()
      await open({ ...sent, out_of_office_until: '2026-11-30' })
      expect(document.body.textContent).not.toContain('Away until')
    } finally {
      vi.useRealTimers()
    }
  })

  const buttons = () => [...document.querySelectorAll('button')].map((button) => button.textContent)

  it('offers Edit and Regenerate while the words may change', async () => {
    await open(pitch)
    expect(buttons()).toEqual(expect.arrayContaining(['Edit', 'Copy', 'Regenerate', 'Delete']))
  })

  it('offers to undo a regeneration while the words it replaced can come back', async () => {
    await open(pitch)
    expect(buttons()).not.toContain('Undo regeneration')
    unmount()
    const onUndoRegeneration = vi.fn(nothing)
    await open({ ...pitch, regenerations: 1, earlier_version: true }, { onUndoRegeneration })
    const undo = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Undo regeneration')
    await act(async () => undo?.click())
    expect(onUndoRegeneration).toHaveBeenCalledOnce()
  })

  it('keeps the words of a sent pitch: Copy and Delete stay, with the reason for no Edit or Regenerate', async () => {
    await open({ ...pitch, status: 'pitched', send_status: 'sent', sent_at: '2026-03-05T09:00:00.000Z' })
    expect(buttons()).toEqual(expect.arrayContaining(['Copy', 'Delete']))
    expect(buttons()).not.toContain('Edit')
    expect(buttons()).not.toContain('Regenerate')
    expect(document.body.textContent).toContain(
      'This pitch was sent: its words stay as the journalist received them.',
    )
  })
})
