// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { JOURNALIST_WROTE } from '../../../../../shared/domain/follow-ups'
import { mount } from '../../../lib/form-test-harness'
import { awayUntil } from '../constants'
import { pitchFixture } from '../pitch-fixture'
import { PitchCardBody } from './pitch-card'

describe('the pitch card', () => {
  it('says "Away until Dec 8" when an out-of-office named that return date', async () => {
    const pitch = pitchFixture({
      status: 'pitched',
      sent_at: '2026-12-01T09:30:00.000Z',
      out_of_office_until: '2099-12-08',
    })
    await act(async () => {
      mount(<PitchCardBody pitch={pitch} />)
    })
    expect(document.querySelector('.pitch-card-away')?.textContent).toBe('Away until Dec 8')
  })

  it('says the journalist wrote and follow-ups are held, until a reply is credited to the pitch', async () => {
    const wrote = pitchFixture({ status: 'pitched', journalist_wrote_at: '2026-12-01T10:00:00.000Z' })
    const held = mount(<PitchCardBody pitch={wrote} />)
    expect(held.textContent).toContain(JOURNALIST_WROTE)
    const replied = mount(<PitchCardBody pitch={{ ...wrote, replied_at: '2026-12-01T11:00:00.000Z' }} />)
    expect(replied.textContent).not.toContain(JOURNALIST_WROTE)
  })

  it('shows the return date as the day it names, whatever the clock, until that day has passed', () => {
    const away = { out_of_office_until: '2026-12-08' }
    expect(awayUntil(away, new Date(2026, 11, 8, 23, 59))).toBe('Away until Dec 8')
    expect(awayUntil(away, new Date(2026, 11, 9, 0, 1))).toBeNull()
    expect(awayUntil({ out_of_office_until: null })).toBeNull()
  })
})
