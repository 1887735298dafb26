import { isPitchLimit } from './generate-messages'

/** A few at a time: quicker than one by one, gentle on the writer; the server's quota check is atomic. */
export const BATCH_CONCURRENCY = 3

export interface BatchOutcome {
  total: number
  /** The journalists a pitch was written for, in the order they finished. */
  succeeded: string[]
  /** Those that failed or were never started because the pitch limit was reached. */
  failed: string[]
  limitReached: boolean
}

/**
 * Generates a pitch for each journalist and checks every result. Once one fails on the pitch limit
 * no further generation starts, since each would fail the same way; those already running finish.
 */
export async function generateBatch(
  journalistIds: readonly string[],
  generate: (journalistId: string) => Promise<unknown>,
  onProgress: (done: number) => void = () => {},
  concurrency = BATCH_CONCURRENCY,
): Promise<BatchOutcome> {
  const succeeded: string[] = []
  const failed: string[] = []
  let limitReached = false
  let next = 0

  async function worker() {
    while (!limitReached && next < journalistIds.length) {
      const id = journalistIds[next++] as string
      try {
        await generate(id)
        succeeded.push(id)
      } catch (error) {
        failed.push(id)
        if (isPitchLimit(error)) limitReached = true
      }
      onProgress(succeeded.length + failed.length)
    }
  }

  const workers = Math.max(1, Math.min(concurrency, journalistIds.length))
  await Promise.all(Array.from({ length: workers }, worker))
  failed.push(...journalistIds.slice(next))
  return { total: journalistIds.length, succeeded, failed, limitReached }
}
