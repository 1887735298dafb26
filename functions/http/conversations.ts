import {
  AttachmentParams,
  ConversationMessageParams,
  InboxParams,
  InboxQuery,
  MessageHtmlQuery,
  ReplyRequest,
} from '../../shared/contracts/conversations'
import { IdParams } from '../../shared/contracts/ids'
import { answerConversation } from '../conversations/answer'
import { attachmentFile, messageHtml } from '../conversations/files'
import { listInbox, markRead } from '../conversations/inbox'
import { getConversation } from '../conversations/thread'
import { BinaryReply, created, defineGroup, RawReply, route } from '../platform/http'
import { blobsPort } from '../platform/wiring/blobs'
import { mailDomainsPort, mailerPort } from '../platform/wiring/mailer'
import { queuePort } from '../platform/wiring/queue'
import { schedulerPort } from '../platform/wiring/scheduler'
import { authenticate } from './authenticate'
import { ownPitch } from './owned'

/** What a message's HTML or file may do when opened on its own: nothing but show itself. */
const SANDBOX = 'sandbox'

export const conversations = defineGroup({
  name: 'conversations',
  moduleUrl: import.meta.url,
  authenticate,
  needs: [
    'table:read',
    'table:write',
    'mail:send',
    'sends:enqueue',
    'followups:schedule',
    'conversations:read',
  ],
  ports: {
    mailer: mailerPort,
    mailDomains: mailDomainsPort,
    queue: queuePort,
    scheduler: schedulerPort,
    blobs: blobsPort,
  },
  // Only the route that shows a message's HTML loads it (decision 014).
  installs: ['sanitize-html'],
  routes: [
    route({
      method: 'GET',
      path: '/api/pitches/{id}/conversation',
      params: IdParams,
      run: async ({ params, deps }, caller) => ({
        conversation: await getConversation(deps, caller.userId, params.id),
      }),
    }),
    // The founder's answer in the thread; a retried request with the same Idempotency-Key sends nothing again.
    route({
      method: 'POST',
      path: '/api/pitches/{id}/replies',
      params: IdParams,
      owned: ownPitch,
      body: ReplyRequest,
      run: async ({ params, body, event, deps }, caller) => {
        const idempotencyKey = event.headers['idempotency-key']?.slice(0, 128) || undefined
        const { reply, repeated } = await answerConversation(deps, caller.userId, params.id, {
          body: body.body,
          idempotencyKey,
        })
        return repeated ? { reply } : created({ reply })
      },
    }),
    route({
      method: 'GET',
      path: '/api/inbox',
      query: InboxQuery,
      run: async ({ query, deps }, caller) => listInbox(deps, caller.userId, query),
    }),
    route({
      method: 'POST',
      path: '/api/inbox/{pitchId}/read',
      params: InboxParams,
      run: async ({ params, deps }, caller) => markRead(deps, caller.userId, params.pitchId),
    }),
    // A received message's HTML, sanitised as it is read; remote images only with ?images=show.
    route({
      method: 'GET',
      path: '/api/conversations/{pitchId}/messages/{messageId}/html',
      params: ConversationMessageParams,
      query: MessageHtmlQuery,
      run: async ({ params, query, deps }, caller) => {
        const remoteImages = query.images === 'show'
        const { html, blockedImages } = await messageHtml(deps, caller.userId, params, remoteImages)
        return new RawReply(200, html, 'text/html; charset=utf-8', {
          'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; img-src ${
            remoteImages ? 'https: http:' : "'none'"
          }; ${SANDBOX}`,
          'x-blocked-images': String(blockedImages),
          'cache-control': 'private, no-store',
        })
      },
    }),
    // A kept file, always as a download, as the type its bytes were found to be.
    route({
      method: 'GET',
      path: '/api/conversations/{pitchId}/messages/{messageId}/attachments/{attachmentId}',
      params: AttachmentParams,
      run: async ({ params, deps }, caller) => {
        const file = await attachmentFile(deps, caller.userId, params)
        return new BinaryReply(file.bytes, file.contentType, {
          'content-disposition': `attachment; filename="${file.filename.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
          'content-security-policy': `default-src 'none'; ${SANDBOX}`,
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, no-store',
        })
      },
    }),
  ],
})

export const handler = conversations.handler
