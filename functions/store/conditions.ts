/** ElectroDB wraps DynamoDB's ConditionalCheckFailedException; its cause keeps the name. */
export function isConditionFailure(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e.name === 'ConditionalCheckFailedException') return true
  }
  return false
}

/**
 * Whether a conditional write was made: false when its condition failed (the item was there, or had
 * moved on), every other error thrown.
 */
export async function conditionHeld(write: Promise<unknown>): Promise<boolean> {
  try {
    await write
    return true
  } catch (error) {
    if (isConditionFailure(error)) return false
    throw error
  }
}

/** The part of ElectroDB's condition operations a shared condition builder uses. */
export type ConditionOps = { eq(a: unknown, v: unknown): string; notExists(a: unknown): string }
