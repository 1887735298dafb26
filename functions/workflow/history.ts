import type { PitchStatus } from '../../shared/contracts/pitches'
import { UNDO_HISTORY, type WorkflowOperation } from '../../shared/contracts/workflow'
import type { Deps } from '../ports/deps'
import { conditionHeld } from '../store/conditions'

export interface MovedCard {
  id: string
  /** position null: the card had never been placed by hand. */
  before: { status: PitchStatus; position: number | null }
  after: { status: PitchStatus; position: number; updated_at: string }
}

export type StoredOperation =
  | { id: string; kind: 'move'; at: string; status: PitchStatus; items: MovedCard[] }
  | { id: string; kind: 'delete'; at: string; ids: string[] }

interface Lists {
  undo: StoredOperation[]
  redo: StoredOperation[]
}

export async function readHistory(
  deps: Pick<Deps, 'store'>,
  userId: string,
): Promise<Lists & { version: number }> {
  const { data } = await deps.store.workflowHistory.get({ user_id: userId }).go({ consistent: true })
  return {
    undo: JSON.parse(data?.undo ?? '[]'),
    redo: JSON.parse(data?.redo ?? '[]'),
    version: data?.version ?? 0,
  }
}

/**
 * Changes the lists with a version check, so two tabs acting at once cannot lose an entry; the
 * change is computed again from the newer lists when another write came first.
 */
export async function changeHistory(
  deps: Pick<Deps, 'store'>,
  userId: string,
  change: (lists: Lists) => Lists,
): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const current = await readHistory(deps, userId)
    const next = change(current)
    const written = await conditionHeld(
      deps.store.workflowHistory
        .upsert({ user_id: userId })
        .set({
          undo: JSON.stringify(next.undo.slice(-UNDO_HISTORY)),
          redo: JSON.stringify(next.redo.slice(-UNDO_HISTORY)),
          version: current.version + 1,
        })
        .where((a, op) =>
          current.version === 0 ? op.notExists(a.version) : op.eq(a.version, current.version),
        )
        .go(),
    )
    if (written) return
  }
  throw new Error('workflow history kept changing')
}

/** A new operation goes on the undo list and clears the redo list. */
export const recordOperation = (deps: Pick<Deps, 'store'>, userId: string, operation: StoredOperation) =>
  changeHistory(deps, userId, ({ undo }) => ({ undo: [...undo, operation], redo: [] }))

export function toView(operation: StoredOperation): WorkflowOperation {
  return operation.kind === 'move'
    ? {
        id: operation.id,
        kind: 'move',
        at: operation.at,
        count: operation.items.length,
        status: operation.status,
      }
    : { id: operation.id, kind: 'delete', at: operation.at, count: operation.ids.length }
}
