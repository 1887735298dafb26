import { AddToPitchlistRequest } from '../../shared/contracts/discovery'
import { PathId } from '../../shared/contracts/ids'
import { PageQuery } from '../../shared/contracts/pages'
import * as z from '../../shared/contracts/zod'
import { addToPitchlist, isOnPitchlist, listPitchlist, removeFromPitchlist } from '../pitchlist/pitchlist'
import { defineGroup, noContent, Reply, route } from '../platform/http'
import { authenticate } from './authenticate'

const JournalistParams = z.strictObject({ journalistId: PathId })

export const pitchlist = defineGroup({
  name: 'pitchlist',
  moduleUrl: import.meta.url,
  authenticate,
  needs: ['table:read', 'table:write'],
  routes: [
    route({
      method: 'GET',
      path: '/api/pitchlist',
      query: PageQuery,
      run: ({ query, deps }, caller) => listPitchlist(deps, caller.userId, query),
    }),
    route({
      method: 'POST',
      path: '/api/pitchlist',
      body: AddToPitchlistRequest,
      run: async ({ body, deps }, caller) => {
        const { entry, created } = await addToPitchlist(deps, caller.userId, body.journalistId)
        return new Reply(created ? 201 : 200, { entry })
      },
    }),
    route({
      method: 'GET',
      path: '/api/pitchlist/check/{journalistId}',
      params: JournalistParams,
      run: async ({ params, deps }, caller) => ({
        inPitchlist: await isOnPitchlist(deps, caller.userId, params.journalistId),
      }),
    }),
    route({
      method: 'DELETE',
      path: '/api/pitchlist/{journalistId}',
      params: JournalistParams,
      run: async ({ params, deps }, caller) => {
        await removeFromPitchlist(deps, caller.userId, params.journalistId)
        return noContent()
      },
    }),
  ],
})

export const handler = pitchlist.handler
