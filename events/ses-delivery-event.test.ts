import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { deliveryStateOf } from '../functions/sending/delivery-events'
import {
  fromTagValue,
  MESSAGE_TAGS,
  SES_DETAIL_TYPES,
  SesDeliveryEvent,
  tagValue,
} from './ses-delivery-event'

const samples = join(import.meta.dirname, 'samples')
const sesSamples = readdirSync(samples).filter((file) => file.startsWith('ses-'))
const read = (file: string) => SesDeliveryEvent.parse(JSON.parse(readFileSync(join(samples, file), 'utf8')))

describe("SES's delivery events", () => {
  it('has a sample from AWS documentation for each of the six event types', () => {
    const types = sesSamples.map((file) => read(file).detail.eventType).sort()
    expect(types).toEqual(Object.keys(SES_DETAIL_TYPES).sort())
  })

  it.each(sesSamples)('reads %s, its detail-type matching its event type, naming its send', (file) => {
    const event = read(file)
    expect(event['detail-type']).toBe(SES_DETAIL_TYPES[event.detail.eventType])
    expect(fromTagValue(event.detail.mail.tags[MESSAGE_TAGS.send]?.[0])).toMatch(/^pitch-/)
  })

  it('says what each event makes of the send, a bounce hard only when SES calls it permanent', () => {
    const state = (file: string) => deliveryStateOf(read(file))
    expect(state('ses-send.json')).toBe('accepted')
    expect(state('ses-delivery.json')).toBe('delivered')
    expect(state('ses-delivery-delay.json')).toBe('delayed')
    expect(state('ses-reject.json')).toBe('rejected')
    expect(state('ses-complaint.json')).toBe('complained')
    expect(state('ses-bounce.json')).toBe('bounced_hard')
    const bounce = read('ses-bounce.json')
    for (const bounceType of ['Transient', 'Undetermined'] as const)
      expect(
        deliveryStateOf({
          ...bounce,
          detail: { ...bounce.detail, bounce: { ...bounce.detail.bounce!, bounceType } },
        }),
      ).toBe('bounced_soft')
  })

  it('keeps tag values within what SES allows, and reads them back', () => {
    for (const text of ['pitch-5c1a.2', 'reply-x-0123abc', 'ünïcode'])
      expect(fromTagValue(tagValue(text))).toBe(text)
    expect(tagValue('pitch-5c1a.2')).toMatch(/^[A-Za-z0-9_-]+$/)
  })
})
