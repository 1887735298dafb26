/** Runs `tasks` a few at a time (a loaded 2-core machine answers a small pool fastest), results in order. */
export async function pooled<T>(tasks: (() => Promise<T>)[], size = 6): Promise<T[]> {
  const results: T[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < tasks.length) {
        const i = next++
        results[i] = await (tasks[i] as () => Promise<T>)()
      }
    }),
  )
  return results
}
