import { IdParams } from '../../shared/contracts/ids'
import {
  EditPitchRequest,
  GeneratePitchRequest,
  ListPitchesQuery,
  UpdatePitchStatusRequest,
} from '../../shared/contracts/pitches'
import { movePitch } from '../pitches/move-pitch'
import {
  deletePitch,
  generatePitch,
  listPitches,
  pitchOrder,
  regeneratePitch,
  undoRegeneration,
  updatePitch,
} from '../pitches/pitches'
import { created, defineGroup, noContent, route } from '../platform/http'
import { pageOf } from '../platform/paging'
import { loadSecrets } from '../platform/secrets'
import { blobsPort } from '../platform/wiring/blobs'
import { schedulerPort } from '../platform/wiring/scheduler'
import { writerPort } from '../platform/wiring/writer'
import { authenticate } from './authenticate'
import { ownPitch } from './owned'

export const pitches = defineGroup({
  name: 'pitches',
  moduleUrl: import.meta.url,
  authenticate,
  needs: ['table:read', 'table:write', 'secrets:read', 'followups:schedule', 'conversations:write'],
  ports: { writer: writerPort, scheduler: schedulerPort, blobs: blobsPort },
  secrets: loadSecrets,
  routes: [
    route({
      method: 'POST',
      path: '/api/pitches/generate',
      body: GeneratePitchRequest,
      run: async ({ body, event, deps }, caller) => {
        // A retried request with the same Idempotency-Key answers the first one's pitch and takes no quota.
        const idempotencyKey = event.headers['idempotency-key']?.slice(0, 128)
        const { pitch, repeated } = await generatePitch(deps, caller.userId, {
          companyId: body.companyId,
          journalistId: body.journalistId,
          story: body.brief,
          idempotencyKey,
        })
        if (repeated) return { pitch }
        deps.metrics.count('PitchGenerated')
        return created({ pitch })
      },
    }),
    route({
      method: 'GET',
      path: '/api/pitches',
      query: ListPitchesQuery,
      run: async ({ query, deps }, caller) => {
        const all = await listPitches(deps, caller.userId, query.companyId)
        const page = pageOf(all, pitchOrder, 'descending', query)
        return { pitches: page.items, nextCursor: page.nextCursor }
      },
    }),
    route({
      method: 'PUT',
      path: '/api/pitches/{id}/status',
      params: IdParams,
      owned: ownPitch,
      body: UpdatePitchStatusRequest,
      run: async ({ body, params, deps }, caller) => ({
        pitch: await movePitch(deps, caller.userId, params.id, body.status),
      }),
    }),
    route({
      method: 'PUT',
      path: '/api/pitches/{id}',
      params: IdParams,
      owned: ownPitch,
      body: EditPitchRequest,
      run: async ({ body, params, deps }, caller) => ({
        pitch: await updatePitch(deps, caller.userId, params.id, body),
      }),
    }),
    route({
      method: 'POST',
      path: '/api/pitches/{id}/regenerate',
      params: IdParams,
      run: async ({ params, deps }, caller) => {
        const pitch = await regeneratePitch(deps, caller.userId, params.id)
        deps.metrics.count('PitchGenerated')
        return { pitch }
      },
    }),
    route({
      method: 'POST',
      path: '/api/pitches/{id}/regenerate/undo',
      params: IdParams,
      run: async ({ params, deps }, caller) => ({
        pitch: await undoRegeneration(deps, caller.userId, params.id),
      }),
    }),
    route({
      method: 'DELETE',
      path: '/api/pitches/{id}',
      params: IdParams,
      run: async ({ params, deps }, caller) => {
        await deletePitch(deps, caller.userId, params.id)
        return noContent()
      },
    }),
  ],
})

export const handler = pitches.handler
