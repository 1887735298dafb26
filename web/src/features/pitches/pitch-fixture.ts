import type { Pitch } from '../../../../shared/contracts/pitches'
import type { PitchSend } from '../../../../shared/contracts/sending'

/** A pitch as the API answers it, for the pitches' component tests: a draft, not sent, unless told. */
export function pitchFixture(overrides: Partial<Pitch> = {}): Pitch {
  return {
    id: 'p1',
    status: 'drafted',
    subject: 'Parcelbot raised a seed round',
    content: 'Hi Ada, ...',
    angle: 'funding',
    writer: 'offline',
    journalist: { full_name: 'Ada Writer', publication: 'The Daily Bit', email: 'ada@dailybit.example' },
    company_id: 'c1',
    journalist_id: 'j1',
    sent_at: null,
    send_status: null,
    scheduled_for: null,
    replied_at: null,
    reply_snippet: null,
    out_of_office_until: null,
    journalist_wrote_at: null,
    in_conversation: false,
    coverage: null,
    created_at: '2026-03-04T09:00:00.000Z',
    updated_at: '2026-03-04T09:00:00.000Z',
    regenerations: 0,
    earlier_version: false,
    flags: [],
    ...overrides,
  }
}

/** One of a pitch's sends as the API answers it: the pitch itself, sent, unless told. */
export function sendFixture(overrides: Partial<PitchSend> = {}): PitchSend {
  return {
    id: 'pitch-p1',
    kind: 'pitch',
    pitch_id: 'p1',
    journalist_id: 'j1',
    to_email: 'ada@dailybit.example',
    subject: 'Parcelbot raised a seed round',
    status: 'sent',
    reason: null,
    template: null,
    scheduled_for: null,
    sent_at: '2026-03-04T09:05:00.000Z',
    created_at: '2026-03-04T09:00:00.000Z',
    ...overrides,
  }
}
