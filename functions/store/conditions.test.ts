import { describe, expect, it } from 'vitest'
import { conditionHeld } from './conditions'

/** As ElectroDB throws it: its own error, with DynamoDB's as the cause. */
const conditionFailed = () =>
  new Error('Error thrown by DynamoDB client', {
    cause: Object.assign(new Error('The conditional request failed'), {
      name: 'ConditionalCheckFailedException',
    }),
  })

describe('a conditional write', () => {
  it('is true when made, false when its condition failed, and throws any other error', async () => {
    expect(await conditionHeld(Promise.resolve({ data: {} }))).toBe(true)
    expect(await conditionHeld(Promise.reject(conditionFailed()))).toBe(false)
    await expect(
      conditionHeld(Promise.reject(new Error('ProvisionedThroughputExceededException'))),
    ).rejects.toThrow('ProvisionedThroughputExceededException')
  })
})
