/** ElectroDB wraps DynamoDB's ConditionalCheckFailedException; its cause keeps the name. */
export function isConditionFailure(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e.name === 'ConditionalCheckFailedException') return true
  }
  return false
}
