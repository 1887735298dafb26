// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WorkflowCard } from '../../../../../shared/contracts/workflow'
import { mount, unmount } from '../../../lib/form-test-harness'
import { WorkflowBoard } from './workflow-board'

const at = '2026-03-01T09:00:00.000Z'
const card: WorkflowCard = {
  id: 'card-1',
  status: 'pitched',
  position: 0,
  created_at: at,
  updated_at: at,
  user_id: 'founder',
  pitch_id: 'pitch-1',
  journalist: {
    id: 'j-1',
    full_name: 'Dana Reed',
    publication: 'The Test Gazette',
    email: 'dana@news.example',
    topics: [],
    response_rate: 50,
  },
  pitch: {
    id: 'pitch-1',
    subject: 'Robots that sort parcels',
    content: 'Body',
    company_name: 'Acme Robotics',
    sent_at: at,
    replied_at: '2026-03-02T18:35:00.000Z',
    reply_snippet: 'Sounds interesting, can you send numbers?',
    last_interaction: null,
    follow_up_scheduled: false,
    follow_up_date: null,
  },
}

afterEach(() => unmount())

describe('a card with a reply on /workflow', () => {
  it("opens the pitch's conversation from its reply marker, without selecting the card", async () => {
    const onOpenConversation = vi.fn()
    const onClick = vi.fn()
    await act(async () => {
      mount(
        <WorkflowBoard
          cards={[card]}
          selected={new Set()}
          reverted={new Set()}
          onClick={onClick}
          onToggle={() => {}}
          onMove={() => {}}
          onReorder={() => {}}
          onOpenConversation={onOpenConversation}
        />,
      )
    })
    const marker = [...document.querySelectorAll('button')].find((b) =>
      b.textContent?.includes('Sounds interesting'),
    )
    expect(marker?.textContent).toBe(
      'Open the conversation, latest reply: “Sounds interesting, can you send numbers?”',
    )
    // Outside the drag handle: the handle's content is not announced as controls.
    expect(marker?.closest('.workflow-card-body')).toBeNull()
    await act(async () => marker?.click())
    expect(onOpenConversation).toHaveBeenCalledWith('pitch-1')
    expect(onClick).not.toHaveBeenCalled()
  })
})
