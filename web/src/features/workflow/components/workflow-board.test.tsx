import { performance } from 'node:perf_hooks'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PITCH_STATUSES } from '../../../../../shared/contracts/pitches'
import type { WorkflowCard } from '../../../../../shared/contracts/workflow'
import { WorkflowBoard } from './workflow-board'

function cardAt(i: number, rate = 50): WorkflowCard {
  const status = PITCH_STATUSES[i % PITCH_STATUSES.length] ?? 'drafted'
  const at = '2026-03-01T09:00:00.000Z'
  return {
    id: `card-${i}`,
    status,
    position: Math.floor(i / PITCH_STATUSES.length),
    created_at: at,
    updated_at: at,
    user_id: 'founder',
    pitch_id: `card-${i}`,
    journalist: {
      id: `j-${i}`,
      full_name: `Reporter ${i}`,
      publication: 'The Test Gazette',
      email: `r${i}@example.com`,
      topics: ['Robotics', 'AI', 'Climate', 'Retail'],
      response_rate: rate,
    },
    pitch: {
      id: `card-${i}`,
      subject: `Subject ${i}`,
      content: 'Body',
      company_name: 'Acme Robotics',
      sent_at: i % 2 ? at : null,
      replied_at: null,
      reply_snippet: null,
      last_interaction: null,
      follow_up_scheduled: false,
      follow_up_date: null,
    },
  }
}

const render = (cards: WorkflowCard[], selected: string[] = []) =>
  renderToStaticMarkup(
    <WorkflowBoard
      cards={cards}
      selected={new Set(selected)}
      reverted={new Set()}
      onClick={() => {}}
      onToggle={() => {}}
      onMove={() => {}}
      onReorder={() => {}}
      onOpenConversation={() => {}}
    />,
  )

describe('WorkflowBoard', () => {
  it('shows five columns with their counts, and each card with at most 3 topics and its response rate', () => {
    const html = render([cardAt(0, 45), cardAt(5, 20), cardAt(10, 19.6), cardAt(1, 0)])
    const titles = [...html.matchAll(/<h2[^>]*>.*?<\/span>([^<]+)<\/h2>/g)].map((m) => m[1])
    expect(titles).toEqual(['Drafted', 'Reviewed', 'Pitched', 'Picked Up', 'Archived'])
    expect(html.match(/data-card="/g)).toHaveLength(4)
    expect(html).toContain('<li>Robotics</li><li>AI</li><li>Climate</li></ul>')
    expect(html).not.toContain('Retail')
    expect(html).toMatch(/workflow-rate-green[^>]*>45%/)
    expect(html).toMatch(/workflow-rate-yellow[^>]*>20%/)
    // 19.6 shows as 20%, and its colour is that of what is shown.
    expect(html.match(/workflow-rate-yellow/g)).toHaveLength(2)
    expect(html).toMatch(/workflow-rate-red[^>]*>0%/)
  })

  it('shows on a card that the journalist replied, in place of when it was sent', () => {
    const sent = cardAt(1)
    const replied = { ...cardAt(3), pitch: { ...cardAt(3).pitch, replied_at: '2026-03-03T10:00:00.000Z' } }
    const html = render([sent, replied])
    expect(html.match(/Replied /g)).toHaveLength(1)
    expect(html).toMatch(/workflow-card-replied[^>]*>Replied Mar 3/)
    // Both were sent; only the one not answered says so.
    expect(html.match(/>Sent /g)).toHaveLength(1)
  })

  it('marks selected cards and ticks their checkboxes', () => {
    const html = render([cardAt(0), cardAt(5)], ['card-5'])
    expect(html.match(/workflow-card-selected/g)).toHaveLength(1)
    expect(html).toContain('aria-label="Select Reporter 5" checked=""')
    expect(html).toContain('aria-label="Select Reporter 0"/>')
  })

  // The timing here is React's development build rendering to a string, slow and noisy on a shared
  // machine: reported, not asserted. test/e2e/workflow.test.ts measures the built app in Chromium.
  it('renders all 500 cards of a large board (timing reported)', () => {
    const cards = Array.from({ length: 500 }, (_, i) => cardAt(i))
    render(cards.slice(0, 50)) // warm up
    const started = performance.now()
    const html = render(cards)
    const took = performance.now() - started
    console.log(`workflow board: 500 cards rendered to markup in ${took.toFixed(1)} ms`)
    expect(html.match(/data-card="/g)).toHaveLength(500)
  })
})
