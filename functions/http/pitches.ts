import { IdParams } from '../../shared/contracts/ids'
import {
  EditPitchRequest,
  GeneratePitchRequest,
  ListPitchesQuery,
  UpdatePitchStatusRequest,
} from '../../shared/contracts/pitches'
import { movePitch } from '../pitches/move-pitch'
import { deletePitch, generatePitch, listPitches, regeneratePitch, updatePitch } from '../pitches/pitches'
import { container } from '../platform/container'
import { created, defineGroup, noContent, route } from '../platform/http'
import { authenticate } from './authenticate'

export const pitches = defineGroup({
  name: 'pitches',
  moduleUrl: import.meta.url,
  authenticate,
  routes: [
    route({
      method: 'POST',
      path: '/api/pitches/generate',
      body: GeneratePitchRequest,
      run: async ({ body, event }, caller) => {
        // A retried request with the same Idempotency-Key answers the first one's pitch and takes no quota.
        const idempotencyKey = event.headers['idempotency-key']?.slice(0, 128)
        const { pitch, repeated } = await generatePitch(container(), caller.userId, {
          ...body,
          idempotencyKey,
        })
        return repeated ? { pitch } : created({ pitch })
      },
    }),
    route({
      method: 'GET',
      path: '/api/pitches',
      query: ListPitchesQuery,
      run: async ({ query }, caller) => ({
        pitches: await listPitches(container(), caller.userId, query.companyId),
      }),
    }),
    route({
      method: 'PUT',
      path: '/api/pitches/{id}/status',
      params: IdParams,
      body: UpdatePitchStatusRequest,
      run: async ({ body, params }, caller) => ({
        pitch: await movePitch(container(), caller.userId, params.id, body.status),
      }),
    }),
    route({
      method: 'PUT',
      path: '/api/pitches/{id}',
      params: IdParams,
      body: EditPitchRequest,
      run: async ({ body, params }, caller) => ({
        pitch: await updatePitch(container(), caller.userId, params.id, body),
      }),
    }),
    route({
      method: 'POST',
      path: '/api/pitches/{id}/regenerate',
      params: IdParams,
      run: async ({ params }, caller) => ({
        pitch: await regeneratePitch(container(), caller.userId, params.id),
      }),
    }),
    route({
      method: 'DELETE',
      path: '/api/pitches/{id}',
      params: IdParams,
      run: async ({ params }, caller) => {
        await deletePitch(container(), caller.userId, params.id)
        return noContent()
      },
    }),
  ],
})

export const handler = pitches.handler
