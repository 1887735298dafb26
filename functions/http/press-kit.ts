import { IdParams, PathId } from '../../shared/contracts/ids'
import {
  BrandingExtractRequest,
  CreateKitRequest,
  KitAnalyticsQuery,
  LegacyCreateKitRequest,
  LegacyKitsQuery,
  UpdateKitRequest,
} from '../../shared/contracts/press-kit'
import * as z from '../../shared/contracts/zod'
import { KIT_TEMPLATES } from '../../shared/domain/press-kit'
import { bodyBytes, created, defineGroup, route } from '../platform/http'
import { blobsPort } from '../platform/wiring/blobs'
import { pagesPort } from '../platform/wiring/pages'
import { pdfPort } from '../platform/wiring/pdf'
import { rendersPort } from '../platform/wiring/queue'
import type { Deps } from '../ports/deps'
import { removeAsset, uploadAssets } from '../press-kit/assets'
import { extractBrandingFrom } from '../press-kit/branding-extract'
import { kitAnalytics } from '../press-kit/kit-analytics'
import { createKit, deleteKit, getKit, listKits, updateKit } from '../press-kit/kits'
import { requestRender } from '../press-kit/render'
import { authenticate } from './authenticate'
import { ownKit } from './owned'

const AssetParams = z.strictObject({ id: PathId, assetId: PathId })

const update = (deps: Deps, userId: string, id: string, body: UpdateKitRequest) =>
  updateKit(deps, userId, id, body, (record) => requestRender(deps, record))

/** Spec 2's /api/press-kit family, and spec 1's older /api/press-kits answered by the same service. */
export const pressKit = defineGroup({
  name: 'press-kit',
  moduleUrl: import.meta.url,
  authenticate,
  needs: ['table:read', 'table:write', 'kits:write', 'renders:request'],
  ports: { blobs: blobsPort, pages: pagesPort, pdf: pdfPort, renders: rendersPort },
  // Imported by the routes that write (decision 014): sharp sizes an uploaded image; busboy reads an
  // upload, file-type says what it is and sanitize-html cleans an SVG or a section; htmlparser2 reads
  // a website for its branding.
  installs: ['sharp', 'busboy', 'file-type', 'sanitize-html', 'htmlparser2'],
  routes: [
    route({
      method: 'GET',
      path: '/api/press-kit/templates',
      run: async () => ({ templates: KIT_TEMPLATES }),
    }),
    route({
      method: 'GET',
      path: '/api/press-kit/kits',
      run: async ({ deps }, caller) => ({ kits: await listKits(deps, caller.userId) }),
    }),
    route({
      method: 'POST',
      path: '/api/press-kit/kits',
      body: CreateKitRequest,
      run: async ({ body, deps }, caller) => created({ kit: await createKit(deps, caller.userId, body) }),
    }),
    route({
      method: 'GET',
      path: '/api/press-kit/kits/{id}',
      params: IdParams,
      run: async ({ params, deps }, caller) => ({ kit: await getKit(deps, caller.userId, params.id) }),
    }),
    route({
      method: 'PUT',
      path: '/api/press-kit/kits/{id}',
      params: IdParams,
      owned: ownKit,
      body: UpdateKitRequest,
      run: async ({ params, body, deps }, caller) => ({
        kit: await update(deps, caller.userId, params.id, body),
      }),
    }),
    route({
      method: 'GET',
      path: '/api/press-kit/kits/{id}/analytics',
      params: IdParams,
      query: KitAnalyticsQuery,
      run: async ({ params, query, deps }, caller) =>
        kitAnalytics(deps, caller.userId, params.id, query.timeframe),
    }),
    route({
      method: 'DELETE',
      path: '/api/press-kit/kits/{id}',
      params: IdParams,
      run: async ({ params, deps }, caller) => deleteKit(deps, caller.userId, params.id),
    }),
    route({
      method: 'POST',
      path: '/api/press-kit/kits/{id}/assets',
      params: IdParams,
      // multipart/form-data: the files are read from the body's bytes, not parsed as JSON.
      rawBody: true,
      run: async ({ params, event, deps }, caller) => ({
        assets: await uploadAssets(
          deps,
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
      run: async ({ params, deps }, caller) => ({
        assets: await removeAsset(deps, caller.userId, params.id, params.assetId),
      }),
    }),
    route({
      method: 'POST',
      path: '/api/press-kit/branding/extract',
      body: BrandingExtractRequest,
      run: async ({ body, deps }) => ({ branding: await extractBrandingFrom(deps, body.url) }),
    }),
    route({
      method: 'POST',
      path: '/api/press-kits',
      body: LegacyCreateKitRequest,
      run: async ({ body, deps }, caller) => created({ kit: await createKit(deps, caller.userId, body) }),
    }),
    route({
      method: 'GET',
      path: '/api/press-kits',
      query: LegacyKitsQuery,
      run: async ({ query, deps }, caller) => ({
        kits: await listKits(deps, caller.userId, query.companyId),
      }),
    }),
    route({
      method: 'GET',
      path: '/api/press-kits/{id}',
      params: IdParams,
      run: async ({ params, deps }, caller) => ({ kit: await getKit(deps, caller.userId, params.id) }),
    }),
    route({
      method: 'PUT',
      path: '/api/press-kits/{id}',
      params: IdParams,
      owned: ownKit,
      body: UpdateKitRequest,
      run: async ({ params, body, deps }, caller) => ({
        kit: await update(deps, caller.userId, params.id, body),
      }),
    }),
  ],
})

export const handler = pressKit.handler
