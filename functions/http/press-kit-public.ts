import { IdParams, PathId } from '../../shared/contracts/ids'
import {
  DownloadQuery,
  DownloadRequest,
  LeadRequest,
  PasswordQuery,
  PUBLIC_KIT_MESSAGES,
  TrackRequest,
} from '../../shared/contracts/press-kit'
import * as z from '../../shared/contracts/zod'
import { ForbiddenError, RateLimitedError } from '../platform/errors'
import { BinaryReply, defineGroup, type HttpEvent, RawReply, route } from '../platform/http'
import { blobsPort } from '../platform/wiring/blobs'
import type { Deps } from '../ports/deps'
import { KIT_FILE_SIZES, kitFile } from '../press-kit/kit-files'
import { KIT_FONT_PACKAGES } from '../press-kit/kit-font-data'
import {
  captureLead,
  downloadKit,
  openKit,
  passwordRefusal,
  publicKit,
  publishedBySlug,
  trackView,
  type Visitor,
  validateShare,
} from '../press-kit/public'
import { accessDeniedPage, kitPage } from '../press-kit/public-page'
import { authenticate } from './authenticate'

const SlugParams = z.strictObject({ slug: PathId })
const FileParams = z.strictObject({
  kitId: PathId,
  assetId: PathId,
  version: PathId,
  size: z.enum(KIT_FILE_SIZES, { error: 'Not Found' }),
})

const visitor = (event: HttpEvent, password?: string): Visitor => ({
  password,
  address: event.requestContext.http.sourceIp,
  userAgent: event.headers['user-agent'],
})

/** A kit the visitor may open, by id; a refused password is 403 with the reason. */
async function openById(deps: Deps, event: HttpEvent, kitId: string, password?: string) {
  const { record, refusal } = await openKit(deps, { kitId }, visitor(event, password))
  if (refusal) throw new ForbiddenError(refusal)
  return record
}

const html = (page: { html: string; csp: string }, status = 200, headers: Record<string, string> = {}) =>
  new RawReply(status, page.html, 'text/html; charset=utf-8', {
    'content-security-policy': page.csp,
    'cache-control': 'no-store',
    ...headers,
  })

/**
 * The kit behind a link, or the page that answers instead: no such kit (or unpublished) is the invalid
 * link; a kit that wants its password asks for it under the kit's name and logo; too many password
 * attempts is a 429 that says so, with the password form for later, not a link that looks dead. Anything
 * else is an error, not a verdict on the link.
 */
async function kitOrRefusal(deps: Deps, slug: string, visitor: Visitor) {
  const record = await publishedBySlug(deps, slug)
  if (!record) return { page: html(accessDeniedPage(PUBLIC_KIT_MESSAGES.invalidLink, false), 404) }
  const kit = publicKit(record)
  try {
    const refusal = await passwordRefusal(deps, record, visitor.password, visitor.address)
    if (refusal) return { page: html(accessDeniedPage(refusal, true, kit), 401) }
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error
    const retry: Record<string, string> = error.retryAfterSeconds
      ? { 'retry-after': String(error.retryAfterSeconds) }
      : {}
    return { page: html(accessDeniedPage(error.message, true, kit), 429, retry) }
  }
  return { kit }
}

/** The public kit page and its calls: no account needed, and nothing of the owner beyond the kit. */
export const pressKitPublic = defineGroup({
  name: 'press-kit-public',
  moduleUrl: import.meta.url,
  authenticate,
  // A visitor's web or assets download is written under downloads/ before its link is signed.
  needs: ['table:read', 'table:write', 'kits:read', 'downloads:write'],
  ports: { blobs: blobsPort },
  // Imported by the one download that zips a kit's files (decision 014): fflate. Read by the one that
  // makes the kit a single HTML file, its fonts inside: the kit fonts' packages.
  installs: ['fflate', ...KIT_FONT_PACKAGES],
  routes: [
    route({
      method: 'GET',
      path: '/kit/{slug}',
      public: true,
      params: SlugParams,
      query: z.object({ p: z.optional(z.string().check(z.maxLength(200))) }),
      run: async ({ params, query, event, deps }) => {
        const found = await kitOrRefusal(deps, params.slug, visitor(event, query.p))
        if (!found.kit) return found.page
        const host = event.headers['x-forwarded-host'] ?? event.headers.host ?? ''
        const proto = event.headers['x-forwarded-proto'] ?? (host.startsWith('127.0.0.1') ? 'http' : 'https')
        const pageUrl = deps.settings.appUrl
          ? new URL(`/kit/${params.slug}`, deps.settings.appUrl).toString()
          : `${proto}://${host}/kit/${encodeURIComponent(params.slug)}`
        return html(kitPage(found.kit, pageUrl))
      },
    }),
    route({
      method: 'GET',
      path: '/kit/files/{kitId}/{assetId}/{version}/{size}',
      public: true,
      params: FileParams,
      run: async ({ params, deps }) => {
        const file = await kitFile(deps, params)
        return new BinaryReply(file.bytes, file.contentType, {
          'cache-control': file.cacheControl,
          // Opened on its own (an SVG above all), the file can load and run nothing.
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        })
      },
    }),
    route({
      method: 'GET',
      path: '/api/press-kit/share/validate/{slug}',
      public: true,
      params: SlugParams,
      query: PasswordQuery,
      run: async ({ params, query, event, deps }) =>
        validateShare(deps, params.slug, visitor(event, query.password)),
    }),
    route({
      method: 'GET',
      path: '/api/press-kit/public/{id}',
      public: true,
      params: IdParams,
      query: PasswordQuery,
      run: async ({ params, query, event, deps }) => ({
        kit: publicKit(await openById(deps, event, params.id, query.password)),
      }),
    }),
    route({
      method: 'POST',
      path: '/api/press-kit/share/{id}/track',
      public: true,
      params: IdParams,
      body: TrackRequest,
      run: async ({ params, body, event, deps }) => {
        await openById(deps, event, params.id).catch((error: unknown) => {
          // A protected kit's page was opened with its password: its pings are welcome without it.
          if (!(error instanceof ForbiddenError)) throw error
        })
        // Downloads are counted by the download itself; a download ping is acknowledged only.
        if (body.event === 'download') return { counted: false }
        return trackView(deps, params.id, body.metadata, event.headers['user-agent'])
      },
    }),
    route({
      method: 'POST',
      path: '/api/press-kit/public/{id}/download',
      public: true,
      params: IdParams,
      query: DownloadQuery,
      body: DownloadRequest,
      run: async ({ params, query, body, event, deps }) =>
        downloadKit(
          deps,
          await openById(deps, event, params.id, query.password),
          query.format,
          body.email || undefined,
        ),
    }),
    route({
      method: 'POST',
      path: '/api/press-kit/public/{id}/lead',
      public: true,
      params: IdParams,
      query: PasswordQuery,
      body: LeadRequest,
      run: async ({ params, query, body, event, deps }) =>
        captureLead(deps, await openById(deps, event, params.id, query.password), body),
    }),
  ],
})

export const handler = pressKitPublic.handler
