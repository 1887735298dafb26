import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api-client'
import { generateBatch } from './generate-batch'
import { isPitchLimit } from './generate-messages'

const limit = () => new ApiError("You've reached your pitch limit for this month.", 402)

describe('generateBatch', () => {
  it('reports every journalist as generated when every call succeeds, with progress after each', async () => {
    const progress: number[] = []
    const outcome = await generateBatch(
      ['a', 'b', 'c'],
      async () => {},
      (done) => progress.push(done),
    )
    expect(outcome).toEqual({ total: 3, succeeded: ['a', 'b', 'c'], failed: [], limitReached: false })
    expect(progress).toEqual([1, 2, 3])
  })

  it('checks each result: a failed generation counts as failed, the others still run', async () => {
    const outcome = await generateBatch(['a', 'b', 'c'], async (id) => {
      if (id === 'b') throw new ApiError('Failed to generate pitch', 502)
    })
    expect(outcome.succeeded.sort()).toEqual(['a', 'c'])
    expect(outcome.failed).toEqual(['b'])
    expect(outcome.limitReached).toBe(false)
  })

  it('starts no further generation once one fails on the pitch limit', async () => {
    const started: string[] = []
    const outcome = await generateBatch(
      ['a', 'b', 'c', 'd'],
      async (id) => {
        started.push(id)
        if (id !== 'a') throw limit()
      },
      undefined,
      1,
    )
    expect(started).toEqual(['a', 'b'])
    expect(outcome).toEqual({ total: 4, succeeded: ['a'], failed: ['b', 'c', 'd'], limitReached: true })
  })

  it('runs at most the given number of generations at once', async () => {
    let running = 0
    let most = 0
    await generateBatch(
      ['a', 'b', 'c', 'd', 'e'],
      async () => {
        running++
        most = Math.max(most, running)
        await new Promise((resolve) => setTimeout(resolve, 5))
        running--
      },
      undefined,
      2,
    )
    expect(most).toBe(2)
  })
})

describe('isPitchLimit', () => {
  it('recognises the pitch limit by its message or by 402, and nothing else', () => {
    expect(isPitchLimit(limit())).toBe(true)
    expect(isPitchLimit(new Error('Pitch limit reached'))).toBe(true)
    expect(isPitchLimit(new ApiError('Payment required', 402))).toBe(true)
    expect(isPitchLimit(new ApiError('Failed to generate pitch', 502))).toBe(false)
    expect(isPitchLimit('pitch limit')).toBe(false)
  })
})
