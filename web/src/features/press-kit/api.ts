import type {
  CreateKitRequest,
  KitAsset,
  PressKit,
  UpdateKitRequest,
} from '../../../../shared/contracts/press-kit'
import type { KitTemplate } from '../../../../shared/domain/press-kit'
import { ApiError, api, session } from '../../lib/api-client'
import { queryKeys } from '../../lib/query-keys'

const kitPath = (id: string) => `/api/press-kit/kits/${encodeURIComponent(id)}`

/** What branding extract reads from a website: whatever it found, each part optional. */
export interface ExtractedBranding {
  colors: Partial<Record<'primary' | 'secondary' | 'accent' | 'text' | 'background', string>>
  fonts: Partial<Record<'heading' | 'body', string>>
  logo?: string
}

// The list's read is ./kits-query.ts.
export const pressKitApi = {
  templates: (signal?: AbortSignal) =>
    api.get<{ templates: KitTemplate[] }>('/api/press-kit/templates', { signal }),
  get: (id: string, signal?: AbortSignal) => api.get<{ kit: PressKit }>(kitPath(id), { signal }),
  create: (request: CreateKitRequest) => api.post<{ kit: PressKit }>('/api/press-kit/kits', request),
  update: (id: string, changes: UpdateKitRequest) => api.put<{ kit: PressKit }>(kitPath(id), changes),
  remove: (id: string) => api.delete<{ deleted: true }>(kitPath(id)),
  removeAsset: (kitId: string, assetId: string) =>
    onceMoreIfRaced(() =>
      api.delete<{ assets: KitAsset[] }>(`${kitPath(kitId)}/assets/${encodeURIComponent(assetId)}`),
    ),
  extractBranding: (url: string) =>
    api.post<{ branding: ExtractedBranding }>('/api/press-kit/branding/extract', { url }),
  uploadAssets,
}

/** Query keys: lib/query-keys.ts holds every resource's. */
export const pressKitKeys = queryKeys.pressKit

/**
 * A kit's record is written conditionally on its version: a change that raced another one (an auto-save
 * and an upload at the same moment) is refused with 409 and changed nothing, so it is sent once more.
 */
export async function onceMoreIfRaced<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return call()
    throw error
  }
}

interface Answer {
  status: number
  statusText: string
  text: string
}

/** One multipart POST by XMLHttpRequest: fetch cannot report upload progress. */
function postForm(
  path: string,
  form: FormData,
  token: string | null,
  onProgress: (share: number) => void,
  signal?: AbortSignal,
) {
  return new Promise<Answer>((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', path)
    request.setRequestHeader('accept', 'application/json')
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    request.onload = () =>
      resolve({ status: request.status, statusText: request.statusText, text: request.responseText })
    request.onerror = () => reject(new TypeError('Failed to upload'))
    request.onabort = () => reject(new DOMException('The upload was stopped', 'AbortError'))
    signal?.addEventListener('abort', () => request.abort(), { once: true })
    request.send(form)
  })
}

function read<T>(answer: Answer): T {
  let body: unknown
  try {
    body = answer.text ? JSON.parse(answer.text) : undefined
  } catch {
    body = undefined
  }
  if (answer.status < 200 || answer.status >= 300) {
    const message =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
        ? body.message
        : `API Error: ${answer.statusText || answer.status}`
    throw new ApiError(message, answer.status)
  }
  return body as T
}

/**
 * POST /api/press-kit/kits/{id}/assets: the files in the multipart field 'assets', with the upload's
 * progress (0-1). An expired access token is renewed the way every other call renews it (any call
 * through `api` refreshes it), then the upload goes once more; so does one that raced a save (409).
 */
async function uploadAssets(
  kitId: string,
  files: readonly File[],
  onProgress: (share: number) => void,
  signal?: AbortSignal,
): Promise<{ assets: KitAsset[] }> {
  const form = new FormData()
  for (const file of files) form.append('assets', file, file.name)
  const path = `${kitPath(kitId)}/assets`
  const token = session.token()
  let answer = await postForm(path, form, token, onProgress, signal)
  if (answer.status === 401 && token) {
    await api.get(kitPath(kitId), { signal }).catch(() => undefined)
    const renewed = session.token()
    if (renewed && renewed !== token) answer = await postForm(path, form, renewed, onProgress, signal)
  }
  // Raced an auto-save (see onceMoreIfRaced): the server took the files back; send them once more.
  if (answer.status === 409) answer = await postForm(path, form, session.token(), onProgress, signal)
  return read<{ assets: KitAsset[] }>(answer)
}
