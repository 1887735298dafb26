import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GENERATION_FAILED } from '../../shared/contracts/pitches'
import { apiAt, signUp } from '../support/api'
import { startFakeOpenAi } from '../support/fake-openai'
import { type RunningStack, removeDataDir, startStack } from '../support/stack'

const GOOD = JSON.stringify({
  subject: 'Acme Robotics raised $4.2M for sorting robots',
  content: 'Hi,\n\nAcme Robotics raised $4.2M.\n\nSam',
  angle: 'funding',
})

describe('pitch generation through OpenAI', () => {
  let stack: RunningStack
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>
  let script: (call: number) => string = () => GOOD

  beforeAll(async () => {
    fake = await startFakeOpenAi((_request, call) => script(call))
    stack = await startStack({
      env: { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'gpt-test' },
    })
  })
  afterAll(async () => {
    await stack?.stop()
    if (stack) removeDataDir(stack.dataDir)
    await fake?.close()
  })

  async function founder() {
    const api = apiAt(stack.url)
    const f = await signUp(api)
    const { company } = (
      await api.post(
        '/api/companies',
        {
          name: 'Acme Robotics',
          short_description: 'Robots that sort parcels for small warehouses.',
          recent_funding: 'Raised $4.2M seed.',
        },
        f.token,
      )
    ).body
    return { api, ...f, companyId: company.id as string }
  }

  it('stores the model answer as a pitch written by the model', async () => {
    const f = await founder()
    const response = await f.api.post(
      '/api/pitches/generate',
      { companyId: f.companyId, journalistId: 'demo-000003' },
      f.token,
    )
    expect(response.status).toBe(201)
    expect(response.body.pitch).toMatchObject({
      subject: JSON.parse(GOOD).subject,
      writer: 'openai:gpt-test',
    })
  })

  it("fails with 'Failed to generate pitch' after two malformed answers and leaves the quota untouched", async () => {
    const f = await founder()
    const before = fake.requests.length
    script = () => '{"subject": 42'
    const response = await f.api.post(
      '/api/pitches/generate',
      { companyId: f.companyId, journalistId: 'demo-000003' },
      f.token,
    )
    script = () => GOOD
    expect(response).toMatchObject({ status: 502, body: { message: GENERATION_FAILED } })
    expect(fake.requests.length - before).toBe(2)
    expect((await f.api.get('/api/profile', f.token)).body.profile.pitches_used).toBe(0)
    expect((await f.api.get('/api/pitches', f.token)).body.pitches).toEqual([])
  })
})
