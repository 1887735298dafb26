import { describe, expect, it } from 'vitest'
import { canSend, previewFor, reachNotes, reachOf } from './message-preview'

const ada = { full_name: 'Ada Writer', publication: 'The Daily Bit', email: 'ada@dailybit.example' }
const bo = { full_name: 'Bo Reporter', publication: 'Weekly Wire', email: 'bo@wire.example' }
const cy = { full_name: 'Cy Kovacs', publication: 'Meridian Money', email: null }

describe('who a bulk message reaches', () => {
  const unpitched = { ...bo, pitched: false }
  it('sends a follow-up template only to journalists who were pitched', () => {
    expect(reachOf('followup_1', [unpitched, ada])).toEqual({ reached: [ada], noEmail: 0, notPitched: 1 })
    expect(reachOf('followup_2', [unpitched])).toEqual({ reached: [], noEmail: 0, notPitched: 1 })
  })
  it('sends any other template, or none, to everyone selected', () => {
    expect(reachOf('thank_you', [unpitched, ada])).toEqual({
      reached: [unpitched, ada],
      noEmail: 0,
      notPitched: 0,
    })
    expect(reachOf('', [unpitched])).toEqual({ reached: [unpitched], noEmail: 0, notPitched: 0 })
  })
  it('skips journalists without an e-mail address, counted apart from those not pitched', () => {
    expect(reachOf('', [cy, ada])).toEqual({ reached: [ada], noEmail: 1, notPitched: 0 })
    expect(reachOf('followup_1', [cy, unpitched, ada])).toEqual({ reached: [ada], noEmail: 1, notPitched: 1 })
  })
})

describe('what the bulk message dialog says about those skipped', () => {
  const unpitched = { ...bo, pitched: false }
  it('says nothing when everyone selected is reached', () => {
    expect(reachNotes(reachOf('', [ada, bo]))).toEqual([])
  })
  it('counts those without an e-mail address', () => {
    expect(reachNotes(reachOf('', [cy, ada]))).toEqual(['1 has no e-mail address, so that one is skipped.'])
    expect(reachNotes(reachOf('', [cy, { ...cy, full_name: 'Di' }, ada]))).toEqual([
      '2 have no e-mail address, so those are skipped.',
    ])
  })
  it('says when none of them has an address', () => {
    expect(reachNotes(reachOf('', [cy]))).toEqual([
      'None of them has an e-mail address, so there is no one to send to.',
    ])
  })
  it('names both reasons, and that no one is left, when together they leave out everyone', () => {
    expect(reachNotes(reachOf('followup_1', [cy, unpitched]))).toEqual([
      '1 has no e-mail address, so that one is skipped.',
      '1 not pitched yet: a follow-up goes only to journalists you have pitched, so that one is skipped.',
      'No one is left to send to.',
    ])
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
    expect(previewFor({ subject: 'S {{publication}}', body: 'B', personalize: false }, [bo])?.subject).toBe(
      'S {{publication}}',
    )
  })

  it('previews the first recipient with an e-mail address, not the first selected', () => {
    const { reached } = reachOf('', [cy, bo])
    expect(previewFor({ subject: 'S', body: 'Hi {{journalist_name}}', personalize: true }, reached)).toEqual({
      to: bo,
      subject: 'S',
      body: 'Hi Bo Reporter',
    })
  })

  it("fills {{company_name}} with the recipient's pitch company, signs the body, and trims as the request does", () => {
    const ada2 = { ...ada, company_name: 'Acme Robotics' }
    expect(
      previewFor(
        {
          subject: '  News from {{ company_name }} ',
          body: '\n Hi {{ journalist_name }},\n\nBest,\n\n',
          personalize: false,
        },
        [ada2],
        'Sam Founder',
      ),
    ).toEqual({
      to: ada2,
      subject: 'News from Acme Robotics',
      body: 'Hi {{ journalist_name }},\n\nBest,\nSam Founder',
    })
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
