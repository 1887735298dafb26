import { describe, expect, it } from 'vitest'
import { firstUse } from './first-use'

describe('firstUse', () => {
  it('imports and makes the client on the first call only, then hands the same pair back', async () => {
    let imports = 0
    let made = 0
    const client = firstUse(
      async () => ({ version: ++imports }),
      (sdk) => ({ made: ++made, sdk }),
    )
    expect(imports).toBe(0)
    const [first, second] = await Promise.all([client(), client()])
    const third = await client()
    expect(imports).toBe(1)
    expect(made).toBe(1)
    expect(second).toBe(first)
    expect(third).toBe(first)
    expect(first.client.sdk).toBe(first.sdk)
  })

  it('tries the import again on the next call after one fails', async () => {
    let imports = 0
    const client = firstUse(
      async () => {
        if (++imports === 1) throw new Error('Cannot find module')
        return { version: imports }
      },
      (sdk) => ({ sdk }),
    )
    await expect(client()).rejects.toThrow('Cannot find module')
    expect((await client()).sdk.version).toBe(2)
    expect(imports).toBe(2)
  })

  it('makes the client again on the next call after its making throws', async () => {
    let made = 0
    const client = firstUse(
      async () => ({ region: 'eu-west-1' }),
      (sdk) => {
        if (++made === 1) throw new Error('Region is missing')
        return { made, sdk }
      },
    )
    await expect(client()).rejects.toThrow('Region is missing')
    expect((await client()).client.made).toBe(2)
  })
})
