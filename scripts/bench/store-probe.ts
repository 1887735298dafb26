// Bundled as a Lambda is (infra/aws/lambda-bundling.ts) and run in a fresh node by bench:bundles: how long
// the store takes to be ready for a handler's first request. `group` builds what a signed-in read of the
// pitches reads (the revoked tokens and profiles that admit the caller, then the pitches); `all` builds
// every entity, as createStore did before it built them on first read. Prints the milliseconds as JSON.
import { createStore } from '../../functions/store/store'

const started = performance.now()
const store = createStore({ table: 'pressroom', region: 'us-east-1' })
const created = performance.now()
const names =
  process.argv[2] === 'all'
    ? Object.keys(store).filter((name) => name !== 'transaction')
    : ['revokedTokens', 'profiles', 'pitches']
for (const name of names) void (store as unknown as Record<string, unknown>)[name]
const ready = performance.now()
process.stdout.write(
  JSON.stringify({ create: created - started, ready: ready - started, entities: names.length }),
)
