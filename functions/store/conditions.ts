/** ElectroDB wraps DynamoDB's ConditionalCheckFailedException; its cause keeps the name. */
export function isConditionFailure(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e.name === 'ConditionalCheckFailedException') return true
  }
  return false
}

/** The part of ElectroDB's condition operations a shared condition builder uses. */
export type ConditionOps = { eq(a: unknown, v: unknown): string; notExists(a: unknown): string }
