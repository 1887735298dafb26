// npm run seed:demo: the demo founder with 90 days of history, in the running embedded stack
// (DATA_DIR, default .data). Sign in with the printed e-mail and password.
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string', default: process.env.DATA_DIR ?? '.data' },
    url: { type: 'string', default: `http://127.0.0.1:${process.env.PORT ?? 3000}` },
    days: { type: 'string', default: '90' },
  },
})
const response = await fetch(new URL('/dev/demo', values.url), {
  method: 'POST',
  body: JSON.stringify({ days: Number(values.days) }),
}).catch(() => undefined)
if (!response?.ok) {
  console.error(`No embedded stack answered at ${values.url}: start it with npm start first.`)
  process.exit(1)
}
const { created, user } = (await response.json()) as { created: boolean; user: { email: string } }
console.log(
  `${created ? 'Created' : 'Already there:'} the demo founder ${user.email} (password pressroom-demo).`,
)
