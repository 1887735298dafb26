import { describe, expect, inject, it } from 'vitest'
import type { Store } from '../../functions/store/store'
import { IMPORT_NOT_WRITTEN, importCards } from '../../functions/workflow/csv'
import { apiAt } from '../support/api'
import { arrangeJournalists, founderWithPitches } from '../support/sending'
import { storeOf } from '../support/store'

const api = apiAt(inject('stackUrl'))
const store = () => storeOf(inject('stackDataDir'))

/** The stack's store, whose write of one card (by its subject) fails as a throttled request would. */
function storeFailingCard(subject: string): Store {
  const real = store()
  const pitches = new Proxy(real.pitches, {
    get(target, name, receiver) {
      if (name !== 'create') return Reflect.get(target, name, receiver)
      return (item: { subject: string }) => {
        const create = target.create(item as never)
        if (item.subject !== subject) return create
        return { go: async () => Promise.reject(new Error('ProvisionedThroughputExceededException')) }
      }
    },
  })
  return Object.defineProperty({ ...real }, 'pitches', { value: pitches }) as Store
}

describe("the board's CSV import, when a write fails part way", () => {
  it('reports the rows it did not write, writes the rest of them on a second import, and none twice', async () => {
    const { domain } = await arrangeJournalists(store(), ['fail0'])
    const founder = await founderWithPitches(api, store(), [])
    const csv = [
      'journalist,email,subject',
      ...Array.from({ length: 30 }, (_, i) => `Reporter 1,fail0@${domain},S${i}`),
    ].join('\r\n')
    const now = () => new Date()
    const first = await importCards(
      { store: storeFailingCard('S3'), now },
      founder.id,
      founder.companyId,
      csv,
    )
    // The first 25 went together, S3 failing among them; the 5 after them were not tried.
    expect(first.created).toBe(24)
    expect(first.refused).toEqual(
      [5, ...Array.from({ length: 5 }, (_, i) => 27 + i)].map((row) => ({ row, reason: IMPORT_NOT_WRITTEN })),
    )
    const again = await importCards({ store: store(), now }, founder.id, founder.companyId, csv)
    expect(again.created).toBe(6)
    const { data } = await store().pitches.query.byUser({ user_id: founder.id }).go({ pages: 'all' })
    expect(data.map((p) => p.subject).sort()).toEqual(Array.from({ length: 30 }, (_, i) => `S${i}`).sort())
  })
})
