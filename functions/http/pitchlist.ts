import { z } from 'zod'
import { AddToPitchlistRequest } from '../../shared/contracts/discovery'
import { PathId } from '../../shared/contracts/ids'
import { addToPitchlist, isOnPitchlist, listPitchlist, removeFromPitchlist } from '../pitchlist/pitchlist'
import { container } from '../platform/container'
import { defineGroup, noContent, Reply, route } from '../platform/http'
import { authenticate } from './authenticate'

const JournalistParams = z.strictObject({ journalistId: PathId })

export const pitchlist = defineGroup({
  name: 'pitchlist',
  moduleUrl: import.meta.url,
  authenticate,
  routes: [
    route({
      method: 'GET',
      path: '/api/pitchlist',
      run: async (_input, caller) => ({ entries: await listPitchlist(container(), caller.userId) }),
    }),
    route({
      method: 'POST',
      path: '/api/pitchlist',
      body: AddToPitchlistRequest,
      run: async ({ body }, caller) => {
        const { entry, created } = await addToPitchlist(container(), caller.userId, body.journalistId)
        return new Reply(created ? 201 : 200, { entry })
      },
    }),
    route({
      method: 'GET',
      path: '/api/pitchlist/check/{journalistId}',
      params: JournalistParams,
      run: async ({ params }, caller) => ({
        inPitchlist: await isOnPitchlist(container(), caller.userId, params.journalistId),
      }),
    }),
    route({
      method: 'DELETE',
      path: '/api/pitchlist/{journalistId}',
      params: JournalistParams,
      run: async ({ params }, caller) => {
        await removeFromPitchlist(container(), caller.userId, params.journalistId)
        return noContent()
      },
    }),
  ],
})

export const handler = pitchlist.handler
