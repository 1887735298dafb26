import { z } from 'zod'
import { IdParams } from '../../shared/contracts/ids'
import {
  BulkSendRequest,
  SendPitchRequest,
  UpdateSenderSettingsRequest,
} from '../../shared/contracts/sending'
import { container } from '../platform/container'
import { NotFoundError } from '../platform/errors'
import { defineGroup, RawReply, Reply, route } from '../platform/http'
import { toPitchSend } from '../sending/records'
import { bulkSendPitches, getBulkJob, listSendsOfPitch, sendPitch } from '../sending/send-pitch'
import { getSenderSettings, updateSenderSettings } from '../sending/sender-settings'
import { unsubscribeByToken } from '../sending/suppression'
import { unsubscribePage } from '../sending/unsubscribe-page'
import { authenticate } from './authenticate'

const INVALID_LINK = 'This unsubscribe link is not valid'
const TokenParams = z.strictObject({ token: z.string().regex(/^[0-9a-f]{24}$/, { error: INVALID_LINK }) })

export const sending = defineGroup({
  name: 'sending',
  moduleUrl: import.meta.url,
  authenticate,
  routes: [
    route({
      method: 'POST',
      path: '/api/pitches/{id}/send',
      params: IdParams,
      body: SendPitchRequest,
      run: async ({ body, params }, caller) => ({
        pitch: await sendPitch(container(), caller.userId, params.id, body),
      }),
    }),
    route({
      method: 'GET',
      path: '/api/pitches/{id}/sends',
      params: IdParams,
      run: async ({ params }, caller) => ({
        sends: (await listSendsOfPitch(container(), caller.userId, params.id)).map(toPitchSend),
      }),
    }),
    route({
      method: 'POST',
      path: '/api/send-jobs',
      body: BulkSendRequest,
      run: async ({ body }, caller) =>
        new Reply(202, { job: await bulkSendPitches(container(), caller.userId, body.pitchIds) }),
    }),
    route({
      method: 'GET',
      path: '/api/send-jobs/{id}',
      params: IdParams,
      run: async ({ params }, caller) => ({
        job: await getBulkJob(container(), caller.userId, params.id),
      }),
    }),
    route({
      method: 'GET',
      path: '/api/sending/settings',
      run: async (_, caller) => ({ settings: await getSenderSettings(container(), caller.userId) }),
    }),
    route({
      method: 'PUT',
      path: '/api/sending/settings',
      body: UpdateSenderSettingsRequest,
      run: async ({ body }, caller) => ({
        settings: await updateSenderSettings(container(), caller.userId, body),
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
      run: async ({ params }) => {
        const email = await unsubscribeByToken(container(), params.token)
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
