import { createGetTransaction, createWriteTransaction, type Service } from 'electrodb'
import { automationSettingsEntity, pauseEntity, scheduledActionEntity } from './automation-entities'
import {
  idempotencyKeyEntity,
  launchWeekClaimEntity,
  launchWeekCounterEntity,
  localCheckoutEntity,
  stripeEventEntity,
} from './billing-entities'
import { companyEntity } from './company-entity'
import {
  conversationEntity,
  conversationForwardEntity,
  conversationMessageEntity,
} from './conversation-entities'
import { foundCoverageEntity } from './coverage-entities'
import { type StoreClient, type StoreClientOptions, storeClient } from './electrodb-client'
import { feedArticleEntity, feedEntity } from './feed-entities'
import { getTogether, type ItemRead } from './get-together'
import { journalistEntity, searchIndexVersionEntity } from './journalist-entity'
import { localQueueEntity, mailboxEntity } from './local-entities'
import { pitchEntity } from './pitch-entity'
import { pitchlistEntity, savedSearchEntity } from './pitchlist-entity'
import { kitDownloadEntity, kitLeadEntity, kitViewEntity, pressKitEntity } from './press-kit-entity'
import { profileEntity } from './profile-entity'
import { rateCounterEntity } from './rate-counter-entity'
import { revokedTokenEntity } from './revoked-token-entity'
import {
  bulkJobEntity,
  dailyContactEntity,
  domainClaimEntity,
  inboundEntity,
  sendEntity,
  sendingDomainEntity,
  suppressionEntity,
  unsubscribeLinkEntity,
} from './sending-entities'
import { deletedCardEntity, workflowHistoryEntity } from './workflow-entities'

/**
 * Every entity over the one table, each built the first time it is read. Building one is most of a
 * Lambda's first request (ElectroDB checks each model against a JSON schema as it is built: all 29
 * took 150 to 400 ms on a 2-core host), and a group reads a few of them.
 */
export function createStore(options: StoreClientOptions & { table: string }) {
  let client: StoreClient | undefined
  const clientOnFirstBuild = () => {
    client ??= storeClient(options)
    return client
  }
  const entities = builtOnFirstRead(clientOnFirstBuild, options.table, {
    profiles: profileEntity,
    revokedTokens: revokedTokenEntity,
    rateCounters: rateCounterEntity,
    companies: companyEntity,
    journalists: journalistEntity,
    searchIndexVersion: searchIndexVersionEntity,
    pitchlist: pitchlistEntity,
    savedSearches: savedSearchEntity,
    pitches: pitchEntity,
    stripeEvents: stripeEventEntity,
    launchWeekCounter: launchWeekCounterEntity,
    launchWeekClaims: launchWeekClaimEntity,
    localCheckouts: localCheckoutEntity,
    idempotencyKeys: idempotencyKeyEntity,
    sends: sendEntity,
    bulkJobs: bulkJobEntity,
    suppressions: suppressionEntity,
    unsubscribeLinks: unsubscribeLinkEntity,
    dailyContacts: dailyContactEntity,
    sendingDomains: sendingDomainEntity,
    domainClaims: domainClaimEntity,
    inbound: inboundEntity,
    conversationMessages: conversationMessageEntity,
    conversations: conversationEntity,
    conversationForwards: conversationForwardEntity,
    automationSettings: automationSettingsEntity,
    scheduledActions: scheduledActionEntity,
    pauses: pauseEntity,
    workflowHistory: workflowHistoryEntity,
    deletedCards: deletedCardEntity,
    pressKits: pressKitEntity,
    kitViews: kitViewEntity,
    kitDownloads: kitDownloadEntity,
    kitLeads: kitLeadEntity,
    feeds: feedEntity,
    feedArticles: feedArticleEntity,
    foundCoverage: foundCoverageEntity,
    ...embeddedOnly(),
  })
  // For writes that must succeed or fail together (a Stripe event and its effect; a claim and the cap).
  // ElectroDB's own functions, not a Service: a Lambda's bundle then leaves the Service's module out
  // (LAMBDA_BUNDLING.alias). They are given the entities alone, and read every one of them (to tell
  // which one each item is), so a group's first transaction builds the rest.
  const transaction: Service<typeof entities>['transaction'] = {
    write: (fn) => createWriteTransaction(entities, fn),
    get: (fn) => createGetTransaction(entities, fn),
  }
  // Items of different entities in one round trip (functions/store/get-together.ts), through the
  // store's own client: a double put in place of an entity in a copy of the store is not asked.
  const together = <const R extends readonly ItemRead<unknown>[]>(items: R) =>
    getTogether(clientOnFirstBuild(), items)
  // The store reads each entity through, so it is built when the store's property is first read; a
  // copy of the store (`{ ...store, pitches: double }` in a test) keeps the transactions.
  const reads = Object.keys(entities).map((name) => [
    name,
    { enumerable: true, get: () => entities[name as keyof typeof entities] },
  ])
  return Object.defineProperties(
    { transaction, getTogether: together },
    Object.fromEntries(reads),
  ) as typeof entities & {
    transaction: typeof transaction
    getTogether: typeof together
  }
}

export type Store = ReturnType<typeof createStore>

type EntityFactory = (client: StoreClient, table: string) => unknown
type Built<F extends Record<string, EntityFactory>> = { readonly [K in keyof F]: ReturnType<F[K]> }

/**
 * An object whose properties are the factories' entities, each made on its first read and kept, with
 * the client `client()` gives then.
 */
export function builtOnFirstRead<F extends Record<string, EntityFactory>>(
  client: () => StoreClient,
  table: string,
  factories: F,
): Built<F> {
  const entities = {} as Built<F>
  for (const [name, build] of Object.entries(factories)) {
    Object.defineProperty(entities, name, {
      enumerable: true,
      configurable: true,
      get() {
        const entity = build(client(), table)
        Object.defineProperty(entities, name, { value: entity, enumerable: true })
        return entity
      },
    })
  }
  return entities
}

/**
 * The embedded stack's own entities: the table-kept queue and scheduler, and the local mailbox. A
 * Lambda's bundle knows its host (LAMBDA_BUNDLING.define), so there they are never built, and esbuild
 * leaves their module out; nothing a Lambda wires reads them (SQS, EventBridge Scheduler and SES stand
 * in for them there).
 */
const embeddedOnly = () =>
  (process.env.PRESSROOM_HOST === 'lambda'
    ? {}
    : { localQueue: localQueueEntity, mailbox: mailboxEntity }) as {
    localQueue: typeof localQueueEntity
    mailbox: typeof mailboxEntity
  }
