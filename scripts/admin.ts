// npm run admin -- block EMAIL | unblock EMAIL [--data-dir DIR]
// The operator's commands on the running embedded stack (DATA_DIR, default .data), or, with TABLE_NAME
// set and no running stack, on that DynamoDB table in AWS. A blocked founder is refused by every route
// at once, and no send or follow-up goes out for them.
import { parseArgs } from 'node:util'
import { setBlocked } from '../functions/accounts/blocking'
import { toolStore } from './tool-store'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'data-dir': { type: 'string', default: process.env.DATA_DIR ?? '.data' } },
})
const [command, email] = positionals
if ((command !== 'block' && command !== 'unblock') || !email) {
  console.error('Usage: npm run admin -- block EMAIL | unblock EMAIL [--data-dir DIR]')
  process.exit(1)
}
try {
  const result = await setBlocked(
    { store: toolStore(values['data-dir'] ?? '.data') },
    email,
    command === 'block',
  )
  console.log(`${result.email} is ${result.blocked ? 'blocked' : 'no longer blocked'}.`)
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(2)
}
