import { describe, expect, it } from 'vitest'
import { canSend, personalize, previewFor, reachOf } from './message-preview'

const ada = { full_name: 'Ada Writer', publication: 'The Daily Bit' }
const bo = { full_name: 'Bo Reporter', publication: 'Weekly Wire' }

describe('who a bulk message reaches', () => {
  const unpitched = { ...bo, pitched: false }
  it('sends a follow-up template only to journalists who were pitched', () => {
    expect(reachOf('followup_1', [unpitched, ada])).toEqual({ reached: [ada], notPitched: 1 })
    expect(reachOf('followup_2', [unpitched])).toEqual({ reached: [], notPitched: 1 })
  })
  it('sends any other template, or none, to everyone selected', () => {
    expect(reachOf('thank_you', [unpitched, ada])).toEqual({ reached: [unpitched, ada], notPitched: 0 })
    expect(reachOf('', [unpitched])).toEqual({ reached: [unpitched], notPitched: 0 })
  })
})

describe('the bulk message preview', () => {
  it("fills {{journalist_name}} and {{publication}} with the first recipient's, everywhere they occur", () => {
    const preview = previewFor(
      {
        subject: 'For {{publication}}',
        body: 'Hi {{journalist_name}}, {{publication}} and {{publication}} again.',
        personalize: true,
      },
      [ada, bo],
    )
    expect(preview).toEqual({
      to: ada,
      subject: 'For The Daily Bit',
      body: 'Hi Ada Writer, The Daily Bit and The Daily Bit again.',
    })
  })

  it('leaves the placeholders as written when personalisation is off', () => {
    expect(personalize('Hi {{journalist_name}}', ada, false)).toBe('Hi {{journalist_name}}')
    expect(previewFor({ subject: 'S {{publication}}', body: 'B', personalize: false }, [bo])?.subject).toBe(
      'S {{publication}}',
    )
  })

  it('has no preview without a recipient', () => {
    expect(previewFor({ subject: 'S', body: 'B', personalize: true }, [])).toBe(null)
  })

  it('can send only when both subject and body have more than spaces', () => {
    expect(canSend({ subject: 'S', body: 'B' })).toBe(true)
    expect(canSend({ subject: '  ', body: 'B' })).toBe(false)
    expect(canSend({ subject: 'S', body: '\n' })).toBe(false)
  })
})
