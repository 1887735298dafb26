import { z } from 'zod'
import { IdParams, PathId } from '../../shared/contracts/ids'
import {
  BrandingExtractRequest,
  CreateKitRequest,
  KitAnalyticsQuery,
  LegacyCreateKitRequest,
  LegacyKitsQuery,
  UpdateKitRequest,
} from '../../shared/contracts/press-kit'
import { KIT_TEMPLATES } from '../../shared/domain/press-kit'
import { container } from '../platform/container'
import { bodyBytes, created, defineGroup, route } from '../platform/http'
import { removeAsset, uploadAssets } from '../press-kit/assets'
import { extractBrandingFrom } from '../press-kit/branding-extract'
import { kitAnalytics } from '../press-kit/kit-analytics'
import { createKit, deleteKit, getKit, listKits, updateKit } from '../press-kit/kits'
import { requestRender } from '../press-kit/render'
import { authenticate } from './authenticate'

const AssetParams = z.strictObject({ id: PathId, assetId: PathId })

const update = (userId: string, id: string, body: UpdateKitRequest) =>
  updateKit(container(), userId, id, body, (record) => requestRender(container(), record))

/** Spec 2's /api/press-kit family, and spec 1's older /api/press-kits answered by the same service. */
export const pressKit = defineGroup({
  name: 'press-kit',
  moduleUrl: import.meta.url,
  authenticate,
  routes: [
    route({
      method: 'GET',
      path: '/api/press-kit/templates',
      run: async () => ({ templates: KIT_TEMPLATES }),
    }),
    route({
      method: 'GET',
      path: '/api/press-kit/kits',
      run: async (_, caller) => ({ kits: await listKits(container(), caller.userId) }),
    }),
    route({
      method: 'POST',
      path: '/api/press-kit/kits',
      body: CreateKitRequest,
      run: async ({ body }, caller) => created({ kit: await createKit(container(), caller.userId, body) }),
    }),
    route({
      method: 'GET',
      path: '/api/press-kit/kits/{id}',
      params: IdParams,
      run: async ({ params }, caller) => ({ kit: await getKit(container(), caller.userId, params.id) }),
    }),
    route({
      method: 'PUT',
      path: '/api/press-kit/kits/{id}',
      params: IdParams,
      body: UpdateKitRequest,
      run: async ({ params, body }, caller) => ({ kit: await update(caller.userId, params.id, body) }),
    }),
    route({
      method: 'GET',
      path: '/api/press-kit/kits/{id}/analytics',
      params: IdParams,
      query: KitAnalyticsQuery,
      run: async ({ params, query }, caller) =>
        kitAnalytics(container(), caller.userId, params.id, query.timeframe),
    }),
    route({
      method: 'DELETE',
      path: '/api/press-kit/kits/{id}',
      params: IdParams,
      run: async ({ params }, caller) => deleteKit(container(), caller.userId, params.id),
    }),
    route({
      method: 'POST',
      path: '/api/press-kit/kits/{id}/assets',
      params: IdParams,
      // multipart/form-data: the files are read from the body's bytes, not parsed as JSON.
      rawBody: true,
      run: async ({ params, event }, caller) => ({
        assets: await uploadAssets(
          container(),
          caller.userId,
          params.id,
          bodyBytes(event),
          event.headers['content-type'],
        ),
      }),
    }),
    route({
      method: 'DELETE',
      path: '/api/press-kit/kits/{id}/assets/{assetId}',
      params: AssetParams,
      run: async ({ params }, caller) => ({
        assets: await removeAsset(container(), caller.userId, params.id, params.assetId),
      }),
    }),
    route({
      method: 'POST',
      path: '/api/press-kit/branding/extract',
      body: BrandingExtractRequest,
      run: async ({ body }) => ({ branding: await extractBrandingFrom(container(), body.url) }),
    }),
    route({
      method: 'POST',
      path: '/api/press-kits',
      body: LegacyCreateKitRequest,
      run: async ({ body }, caller) => created({ kit: await createKit(container(), caller.userId, body) }),
    }),
    route({
      method: 'GET',
      path: '/api/press-kits',
      query: LegacyKitsQuery,
      run: async ({ query }, caller) => ({
        kits: await listKits(container(), caller.userId, query.companyId),
      }),
    }),
    route({
      method: 'GET',
      path: '/api/press-kits/{id}',
      params: IdParams,
      run: async ({ params }, caller) => ({ kit: await getKit(container(), caller.userId, params.id) }),
    }),
    route({
      method: 'PUT',
      path: '/api/press-kits/{id}',
      params: IdParams,
      body: UpdateKitRequest,
      run: async ({ params, body }, caller) => ({ kit: await update(caller.userId, params.id, body) }),
    }),
  ],
})

export const handler = pressKit.handler
