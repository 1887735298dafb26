import { fileURLToPath } from 'node:url'
import { startStack } from './stack'

// The local tools run on Node 20, which the AWS SDK warns about; the Lambdas run on Node 22.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'

/** `npm start`: the embedded stack on PORT (3000), data under DATA_DIR (.data). */
const port = Number(process.env.PORT ?? 3000)
const dataDir = process.env.DATA_DIR ?? '.data'
const webRoot = fileURLToPath(new URL('../../web/dist', import.meta.url))

const stack = await startStack({ port, dataDir, webRoot }).catch((error: unknown) => {
  console.error(`Pressroom could not start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
// Ctrl-C is handled before the address is announced: whoever reads the line (a person, a test) may stop
// the stack at once, and a stop then still waits for the demo journalists instead of cutting them off.
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return
    stopping = true
    console.log('Stopping Pressroom...')
    await stack.stop()
    process.exit(0)
  })
}
console.log(`Pressroom is running at ${stack.url} (data in ${dataDir}). Press Ctrl-C to stop.`)
