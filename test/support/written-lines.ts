import { vi } from 'vitest'

/**
 * The lines written to a stream until `stop()`, swallowed: Powertools' Logger and Metrics write to
 * stdout and stderr themselves, not through `console`.
 */
export function writtenLines(stream: NodeJS.WriteStream) {
  const lines: string[] = []
  const write = vi.spyOn(stream, 'write').mockImplementation((chunk) => {
    lines.push(...String(chunk).split('\n').filter(Boolean))
    return true
  })
  return {
    stop: () => {
      write.mockRestore()
      return lines
    },
  }
}
