import { IdParams, PathId } from '../../shared/contracts/ids'
import {
  BulkSendRequest,
  RescheduleSendRequest,
  SendPitchRequest,
  UpdateSenderSettingsRequest,
} from '../../shared/contracts/sending'
import { AddSendingDomainRequest, ChooseFromAddressRequest } from '../../shared/contracts/sending-domain'
import * as z from '../../shared/contracts/zod'
import { defineGroup, RawReply, Reply, route } from '../platform/http'
import { identitiesPort } from '../platform/wiring/identities'
import { mailDomainsPort, mailerPort } from '../platform/wiring/mailer'
import { queuePort } from '../platform/wiring/queue'
import { schedulerPort } from '../platform/wiring/scheduler'
import { cancelScheduledMessage, cancelScheduledSend, rescheduleSend } from '../sending/cancel-send'
import {
  addSendingDomain,
  checkSendingDomain,
  chooseFromAddress,
  dismissVerifiedNotice,
  getSendingDomain,
  removeSendingDomain,
} from '../sending/identity/sending-domain'
import { toPitchSend } from '../sending/records'
import {
  bulkSendPitches,
  getBulkJob,
  listSendsOfPitch,
  previewBulkSend,
  sendPitch,
} from '../sending/send-pitch'
import { getSenderSettings, updateSenderSettings } from '../sending/sender-settings'
import { confirmListCleaned, getSendingHealth } from '../sending/sending-health'
import { unsubscribeByToken, unsubscribeLinkState } from '../sending/suppression'
import { unsubscribePage } from '../sending/unsubscribe-page'
import { authenticate } from './authenticate'
import { ownPitch } from './owned'

const MessageParams = z.strictObject({ id: PathId, sendId: PathId })
// Any token reaches the page, which says when it names no send: a journalist's browser shows a page,
// not an error document.
const TokenParams = z.strictObject({ token: z.string().check(z.maxLength(200)) })

