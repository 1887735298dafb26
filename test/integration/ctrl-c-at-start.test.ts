import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { removeDataDir, startStack } from '../support/stack'

const ctrlCOnAnnounce = fileURLToPath(new URL('../support/ctrl-c-on-announce.mjs', import.meta.url))

// The stack template's first start is stopped as soon as it is announced (test/support/stack-template.ts):
// killed there instead, it kept no demo journalists and every stack loaded them again behind the tests.
it('stops cleanly on a Ctrl-C at the instant it announces its address', async () => {
  const stack = await startStack({
    env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${ctrlCOnAnnounce}`.trim() },
  })
  try {
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (stack.exited()) resolve(void clearInterval(poll))
      }, 50)
    })
    expect(stack.output()).toContain('Stopping Pressroom...')
    expect(stack.exited()).toEqual({ code: 0, signal: null })
  } finally {
    await stack.stop()
    removeDataDir(stack.dataDir)
  }
}, 150_000)
