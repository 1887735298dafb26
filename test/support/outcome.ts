import type { Outcome } from '../../shared/domain/analytics'

/** A sent pitch as the analytics rules read it: launch angle, The Ledger, no coverage, unless told. */
export const outcome = (
  id: string,
  sentAt: string,
  repliedAt: string | null,
  extra: Partial<Outcome> = {},
): Outcome => ({
  pitchId: id,
  subject: `Subject ${id}`,
  journalistName: `J ${id}`,
  publication: 'The Ledger',
  angle: 'launch',
  sentAt,
  repliedAt,
  coverage: false,
  reach: null,
  ...extra,
})
