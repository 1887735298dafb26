import { request as httpRequest } from 'node:http'
import fc from 'fast-check'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { BODY_LIMITS } from '../../functions/platform/http'
import { apiAt, signUp } from '../support/api'
import {
  type FounderWithEverything,
  founderWithEverything,
  pathValuesFor,
  snapshotOf,
} from '../support/founder-with-everything'
import { contractAccepts, type HostileRequest, hostileRequests } from '../support/hostile-requests'
import { pooled } from '../support/pooled'
import { type InventoryRoute, routeInventory } from '../support/route-inventory'
import { storeOf } from '../support/store'

const base = inject('stackUrl')
const api = apiAt(base)

/** Cases per route: 100 in the everyday suite; FUZZ_RUNS=5000 for the nightly-sized run (README, "Testing"). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100)
/** The seed prints with every failure; FUZZ_SEED replays it. */
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31)
const POOL = 8

/** Answers that are not JSON by design, for requests their contracts take. */
/** Pages a journalist opens from an e-mail: a link that names nothing is answered with a page saying so. */
const PAGES = new Set(['GET /api/unsubscribe/{token}', 'POST /api/unsubscribe/{token}'])

const NOT_JSON: Record<string, string> = {
  'GET /kit/{slug}': 'a page for people: its refusals are pages too',
  'POST /api/free-tier/claim-launch-week': "spec 1: this call's failures are plain text",
}

interface Answer {
  route: InventoryRoute
  request: HostileRequest
  accepted: boolean
  status: number
  type: string
  text: string
}

async function send(
  route: InventoryRoute,
  request: HostileRequest,
  token: string | undefined,
): Promise<Answer> {
  const accepted = contractAccepts(route, request)
  const response = await fetch(`${base}${request.path}${request.query ? `?${request.query}` : ''}`, {
    method: route.method,
    headers: {
      'content-type': request.contentType,
      ...(token && !route.public && { authorization: `Bearer ${token}` }),
    },
    body: request.body,
  }).catch((error: unknown) => error as Error)
  if (response instanceof Error)
    return {
      route,
      request,
      accepted,
      status: 0,
      type: '',
      text: `${response.message}: ${String(response.cause)}`,
    }
  return {
    route,
    request,
    accepted,
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
  }
}

/** What is wrong with an answer, or undefined: never a 500, a refused request a 4xx with {message}. */
function fault(answer: Answer): string | undefined {
  const { status, accepted, route, type, text } = answer
  if (status === 0) return `no answer: ${text}`
  if (status >= 500) return `${status} ${text.slice(0, 200)}`
  if (!accepted && (status < 400 || status >= 500)) return `refused by its contract, answered ${status}`
  if (status >= 400 && PAGES.has(route.key) && type.startsWith('text/html')) return undefined
  if (status >= 400 && !(accepted && NOT_JSON[route.key]) && route.key !== 'GET /kit/{slug}') {
    if (!type.startsWith('application/json')) return `${status} as ${type}`
    const body = JSON.parse(text)
    if (typeof body?.message !== 'string' || !body.message)
      return `${status} without a message: ${text.slice(0, 200)}`
  }
  return undefined
}

/** On a connection of its own (no keep-alive pool), so one refused upload cannot touch the next. */
function sendAlone(method: string, url: string, token: string, body: string) {
  return new Promise<{ status: number; text: string } | Error>((resolve) => {
    const req = httpRequest(
      url,
      {
        method,
        agent: false,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      },
      (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString()
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
        res.on('error', resolve)
      },
    )
    req.on('error', resolve)
    req.end(body)
  })
}

/** Auth routes count attempts per address: a well-formed attempt is not sent, lest it lock the others out. */
const COUNTED = new Set(['POST /api/auth/login', 'POST /api/auth/signup', 'POST /api/auth/refresh'])

describe(`bad input on every route of the inventory (fast-check, ${RUNS} cases a route, seed ${SEED})`, () => {
  let founder: FounderWithEverything
  let scratch: { token: string }
  let before: Record<string, unknown>

  beforeAll(async () => {
    founder = await founderWithEverything(api, storeOf(inject('stackDataDir')), base)
    scratch = await signUp(api)
    before = await snapshotOf(base, founder)
  }, 120_000)

  it('never answers 500, answers every refused request 4xx with a message, and changes nothing', async () => {
    const tasks = routeInventory.flatMap((route, i) => {
      const real = route.params.length ? pathValuesFor(route.path, founder.records) : undefined
      const requests = fc.sample(hostileRequests(route, real), { numRuns: RUNS, seed: SEED + i })
      return requests.map((request) => async () => {
        const accepted = contractAccepts(route, request)
        // A request its contract takes is valid input: it may act, so it acts for another founder, never
        // for the one whose data is compared (public ones, which need no founder, are not sent).
        if (accepted && (route.public || COUNTED.has(route.key))) return undefined
        return send(route, request, accepted ? scratch.token : founder.token)
      })
    })
    const answers = (await pooled(tasks, POOL)).filter((a): a is Answer => a !== undefined)
    const faults = answers
      .map((answer) => ({ answer, fault: fault(answer) }))
      .filter((f) => f.fault)
      .map(({ answer, fault }) => ({
        route: answer.route.key,
        fault,
        path: answer.request.path.slice(0, 120),
        query: answer.request.query.slice(0, 120),
        body: answer.request.body?.slice(0, 200),
      }))
    const perRoute = new Map<string, number>()
    for (const a of answers) perRoute.set(a.route.key, (perRoute.get(a.route.key) ?? 0) + 1)
    console.info(
      `bad input: ${answers.length} requests over ${perRoute.size} routes, ${answers.filter((a) => !a.accepted).length} refused by their contracts (seed ${SEED})`,
    )
    expect(faults.slice(0, 20), `seed ${SEED}`).toEqual([])
    expect(await snapshotOf(base, founder)).toEqual(before)
  }, 600_000)

  it('refuses a JSON body past its own limit, below the gateway limit, on a route of every group, with a message', async () => {
    const big = `{"name":"${'x'.repeat(BODY_LIMITS.json + 1024)}"}`
    const groups = new Map<string, InventoryRoute>()
    for (const r of routeInventory)
      if (r.method !== 'GET' && !r.params.length && !r.contract.rawBody && !groups.has(r.group))
        groups.set(r.group, r)
    for (const route of groups.values()) {
      const response = await sendAlone(route.method, `${base}${route.path}`, founder.token, big)
      if (response instanceof Error) throw response
      expect(response.status, route.key).toBe(413)
      expect(JSON.parse(response.text).message, route.key).toBe('The request body is too large: at most 2 MB')
    }
    expect(await snapshotOf(base, founder)).toEqual(before)
  })

  it('refuses a body past the size limit on a route of every group, changing nothing', async () => {
    const huge = `{"name":"${'x'.repeat(11 * 1024 * 1024)}"}`
    const groups = new Map<string, InventoryRoute>()
    for (const r of routeInventory)
      if (r.method !== 'GET' && !r.params.length && !groups.has(r.group)) groups.set(r.group, r)
    for (const route of groups.values()) {
      const response = await sendAlone(route.method, `${base}${route.path}`, founder.token, huge)
      if (response instanceof Error) throw response
      expect(response.status, route.key).toBe(413)
      expect(JSON.parse(response.text).message, route.key).toBe('Request Entity Too Large')
    }
    expect(await snapshotOf(base, founder)).toEqual(before)
  })
})
