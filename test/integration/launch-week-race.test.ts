import { randomUUID } from 'node:crypto'
import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb'
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { Service } from 'electrodb'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureProfile } from '../../functions/accounts/profile'
import { claimLaunchWeek } from '../../functions/billing/launch-week'
import { launchWeekClaimEntity, launchWeekCounterEntity } from '../../functions/store/billing-entities'
import { profileEntity } from '../../functions/store/profile-entity'
import type { Store } from '../../functions/store/store'
import { LAUNCH_WEEK_SOLD_OUT } from '../../shared/domain/catalogue'
import { type Api, apiAt, signUp } from '../support/api'
import { type RunningStack, removeDataDir, startStack } from '../support/stack'
import { storeOf } from '../support/store'

const CAP = 20
const CLAIMS = 24

/**
 * Launch week's cap under a race of different founders, on a stack of its own with a small cap (the
 * shared stack's spots are taken by other files as this runs, so its counter could not be checked exactly).
 */
describe('launch week under a race', () => {
  let stack: RunningStack
  let api: Api

  beforeAll(async () => {
    stack = await startStack({ env: { LAUNCH_WEEK_CAP: String(CAP) } })
    api = apiAt(stack.url)
  })
  afterAll(async () => {
    await stack?.stop()
    if (stack) removeDataDir(stack.dataDir)
  })

  it(`grants all ${CAP} spots to ${CLAIMS} founders claiming at once, and tells only the rest it is sold out`, async () => {
    const founders = await Promise.all(Array.from({ length: CLAIMS }, () => signUp(api)))
    const answers = await Promise.all(
      founders.map((f) =>
        fetch(new URL('/api/free-tier/claim-launch-week', stack.url), {
          method: 'POST',
          headers: { authorization: `Bearer ${f.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ userId: f.id }),
        }).then(async (r) => ({ status: r.status, text: await r.text() })),
      ),
    )
    const granted = answers.filter((a) => a.status === 200)
    const refused = answers.filter((a) => a.status !== 200)
    // Told "sold out" while a spot was left, a founder would be missing from the granted ones.
    expect(granted).toHaveLength(CAP)
    expect(refused).toEqual(Array(CLAIMS - CAP).fill({ status: 409, text: LAUNCH_WEEK_SOLD_OUT }))

    const status = (await api.get('/api/free-tier/launch-week')).body
    expect(status).toMatchObject({ cap: CAP, spotsLeft: 0 })
    const store = storeOf(stack.dataDir)
    const { data: counter } = await store.launchWeekCounter.get({ name: 'launch_week' }).go()
    expect(counter?.claims).toBe(CAP)
    const { data: claims } = await store.launchWeekClaims.query.recent({}).go({ pages: 'all' })
    expect(claims).toHaveLength(CAP)
    const profiles = await Promise.all(founders.map((f) => store.profiles.get({ user_id: f.id }).go()))
    expect(profiles.filter((p) => p.data?.launch_week_claimed)).toHaveLength(CAP)
  })

  /*
   * DynamoDB Local runs transactions one at a time, so it never cancels one for meeting another. DynamoDB
   * does (TransactionConflict on the item both write): this client answers as DynamoDB would whenever a
   * transaction touches an item another transaction of it is still writing.
   */
  function conflictingStore() {
    const endpoints = stack.endpoints()
    const client = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        region: endpoints.region,
        endpoint: endpoints.dynamodb,
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
      { marshallOptions: { removeUndefinedValues: true } },
    )
    const writing = new Set<string>()
    let conflicts = 0
    client.middlewareStack.add(
      (next) => async (args) => {
        const items = (args.input as { TransactItems?: Record<string, any>[] }).TransactItems
        if (!items) return next(args)
        const keys = items.map((item) => {
          const [operation] = Object.values(item)
          const key = operation.Key ?? { pk: operation.Item.pk, sk: operation.Item.sk }
          return `${key.pk}|${key.sk}`
        })
        const reasons = keys.map((key) => ({ Code: writing.has(key) ? 'TransactionConflict' : 'None' }))
        if (reasons.some((r) => r.Code !== 'None')) {
          conflicts++
          throw new TransactionCanceledException({
            $metadata: {},
            message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.map((r) => r.Code).join(', ')}]`,
            CancellationReasons: reasons,
          })
        }
        for (const key of keys) writing.add(key)
        try {
          return await next(args)
        } finally {
          for (const key of keys) writing.delete(key)
        }
      },
      { step: 'initialize', name: 'transactionConflicts' },
    )
    const entities = {
      profiles: profileEntity(client, endpoints.table),
      launchWeekCounter: launchWeekCounterEntity(client, endpoints.table),
      launchWeekClaims: launchWeekClaimEntity(client, endpoints.table),
    }
    const store = { ...entities, transaction: new Service(entities).transaction } as unknown as Store
    return { store, conflicts: () => conflicts }
  }

  it('tries a claim again when DynamoDB cancels it for a conflict on the counter, and never calls that sold out', async () => {
    const { store, conflicts } = conflictingStore()
    const { data: before } = await store.launchWeekCounter.get({ name: 'launch_week' }).go()
    const spots = 20
    const cap = (before?.claims ?? 0) + spots
    const deps = { store, settings: { launchWeekCap: cap } as any, now: () => new Date() }
    const userIds = Array.from({ length: spots + 2 }, () => `race-${randomUUID()}`)
    for (const userId of userIds) await ensureProfile(deps, userId, `${userId}@example.com`)

    const answers = await Promise.allSettled(userIds.map((userId) => claimLaunchWeek(deps, userId)))
    expect(conflicts()).toBeGreaterThan(0)
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(spots)
    expect(answers.flatMap((a) => (a.status === 'rejected' ? [(a.reason as Error).message] : []))).toEqual([
      LAUNCH_WEEK_SOLD_OUT,
      LAUNCH_WEEK_SOLD_OUT,
    ])
    const { data: after } = await store.launchWeekCounter.get({ name: 'launch_week' }).go()
    expect(after?.claims).toBe(cap)
  })
})
