import fc from 'fast-check'
import * as z from '../../shared/contracts/zod'
import type { InventoryRoute } from './route-inventory'

/** One request the sweep sends: the path as written on the wire, the query and body as text. */
export interface HostileRequest {
  path: string
  query: string
  body?: string
  contentType: string
}

/** Strings that have broken servers: controls, direction overrides, lone surrogates, huge ones. */
const oddCharacter = fc.constantFrom(
  '\u0000',
  '\u0007',
  '\u001b[31m',
  '\uD800',
  '\uDFFF',
  '\u202E',
  '\u2066',
  '\u200B',
  '\uFEFF',
  '\u2028',
  'e\u0301',
  '🙂',
  '𝕏',
  '\r\n',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as typed
  '${7*7}',
  '%00',
  '../../etc/passwd',
)
const oddString = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 4, arbitrary: fc.array(oddCharacter, { minLength: 1, maxLength: 6 }).map((a) => a.join('')) },
  {
    weight: 2,
    arbitrary: fc.tuple(fc.string({ maxLength: 8 }), oddCharacter).map(([a, b]) => `${a}${b}${a}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 100, max: 50_000 }), fc.constantFrom('x', 'é', '🙂', '\u202E'))
      .map(([n, c]) => c.repeat(n)),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('', ' ', 'null', 'undefined', 'NaN', '-1', '1e309', 'true', '{}', '[]'),
  },
)

const protoKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty')

/** Deeply nested JSON (as text: no object in this process holds it). */
const deepJson = fc
  .tuple(fc.integer({ min: 50, max: 5_000 }), fc.constantFrom('[', '{"a":'))
  .map(([depth, open]) => `${open.repeat(depth)}1${(open === '[' ? ']' : '}').repeat(depth)}`)

/** A JSON value as text, of any type but rarely the right one. */
const jsonValue: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.integer().map(String),
    fc.constantFrom('1e308', '-0', '0.1', '9007199254740993', '-1', '0'),
    fc.boolean().map(String),
    fc.constant('null'),
    oddString.map((s) => JSON.stringify(s)),
    fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    fc
      .array(fc.tuple(fc.oneof(oddString, protoKey), tie('value')), { maxLength: 3 })
      .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
    deepJson,
  ),
})).value

/** `{"__proto__":{"polluted":true}}` and friends: keys that reach the prototype in careless code. */
const pollution = fc
  .tuple(protoKey, fc.constantFrom('{"polluted":true}', '{"prototype":{"polluted":true}}', '"x"', 'null'))
  .map(([k, v]) => `${JSON.stringify(k)}:${v}`)

/** A body over the contract's own fields, each with a hostile value, and sometimes a polluting key. */
function bodyOver(fields: string[]): fc.Arbitrary<string> {
  const field = fields.length ? fc.oneof(fc.constantFrom(...fields), oddString) : oddString
  const entry = fc.oneof(
    { weight: 6, arbitrary: fc.tuple(field, jsonValue).map(([k, v]) => `${JSON.stringify(k)}:${v}`) },
    { weight: 2, arbitrary: pollution },
  )
  return fc.oneof(
    { weight: 10, arbitrary: fc.array(entry, { minLength: 1, maxLength: 5 }).map((e) => `{${e.join(',')}}`) },
    { weight: 2, arbitrary: jsonValue },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map((s) => `{${s}`) },
    { weight: 1, arbitrary: deepJson },
  )
}

/** The bytes of a string as percent-escapes: how a client sends any text in a path or query. */
const percentEncoded = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('')

/** A path segment as it goes on the wire: real ids, odd ones, broken escapes, 2 KB ones. */
function pathSegment(real: string | undefined): fc.Arbitrary<string> {
  return fc.oneof(
    ...(real ? [{ weight: 3, arbitrary: fc.constant(encodeURIComponent(real)) }] : []),
    {
      weight: 3,
      arbitrary: oddString.filter((s) => s.length > 0).map((s) => percentEncoded(s.slice(0, 300))),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '%ZZ',
        '%',
        '%E0%A4%A',
        '%FF',
        '%C0%AE%C0%AE',
        '%00',
        '..%2F..%2Fetc%2Fpasswd',
        '%2F',
        'x'.repeat(2048),
        encodeURIComponent('é'.repeat(600)),
        '-1',
        '0',
        'undefined',
        'null',
        'USER%23other',
      ),
    },
    {
      weight: 1,
      arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 20 }).map(encodeURIComponent),
    },
  )
}

/**
 * A query string over the contract's fields (or any, when it has none), hostile values included. Kept
 * under 2 KB: past the HTTP server's header limit (16 KB in Node, 8 KB at CloudFront) a URL is refused
 * before any route sees it.
 */
function queryOver(fields: string[]): fc.Arbitrary<string> {
  const short = oddString.map((s) => s.slice(0, 100))
  const name = fields.length ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fields) }, short) : short
  return fc
    .array(fc.tuple(name, fc.oneof(short, fc.integer().map(String))), { maxLength: 4 })
    .map((pairs) => pairs.map(([k, v]) => `${percentEncoded(k)}=${percentEncoded(v)}`).join('&'))
}

/** Requests for a route from its zod contract, its path ids taken from `real` or made up. */
export function hostileRequests(route: InventoryRoute, real: Record<string, string> | undefined) {
  const segments = route.params.map((name) => pathSegment(real?.[name]))
  const path = fc
    .tuple(...segments)
    .map((values) =>
      route.path.replace(/\{(\w+)\}/g, (_, name: string) => values[route.params.indexOf(name)] ?? ''),
    )
  const sendsBody = route.method !== 'GET' && route.method !== 'DELETE'
  const body: fc.Arbitrary<string | undefined> = !sendsBody
    ? fc.constant(undefined)
    : route.contract.rawBody
      ? fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), bodyOver([]))
      : fc.oneof(
          { weight: 9, arbitrary: bodyOver(route.bodyFields) },
          { weight: 1, arbitrary: fc.constant('') },
        )
  return fc.record({
    path,
    query: queryOver(route.queryFields),
    body,
    contentType: fc.oneof(
      { weight: 9, arbitrary: fc.constant('application/json') },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
        ),
      },
    ),
  }) satisfies fc.Arbitrary<HostileRequest>
}

const NoBody = z.strictObject({})

/**
 * Whether the route's own contracts take the request as the server will see it: the path decoded by the
 * gateway, the query as it is split, the body as JSON. A refused request must answer 4xx and change nothing.
 */
export function contractAccepts(route: InventoryRoute, request: HostileRequest): boolean {
  const { contract } = route
  if (contract.rawBody) return false
  try {
    const pattern = new RegExp(`^${route.path.replace(/\{\w+\}/g, '([^/]+)')}$`)
    const match = pattern.exec(request.path)
    if (!match) return false
    const params = Object.fromEntries(
      route.params.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]),
    )
    if (route.params.length && !contract.params?.safeParse(params).success) return false
    if (contract.query) {
      const query: Record<string, string> = {}
      for (const [k, v] of new URLSearchParams(request.query)) query[k] = k in query ? `${query[k]},${v}` : v
      if (!contract.query.safeParse(query).success) return false
    }
    if (request.body === undefined || request.body.trim() === '')
      return (contract.body ?? NoBody).safeParse({}).success
    const parsed = JSON.parse(request.body)
    return (contract.body ?? NoBody).safeParse(parsed ?? {}).success
  } catch {
    return false // a broken escape, JSON that does not parse or nests past the stack: refused
  }
}