export const sending = defineGroup({
  name: 'sending',
  moduleUrl: import.meta.url,
  authenticate,
  needs: [
    'table:read',
    'table:write',
    'mail:send',
    'sends:enqueue',
    'followups:schedule',
    'identities:manage',
  ],
  ports: {
    scheduler: schedulerPort,
    mailer: mailerPort,
    mailDomains: mailDomainsPort,
    queue: queuePort,
    identities: identitiesPort,
  },
  routes: [
    route({
      method: 'POST',
      path: '/api/pitches/{id}/send',
      params: IdParams,
      owned: ownPitch,
      body: SendPitchRequest,
      run: async ({ body, params, deps }, caller) => ({
        pitch: await sendPitch(deps, caller.userId, params.id, body),
      }),
    }),
    // Moves a pitch that waits to be sent to another time.
    route({
      method: 'PUT',
      path: '/api/pitches/{id}/send',
      params: IdParams,
      owned: ownPitch,
      body: RescheduleSendRequest,
      run: async ({ body, params, deps }, caller) => ({
        pitch: await rescheduleSend(deps, caller.userId, params.id, body.scheduledFor),
      }),
    }),
    // Takes back a pitch that waits to be sent; it can then be sent or scheduled again.
    route({
      method: 'DELETE',
      path: '/api/pitches/{id}/send',
      params: IdParams,
      run: async ({ params, deps }, caller) => ({
        pitch: await cancelScheduledSend(deps, caller.userId, params.id),
      }),
    }),
    // Takes back one message to the pitch's journalist that waits to be sent (a scheduled bulk message).
    route({
      method: 'DELETE',
      path: '/api/pitches/{id}/messages/{sendId}',
      params: MessageParams,
      run: async ({ params, deps }, caller) => ({
        send: toPitchSend(await cancelScheduledMessage(deps, caller.userId, params.id, params.sendId)),
      }),
    }),
    route({
      method: 'GET',
      path: '/api/pitches/{id}/sends',
      params: IdParams,
      run: async ({ params, deps }, caller) => ({
        sends: (await listSendsOfPitch(deps, caller.userId, params.id)).map(toPitchSend),
      }),
    }),
    route({
      method: 'POST',
      path: '/api/send-jobs',
      body: BulkSendRequest,
      run: async ({ body, deps }, caller) =>
        new Reply(202, { job: await bulkSendPitches(deps, caller.userId, body.pitchIds) }),
    }),
    // The board's confirmation: what the bulk send of these pitches would do, changing nothing.
    route({
      method: 'POST',
      path: '/api/send-jobs/preview',
      body: BulkSendRequest,
      run: async ({ body, deps }, caller) => ({
        preview: await previewBulkSend(deps, caller.userId, body.pitchIds),
      }),
    }),
    route({
      method: 'GET',
      path: '/api/send-jobs/{id}',
      params: IdParams,
      run: async ({ params, deps }, caller) => ({
        job: await getBulkJob(deps, caller.userId, params.id),
      }),
    }),
    route({
      method: 'GET',
      path: '/api/sending/settings',
      run: async ({ deps }, caller) => ({ settings: await getSenderSettings(deps, caller.userId) }),
    }),
    route({
      method: 'PUT',
      path: '/api/sending/settings',
      body: UpdateSenderSettingsRequest,
      run: async ({ body, deps }, caller) => ({
        settings: await updateSenderSettings(deps, caller.userId, body),
      }),
    }),
    route({
      method: 'GET',
      path: '/api/sending/health',
      run: async ({ deps }, caller) => ({ health: await getSendingHealth(deps, caller.userId) }),
    }),
    // The founder says the list is cleaned: the pause ends and what it held goes out, once.
    route({
      method: 'POST',
      path: '/api/sending/health/confirm',
      run: async ({ deps }, caller) => ({ health: await confirmListCleaned(deps, caller.userId) }),
    }),
    // The founder's own sending domain (decision 043): its records, their states, the From address.
    route({
      method: 'GET',
      path: '/api/sending/domain',
      run: async ({ deps }, caller) => ({ domain: await getSendingDomain(deps, caller.userId) }),
    }),
    route({
      method: 'PUT',
      path: '/api/sending/domain',
      body: AddSendingDomainRequest,
      run: async ({ body, deps }, caller) => ({
        domain: await addSendingDomain(deps, caller.userId, body.domain),
      }),
    }),
    route({
      method: 'DELETE',
      path: '/api/sending/domain',
      run: async ({ deps }, caller) => {
        await removeSendingDomain(deps, caller.userId)
        return { domain: null }
      },
    }),
    // 'Check now': what DNS (SES, in AWS) finds of each record.
    route({
      method: 'POST',
      path: '/api/sending/domain/check',
      run: async ({ deps }, caller) => ({ domain: await checkSendingDomain(deps, caller.userId) }),
    }),
    // The founder saw the banner saying the domain is verified: it is not shown again.
    route({
      method: 'POST',
      path: '/api/sending/domain/notice',
      run: async ({ deps }, caller) => ({ domain: await dismissVerifiedNotice(deps, caller.userId) }),
    }),
    route({
      method: 'PUT',
      path: '/api/sending/domain/from',
      body: ChooseFromAddressRequest,
      run: async ({ body, deps }, caller) => ({
        domain: await chooseFromAddress(deps, caller.userId, body.local_part),
      }),
    }),
    // The visible link in every message: a page that asks before it unsubscribes.
    route({
      method: 'GET',
      path: '/api/unsubscribe/{token}',
      public: true,
      params: TokenParams,
      run: async ({ params, deps }) => {
        const state = await unsubscribeLinkState(deps, params.token)
        return html(unsubscribePage(state), state === 'invalid' ? 404 : 200)
      },
    }),
    // RFC 8058 one-click (List-Unsubscribe-Post) and the page's button: the address is suppressed.
    route({
      method: 'POST',
      path: '/api/unsubscribe/{token}',
      public: true,
      rawBody: true,
      params: TokenParams,
      run: async ({ params, deps }) => {
        const email = await unsubscribeByToken(deps, params.token)
        return email ? html(unsubscribePage('done')) : html(unsubscribePage('invalid'), 404)
      },
    }),
  ],
})

const html = (page: string, status = 200) =>
  new RawReply(status, page, 'text/html; charset=utf-8', {
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
    'cache-control': 'no-store',
  })

export const handler = sending.handler
