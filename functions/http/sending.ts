import { IdParams, PathId } from '../../shared/contracts/ids'
import {
  BulkSendRequest,
  RescheduleSendRequest,
  SendPitchRequest,
  UpdateSenderSettingsRequest,
} from '../../shared/contracts/sending'
import * as z from '../../shared/contracts/zod'
import { NotFoundError } from '../platform/errors'
import { defineGroup, RawReply, Reply, route } from '../platform/http'
import { mailerPort } from '../platform/wiring/mailer'
import { queuePort } from '../platform/wiring/queue'
import { schedulerPort } from '../platform/wiring/scheduler'
import { cancelScheduledMessage, cancelScheduledSend, rescheduleSend } from '../sending/cancel-send'
import { toPitchSend } from '../sending/records'
import { bulkSendPitches, getBulkJob, listSendsOfPitch, sendPitch } from '../sending/send-pitch'
import { getSenderSettings, updateSenderSettings } from '../sending/sender-settings'
import { unsubscribeByToken } from '../sending/suppression'
import { unsubscribePage } from '../sending/unsubscribe-page'
import { authenticate } from './authenticate'

const INVALID_LINK = 'This unsubscribe link is not valid'
const MessageParams = z.strictObject({ id: PathId, sendId: PathId })
const TokenParams = z.strictObject({
  token: z.string().check(z.regex(/^[0-9a-f]{24}$/, { error: INVALID_LINK })),
})

export const sending = defineGroup({
  name: 'sending',
  moduleUrl: import.meta.url,
  authenticate,
  needs: ['table:read', 'table:write', 'mail:send', 'sends:enqueue', 'followups:schedule'],
  ports: { scheduler: schedulerPort, mailer: mailerPort, queue: queuePort },
  routes: [
    route({
      method: 'POST',
      path: '/api/pitches/{id}/send',
      params: IdParams,
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
    // The visible link in every message: a page that asks before it unsubscribes.
    route({
      method: 'GET',
      path: '/api/unsubscribe/{token}',
      public: true,
      params: TokenParams,
      run: async () => html(unsubscribePage('confirm')),
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
        if (!email) throw new NotFoundError(INVALID_LINK)
        return html(unsubscribePage('done'))
      },
    }),
  ],
})

const html = (page: string) =>
  new RawReply(200, page, 'text/html; charset=utf-8', {
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
    'cache-control': 'no-store',
  })

export const handler = sending.handler
