import { afterEach, describe, expect, it } from 'vitest'
import { startFakeOpenAi } from '../../test/support/fake-openai'
import { generateDemoJournalists } from '../journalists/demo-dataset'
import type { PitchBrief } from '../ports/pitch-writer'
import { openAiPitchWriter } from './openai-pitch-writer'

const journalist = generateDemoJournalists(5)[2] as PitchBrief['journalist']
const brief: PitchBrief = {
  founder: { first_name: 'Sam', last_name: 'Okafor' },
  journalist,
  company: {
    id: 'c1',
    name: 'Acme Robotics',
    created_at: '',
    updated_at: '',
    short_description: 'Robots that sort parcels for small warehouses.',
    recent_funding: 'Raised $4.2M seed led by Northwind Ventures in October 2026.',
    key_quotes: 'Small warehouses deserve big-warehouse tools.',
  } as PitchBrief['company'],
}
const good = JSON.stringify({
  subject: 'Acme Robotics raised $4.2M to bring sorting robots to small warehouses',
  content: 'Hi there,\n\nAcme Robotics raised $4.2M in October 2026.\n\nSam Okafor',
  angle: 'funding',
})

let fake: Awaited<ReturnType<typeof startFakeOpenAi>> | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
})

const writerFor = (baseURL: string) => openAiPitchWriter({ apiKey: 'test-key', model: 'gpt-test', baseURL })

describe('the OpenAI pitch writer', () => {
  it("sends the company's and the journalist's facts with a structured-output schema", async () => {
    fake = await startFakeOpenAi(() => good)
    const draft = await writerFor(fake.baseURL).write(brief)
    expect(draft).toEqual(JSON.parse(good))
    const request = fake.requests[0]
    expect(request.model).toBe('gpt-test')
    expect(request.response_format.type).toBe('json_schema')
    const sent = JSON.stringify(request.messages)
    for (const fact of [
      'Acme Robotics',
      '$4.2M seed',
      'big-warehouse tools',
      'Sam Okafor',
      journalist.full_name,
    ]) {
      expect(sent).toContain(fact)
    }
    expect(sent).toContain(journalist.articles[0]?.title)
  })

  it('asks once more after a malformed answer, saying what was wrong', async () => {
    fake = await startFakeOpenAi((_request, call) => (call === 1 ? '{"subject": "half' : good))
    await expect(writerFor(fake.baseURL).write(brief)).resolves.toEqual(JSON.parse(good))
    expect(fake.requests).toHaveLength(2)
    expect(JSON.stringify(fake.requests[1].messages.at(-1))).toContain('not valid JSON')
  })

  it('refuses an answer with an invented figure and retries', async () => {
    const invented = JSON.stringify({ ...JSON.parse(good), content: 'We have 50,000 customers.' })
    fake = await startFakeOpenAi((_request, call) => (call === 1 ? invented : good))
    await writerFor(fake.baseURL).write(brief)
    expect(JSON.stringify(fake.requests[1].messages.at(-1))).toContain('not in the company profile')
  })

  it('fails after the second unusable answer', async () => {
    fake = await startFakeOpenAi(() => 'not json at all')
    await expect(writerFor(fake.baseURL).write(brief)).rejects.toThrow('no usable pitch')
    expect(fake.requests).toHaveLength(2)
  })

  it("works from the founder's brief and the subjects of their other pitches", async () => {
    fake = await startFakeOpenAi(() => good)
    const story = { news: 'We open a Leeds depot on 3 March.', why: 'Parcels reach shops a day sooner.' }
    await writerFor(fake.baseURL).write({ ...brief, story, takenSubjects: ['Acme Robotics opens in Leeds'] })
    const sent = JSON.parse(fake.requests[0].messages[1].content)
    expect(sent.brief).toEqual({
      news: story.news,
      why_it_matters: story.why,
      ask: 'an early look or a short call',
    })
    expect(sent.subjects_already_used).toEqual(['Acme Robotics opens in Leeds'])
  })

  it('refuses a subject another of the founder’s pitches has, and one over the word target', async () => {
    const repeated = JSON.stringify({ ...JSON.parse(good), subject: 'Acme Robotics opens in Leeds' })
    const long = JSON.stringify({ ...JSON.parse(good), content: 'Robots sort. '.repeat(76) })
    for (const first of [repeated, long]) {
      fake = await startFakeOpenAi((_request, call) => (call === 1 ? first : good))
      const draft = await writerFor(fake.baseURL).write({
        ...brief,
        takenSubjects: ['acme robotics opens in leeds'],
      })
      expect(draft).toEqual(JSON.parse(good))
      const reason = JSON.stringify(fake.requests[1].messages.at(-1))
      expect(reason).toMatch(first === repeated ? /subject is already used/ : /152 words; keep it under 151/)
      await fake.close()
      fake = undefined
    }
  })
})
