import type { PitchStatus } from '../../../../shared/contracts/pitches'
import type { PressKit } from '../../../../shared/contracts/press-kit'
import type { BulkJob, BulkSendPreview } from '../../../../shared/contracts/sending'
import type { WorkflowCard, WorkflowOperation } from '../../../../shared/contracts/workflow'
import type { Bottleneck, conversionRates, velocity } from '../../../../shared/domain/pipeline'
import { api } from '../../lib/api-client'
import { currentCompanyQuery } from '../../lib/current-company'
import { queryClient } from '../../lib/query-client'
import { queryKeys } from '../../lib/query-keys'

/** GET /api/workflow/metrics (functions/workflow/metrics.ts). */
export interface PipelineMetrics {
  totalPitches: number
  byStatus: Record<PitchStatus, number>
  conversionRates: ReturnType<typeof conversionRates>
  bottlenecks: Bottleneck[]
  velocity: ReturnType<typeof velocity>
  insight: string
}

export interface History {
  undo: WorkflowOperation[]
  redo: WorkflowOperation[]
}

export interface MessageDraft {
  ids: string[]
  subject: string
  body: string
  personalize: boolean
  templateId?: string
  scheduledFor?: string
  /** Made when the dialog opens: sent again, the request names the same job (no second message). */
  requestId?: string
}

export interface ImportReport {
  created: number
  refused: { row: number; reason: string }[]
}

type Moved = { moved: number; batches: number; operation: WorkflowOperation }
type Deleted = { deleted: number; batches: number; operation: WorkflowOperation }

export const workflowApi = {
  cards: (status: PitchStatus | null, signal?: AbortSignal) =>
    api.get<{ cards: WorkflowCard[]; total: number }>(
      status ? `/api/workflow/cards?status=${status}` : '/api/workflow/cards',
      { signal },
    ),
  move: (ids: string[], status: PitchStatus) => api.post<Moved>('/api/workflow/move', { ids, status }),
  /** The bottleneck action: the server moves only those of `ids` that still need it. */
  moveBottlenecks: (ids: string[], status: PitchStatus) =>
    api.post<Moved>('/api/workflow/move', { ids, status, bottlenecksOnly: true }),
  reorder: (status: PitchStatus, ids: string[]) =>
    api.post<{ reordered: number }>('/api/workflow/reorder', { status, ids }),
  delete: (ids: string[]) => api.post<Deleted>('/api/workflow/delete', { ids }),
  message: (draft: MessageDraft) => api.post<{ job: BulkJob }>('/api/workflow/message', draft),
  send: (pitchIds: string[]) => api.post<{ job: BulkJob }>('/api/send-jobs', { pitchIds }),
  /** What `send` would do with these pitches, changing nothing (the confirmation). */
  previewSend: (pitchIds: string[], signal?: AbortSignal) =>
    api.post<{ preview: BulkSendPreview }>('/api/send-jobs/preview', { pitchIds }, { signal }),
  job: (id: string, signal?: AbortSignal) =>
    api.get<{ job: BulkJob }>(`/api/send-jobs/${encodeURIComponent(id)}`, { signal }),
  history: (signal?: AbortSignal) => api.get<History>('/api/workflow/history', { signal }),
  undo: () => api.post<{ operation: WorkflowOperation }>('/api/workflow/undo'),
  redo: () => api.post<{ operation: WorkflowOperation }>('/api/workflow/redo'),
  metrics: (signal?: AbortSignal) =>
    api.get<{ metrics: PipelineMetrics }>('/api/workflow/metrics', { signal }),
  export: () => api.raw('GET', '/api/workflow/export'),
  import: (companyId: string, csv: string) =>
    api.post<ImportReport>('/api/workflow/import', { companyId, csv }),
  /** The public address of the company's published press kit, if it has one (the announcement's link). */
  publishedKitUrl: async (companyName: string, signal?: AbortSignal) => {
    const { kits } = await api.get<{ kits: PressKit[] }>('/api/press-kit/kits', { signal })
    const kit = kits.find((k) => k.published && k.company.name === companyName)
    if (!kit) return null
    return new URL(
      kit.outputs.web.preview_url || `/kit/${kit.press_kit_web.slug}`,
      window.location.origin,
    ).toString()
  },
  /** The active company, from the cache the other screens share when it is fresh. */
  currentCompany: async () => ({ company: await queryClient.fetchQuery(currentCompanyQuery) }),
}

/** Query keys: lib/query-keys.ts holds every resource's. */
export const workflowKeys = queryKeys.workflow
