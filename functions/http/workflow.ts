import { z } from 'zod'
import { PITCH_STATUSES } from '../../shared/contracts/pitches'
import {
  BulkDeleteRequest,
  BulkMessageRequest,
  BulkMoveRequest,
  ReorderRequest,
} from '../../shared/contracts/workflow'
import { container } from '../platform/container'
import { defineGroup, FileReply, route } from '../platform/http'
import { bulkMessage } from '../sending/bulk-message'
import { listCards } from '../workflow/cards'
import { exportCards, importCards } from '../workflow/csv'
import { pipelineMetrics } from '../workflow/metrics'
import { bulkDelete, bulkMove, historyView, redo, reorderColumn, undo } from '../workflow/operations'
import { authenticate } from './authenticate'

const CardsQuery = z.strictObject({ status: z.enum(PITCH_STATUSES).optional() })
const ImportRequest = z.strictObject({
  companyId: z.string({ error: 'Please select a company first' }).min(1).max(100),
  csv: z.string().min(1, { error: 'The file is empty' }).max(2_000_000, { error: 'The file is over 2 MB' }),
})

export const workflow = defineGroup({
  name: 'workflow',
  moduleUrl: import.meta.url,
  authenticate,
  routes: [
    route({
      method: 'GET',
      path: '/api/workflow/cards',
      query: CardsQuery,
      run: async ({ query }, caller) => {
        const cards = await listCards(container(), caller.userId, query.status)
        return { cards, total: cards.length }
      },
    }),
    route({
      method: 'POST',
      path: '/api/workflow/move',
      body: BulkMoveRequest,
      run: async ({ body }, caller) => bulkMove(container(), caller.userId, body.ids, body.status),
    }),
    route({
      method: 'POST',
      path: '/api/workflow/reorder',
      body: ReorderRequest,
      run: async ({ body }, caller) => reorderColumn(container(), caller.userId, body.status, body.ids),
    }),
    route({
      method: 'POST',
      path: '/api/workflow/delete',
      body: BulkDeleteRequest,
      run: async ({ body }, caller) => bulkDelete(container(), caller.userId, body.ids),
    }),
    route({
      method: 'POST',
      path: '/api/workflow/message',
      body: BulkMessageRequest,
      run: async ({ body }, caller) => ({ job: await bulkMessage(container(), caller.userId, body) }),
    }),
    route({
      method: 'GET',
      path: '/api/workflow/history',
      run: async (_, caller) => historyView(container(), caller.userId),
    }),
    route({
      method: 'POST',
      path: '/api/workflow/undo',
      run: async (_, caller) => ({ operation: await undo(container(), caller.userId) }),
    }),
    route({
      method: 'POST',
      path: '/api/workflow/redo',
      run: async (_, caller) => ({ operation: await redo(container(), caller.userId) }),
    }),
    route({
      method: 'GET',
      path: '/api/workflow/metrics',
      run: async (_, caller) => ({ metrics: await pipelineMetrics(container(), caller.userId) }),
    }),
    route({
      method: 'GET',
      path: '/api/workflow/export',
      run: async (_, caller) =>
        new FileReply(
          await exportCards(container(), caller.userId),
          'text/csv; charset=utf-8',
          'workflow.csv',
        ),
    }),
    route({
      method: 'POST',
      path: '/api/workflow/import',
      body: ImportRequest,
      run: async ({ body }, caller) => importCards(container(), caller.userId, body.companyId, body.csv),
    }),
  ],
})

export const handler = workflow.handler
