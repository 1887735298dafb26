import { PITCH_STATUSES } from '../../shared/contracts/pitches'
import {
  BulkDeleteRequest,
  BulkMessageRequest,
  BulkMoveRequest,
  ReorderRequest,
} from '../../shared/contracts/workflow'
import * as z from '../../shared/contracts/zod'
import { defineGroup, FileReply, route } from '../platform/http'
import { mailDomainsPort, mailerPort } from '../platform/wiring/mailer'
import { queuePort } from '../platform/wiring/queue'
import { schedulerPort } from '../platform/wiring/scheduler'
import { bulkMessage } from '../sending/bulk-message'
import { listCards } from '../workflow/cards'
import { exportCards, importCards } from '../workflow/csv'
import { pipelineMetrics } from '../workflow/metrics'
import { bulkDelete, bulkMove, historyView, redo, reorderColumn, undo } from '../workflow/operations'
import { authenticate } from './authenticate'

const CardsQuery = z.strictObject({ status: z.optional(z.enum(PITCH_STATUSES)) })
const ImportRequest = z.strictObject({
  companyId: z.string({ error: 'Please select a company first' }).check(z.minLength(1), z.maxLength(100)),
  csv: z
    .string()
    .check(
      z.minLength(1, { error: 'The file is empty' }),
      z.maxLength(2_000_000, { error: 'The file is over 2 MB' }),
    ),
})

export const workflow = defineGroup({
  name: 'workflow',
  moduleUrl: import.meta.url,
  authenticate,
  needs: ['table:read', 'table:write', 'mail:send', 'sends:enqueue', 'followups:schedule'],
  ports: { scheduler: schedulerPort, mailer: mailerPort, mailDomains: mailDomainsPort, queue: queuePort },
  routes: [
    route({
      method: 'GET',
      path: '/api/workflow/cards',
      query: CardsQuery,
      run: async ({ query, deps }, caller) => {
        const cards = await listCards(deps, caller.userId, query.status)
        return { cards, total: cards.length }
      },
    }),
    route({
      method: 'POST',
      path: '/api/workflow/move',
      body: BulkMoveRequest,
      run: async ({ body, deps }, caller) =>
        bulkMove(deps, caller.userId, body.ids, body.status, { bottlenecksOnly: body.bottlenecksOnly }),
    }),
    route({
      method: 'POST',
      path: '/api/workflow/reorder',
      body: ReorderRequest,
      run: async ({ body, deps }, caller) => reorderColumn(deps, caller.userId, body.status, body.ids),
    }),
    route({
      method: 'POST',
      path: '/api/workflow/delete',
      body: BulkDeleteRequest,
      run: async ({ body, deps }, caller) => bulkDelete(deps, caller.userId, body.ids),
    }),
    route({
      method: 'POST',
      path: '/api/workflow/message',
      body: BulkMessageRequest,
      run: async ({ body, deps }, caller) => ({ job: await bulkMessage(deps, caller.userId, body) }),
    }),
    route({
      method: 'GET',
      path: '/api/workflow/history',
      run: async ({ deps }, caller) => historyView(deps, caller.userId),
    }),
    route({
      method: 'POST',
      path: '/api/workflow/undo',
      run: async ({ deps }, caller) => ({ operation: await undo(deps, caller.userId) }),
    }),
    route({
      method: 'POST',
      path: '/api/workflow/redo',
      run: async ({ deps }, caller) => ({ operation: await redo(deps, caller.userId) }),
    }),
    route({
      method: 'GET',
      path: '/api/workflow/metrics',
      run: async ({ deps }, caller) => ({ metrics: await pipelineMetrics(deps, caller.userId) }),
    }),
    route({
      method: 'GET',
      path: '/api/workflow/export',
      run: async ({ deps }, caller) =>
        new FileReply(await exportCards(deps, caller.userId), 'text/csv; charset=utf-8', 'workflow.csv'),
    }),
    route({
      method: 'POST',
      path: '/api/workflow/import',
      body: ImportRequest,
      run: async ({ body, deps }, caller) => importCards(deps, caller.userId, body.companyId, body.csv),
    }),
  ],
})

export const handler = workflow.handler
