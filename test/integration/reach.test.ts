import { randomUUID } from 'node:crypto'
import { describe, expect, inject, it } from 'vitest'
import { apiAt, signUp } from '../support/api'
import { arrangeJournalists, founderWithPitches } from '../support/sending'
import { storeOf } from '../support/store'

const api = apiAt(inject('stackUrl'))
const store = () => storeOf(inject('stackDataDir'))
const run = randomUUID().slice(0, 8)

describe('the reach of coverage', () => {
  it("comes from the publication's audience (the demo's, or a feed's as entered), unknown ones left out", async () => {
    const feedPublication = `Reach Gazette ${run}`
    const publications = ['The Ledger Daily', feedPublication, `No Audience Weekly ${run}`]
    const { ids } = await arrangeJournalists(store(), ['r0', 'r1', 'r2'])
    await Promise.all(
      ids.map((id, i) =>
        store().journalists.patch({ journalist_id: id }).set({ publication: publications[i] }).go(),
      ),
    )
    const founder = await founderWithPitches(api, store(), ids)
    const metrics = async () => (await api.get('/api/analytics/metrics?timeframe=30d', founder.token)).body
    // A feed for the second publication, its audience entered by the founder (the feed itself is not read).
    const port = inject('feedPagesPort')
    const added = await api.post(
      '/api/discovery/feeds',
      { url: `http://127.0.0.1:${port}/reach-${run}.xml`, publication: feedPublication, audience: 50_000 },
      founder.token,
    )
    expect(added.body.feed).toMatchObject({ publication: feedPublication, audience: 50_000 })

    for (const pitch of founder.pitches) await api.post(`/api/pitches/${pitch.id}/send`, {}, founder.token)
    expect(await metrics()).toMatchObject({ totalCoverage: 0, avgReach: null })
    const [ledger, gazette, unknown] = founder.pitches.map((p) => p.id)
    await api.put(`/api/pitches/${unknown}/status`, { status: 'picked_up' }, founder.token)
    expect(await metrics()).toMatchObject({ totalCoverage: 1, avgReach: null })
    await api.put(`/api/pitches/${ledger}/status`, { status: 'picked_up' }, founder.token)
    await api.put(`/api/pitches/${gazette}/status`, { status: 'picked_up' }, founder.token)
    // Moved again, still one story each.
    await api.put(`/api/pitches/${gazette}/status`, { status: 'picked_up' }, founder.token)
    expect(await metrics()).toMatchObject({ totalCoverage: 3, avgReach: (2_400_000 + 50_000) / 2 })
  })

  it('refuses an audience that is not a whole number of readers, adding no feed', async () => {
    const { token } = await signUp(api)
    const before = (await api.get('/api/discovery/feeds', token)).body.feeds.length
    const refused = await api.post(
      '/api/discovery/feeds',
      { url: `https://${run}.example/rss`, audience: 12.5 },
      token,
    )
    expect(refused).toMatchObject({ status: 400, body: { message: 'Audience is a whole number of readers' } })
    expect((await api.get('/api/discovery/feeds', token)).body.feeds.length).toBe(before)
  })
})
