const ATTEMPTS = 4

/**
 * Every item of a batch get. Under load DynamoDB answers part of a batch and hands back the rest as
 * unprocessed keys; those are asked again, after a short back-off, and if some are still left the read
 * fails rather than answer as if those items did not exist (a card left out of a message, a pitch
 * dropped from a send).
 */
export async function getEvery<K, T>(
  keys: readonly K[],
  read: (keys: K[]) => Promise<{ data: T[]; unprocessed: K[] }>,
  pause: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T[]> {
  const items: T[] = []
  let left = [...keys]
  for (let attempt = 0; left.length > 0; attempt++) {
    if (attempt === ATTEMPTS) throw new Error(`DynamoDB left ${left.length} of ${keys.length} keys unread`)
    if (attempt > 0) await pause(25 * 2 ** attempt)
    const { data, unprocessed } = await read(left)
    items.push(...data)
    left = unprocessed
  }
  return items
}
