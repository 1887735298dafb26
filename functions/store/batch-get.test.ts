import { describe, expect, it } from 'vitest'
import { getEvery } from './batch-get'

const noPause = async () => {}

describe('a batch get', () => {
  it('asks again for the keys DynamoDB left unprocessed, and returns every item', async () => {
    const asked: number[][] = []
    const items = await getEvery(
      [1, 2, 3],
      async (keys) => {
        asked.push(keys)
        // The first answer holds only the first key.
        return asked.length === 1
          ? { data: [`item ${keys[0]}`], unprocessed: keys.slice(1) }
          : { data: keys.map((k) => `item ${k}`), unprocessed: [] }
      },
      noPause,
    )
    expect(items).toEqual(['item 1', 'item 2', 'item 3'])
    expect(asked).toEqual([
      [1, 2, 3],
      [2, 3],
    ])
  })

  it('fails rather than answer with items missing when keys stay unread', async () => {
    const pauses: number[] = []
    await expect(
      getEvery(
        [1, 2],
        async (keys) => ({ data: [], unprocessed: keys }),
        async (ms) => {
          pauses.push(ms)
        },
      ),
    ).rejects.toThrow('DynamoDB left 2 of 2 keys unread')
    expect(pauses).toEqual([50, 100, 200])
  })

  it('reads nothing for no keys', async () => {
    let reads = 0
    expect(await getEvery([], async () => ({ data: [reads++], unprocessed: [] }), noPause)).toEqual([])
    expect(reads).toBe(0)
  })
})
