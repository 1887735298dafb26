import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { actionAt } from '../action-fixture'
import { ScheduledActionsList } from './scheduled-actions-list'

// Wednesday 4 March 2026, 10:00 in London.
const now = new Date('2026-03-04T10:00:00Z')
const render = (actions: ReturnType<typeof actionAt>[]) =>
  renderToStaticMarkup(
    <ScheduledActionsList actions={actions} now={now} timeZone="Europe/London" onCommand={async () => {}} />,
  )
/** What a reader gets: the markup's text, without what is hidden from assistive technology. */
const text = (html: string) =>
  html
    .replace(/<span[^>]*aria-hidden="true"[^>]*>[^<]*<\/span>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()

describe('ScheduledActionsList', () => {
  it("shows spec 2's empty state when nothing is scheduled", () => {
    expect(text(render([]))).toBe(
      'No scheduled actions Actions will appear here when you move pitches to Pitched status',
    )
  })

  it('shows each group as a folding button over its list, in spec order, with its count', () => {
    const html = render([
      actionAt('up', '2026-03-12T09:00:00Z', { type: 'followup', attempt_number: 2, template: 'check_in' }),
      actionAt('held', '2026-03-06T09:00:00Z', { status: 'paused', reason: 'Paused by you' }),
      actionAt('late', '2026-03-03T09:00:00Z'),
      actionAt('soon', '2026-03-04T15:00:00Z'),
      actionAt('next', '2026-03-05T09:00:00Z'),
    ])
    const toggles = [...html.matchAll(/<button[^>]*aria-expanded="true"[^>]*>(.*?)<\/button>/g)].map((m) =>
      text(m[1] ?? ''),
    )
    expect(toggles).toEqual(['Overdue 1', 'Today 1', 'Tomorrow 1', 'Upcoming 1', 'Paused 1'])
    expect(html.match(/aria-controls="([^"]+)"/g)?.length).toBe(5)
  })

  it('says a scheduled action waits while automation is paused as a whole, and only then', () => {
    const actions = [
      actionAt('next', '2026-03-05T09:00:00Z'),
      actionAt('held', '2026-03-06T09:00:00Z', { status: 'paused', reason: 'Paused by you' }),
    ]
    const paused = text(
      renderToStaticMarkup(
        <ScheduledActionsList
          actions={actions}
          now={now}
          timeZone="Europe/London"
          globallyPaused
          onCommand={async () => {}}
        />,
      ),
    )
    expect(paused.match(/Waits while automation is paused/g)).toHaveLength(1)
    expect(text(render(actions))).not.toContain('Waits while automation is paused')
  })

  it('offers Send now on a due reminder only while automation runs', () => {
    const due = [actionAt('late', '2026-03-03T09:00:00Z')]
    expect(text(render(due))).toContain('Send now')
    const paused = renderToStaticMarkup(
      <ScheduledActionsList
        actions={due}
        now={now}
        timeZone="Europe/London"
        globallyPaused
        onCommand={async () => {}}
      />,
    )
    expect(text(paused)).not.toContain('Send now')
    expect(text(paused)).not.toContain('Ready to send')
  })

  it("shows an item's label, time, journalist, subject, template and its buttons", () => {
    const followUp = text(
      render([
        actionAt('up', '2026-03-12T09:00:00Z', { type: 'followup', attempt_number: 2, template: 'check_in' }),
      ]),
    )
    expect(followUp).toContain('Follow-up #2')
    expect(followUp).toContain('Casey Reporter · The Test Gazette')
    expect(followUp).toContain('Re: Robots that unload trucks')
    expect(followUp).toContain('Check in')
    expect(followUp).toMatch(/Pause Cancel$/)
    expect(followUp).not.toContain('Send now')

    const dueReminder = text(render([actionAt('late', '2026-03-03T09:00:00Z')]))
    expect(dueReminder).toContain('Reminder')
    expect(dueReminder).toContain('Gentle reminder')
    expect(dueReminder).toMatch(/Send now Pause Cancel$/)

    const paused = text(
      render([actionAt('held', '2026-03-06T09:00:00Z', { status: 'paused', reason: 'Paused by you' })]),
    )
    expect(paused).toContain('Paused by you')
    expect(paused).toMatch(/Resume Cancel$/)
  })

  it('gives each item its due time as a machine-readable <time>', () => {
    expect(render([actionAt('up', '2026-03-12T09:00:00Z')])).toContain(
      '<time class="action-item-time" dateTime="2026-03-12T09:00:00Z">',
    )
  })
})
