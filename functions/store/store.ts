import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb'
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
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
  inboundEntity,
  sendEntity,
  suppressionEntity,
} from './sending-entities'
import { deletedCardEntity, workflowHistoryEntity } from './workflow-entities'

/** Every entity over the one table. */
export function createStore(
  options: { table: string } & Pick<DynamoDBClientConfig, 'region' | 'endpoint' | 'credentials'>,
) {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: options.region,
      endpoint: options.endpoint,
      credentials: options.credentials,
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  )
  const entities = {
    profiles: profileEntity(client, options.table),
    revokedTokens: revokedTokenEntity(client, options.table),
    rateCounters: rateCounterEntity(client, options.table),
    companies: companyEntity(client, options.table),
    journalists: journalistEntity(client, options.table),
    searchIndexVersion: searchIndexVersionEntity(client, options.table),
    pitchlist: pitchlistEntity(client, options.table),
    savedSearches: savedSearchEntity(client, options.table),
    pitches: pitchEntity(client, options.table),
    stripeEvents: stripeEventEntity(client, options.table),
    launchWeekCounter: launchWeekCounterEntity(client, options.table),
    launchWeekClaims: launchWeekClaimEntity(client, options.table),
    localCheckouts: localCheckoutEntity(client, options.table),
    idempotencyKeys: idempotencyKeyEntity(client, options.table),
    sends: sendEntity(client, options.table),
    bulkJobs: bulkJobEntity(client, options.table),
    suppressions: suppressionEntity(client, options.table),
    dailyContacts: dailyContactEntity(client, options.table),
    inbound: inboundEntity(client, options.table),
    automationSettings: automationSettingsEntity(client, options.table),
    scheduledActions: scheduledActionEntity(client, options.table),
    pauses: pauseEntity(client, options.table),
    workflowHistory: workflowHistoryEntity(client, options.table),
    deletedCards: deletedCardEntity(client, options.table),
    pressKits: pressKitEntity(client, options.table),
    kitViews: kitViewEntity(client, options.table),
    kitDownloads: kitDownloadEntity(client, options.table),
    kitLeads: kitLeadEntity(client, options.table),
    ...embeddedOnly(client, options.table),
  }
  // For writes that must succeed or fail together (a Stripe event and its effect; a claim and the cap).
  // ElectroDB's own functions, not a Service: a Lambda's bundle then leaves the Service's module out
  // (LAMBDA_BUNDLING.alias).
  const transaction: Service<typeof entities>['transaction'] = {
    write: (fn) => createWriteTransaction(entities, fn),
    get: (fn) => createGetTransaction(entities, fn),
  }
  return { ...entities, transaction }
}
export type Store = ReturnType<typeof createStore>

interface EmbeddedEntities {
  localQueue: ReturnType<typeof localQueueEntity>
  mailbox: ReturnType<typeof mailboxEntity>
}

/**
 * The embedded stack's own entities: the table-kept queue and scheduler, and the local mailbox. A
 * Lambda's bundle knows its host (LAMBDA_BUNDLING.define), so there they are never built, and esbuild
 * leaves their module out; nothing a Lambda wires reads them (SQS, EventBridge Scheduler and SES stand
 * in for them there).
 */
const embeddedOnly = (client: DynamoDBDocumentClient, table: string) =>
  (process.env.PRESSROOM_HOST === 'lambda'
    ? {}
    : {
        localQueue: localQueueEntity(client, table),
        mailbox: mailboxEntity(client, table),
      }) as EmbeddedEntities
