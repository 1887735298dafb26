import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { PITCH_STATUSES, type PitchStatus } from '../../../../../shared/domain/pitches'
import { wasPitched } from '../../../../../shared/domain/workflow'
import { lazyComponent } from '../../../components/ui/lazy-component'
import { LoadError } from '../../../components/ui/load-error'
import { LoadingState } from '../../../components/ui/loading-state'
import { useToast } from '../../../components/ui/toast'
import { ApiError } from '../../../lib/api-client'
import { usePauses } from '../../automation'
import { wouldSendBlank } from '../blank-send'
import { STATUS_LABELS, WORKFLOW_TEXTS } from '../constants'
import {
  type ClickKeys,
  clickSelection,
  EMPTY_SELECTION,
  keepOnly,
  type Selection,
  toggleCard,
} from '../selection'
import { unsentArrivals, unsentNotice } from '../unsent'
import { useBoardActions } from '../use-board-actions'
import { useProgress } from '../use-progress'
import { useUndoKeys } from '../use-undo-keys'
import { useCards, useHistory, useMetrics } from '../use-workflow'
import { BottleneckAlert } from './bottleneck-alert'
import { BulkBar } from './bulk-bar'
import { ProgressOverlay } from './progress-overlay'
import { WorkflowSidePanel } from './side-panel'
import { WorkflowBoard } from './workflow-board'
import { type SidePanel, WorkflowHeader } from './workflow-header'
import '../workflow.css'
import { focusWasLost } from '../../../lib/focus'

type Dialog = 'move' | 'send' | 'message' | 'delete' | null

// The bulk dialogs (and the dialog layer) load once cards are selected, not before the board shows
// (issue 18).
const MoveDialog = lazyComponent(() => import('./move-dialog').then((m) => m.MoveDialog))
const MessageDialog = lazyComponent(() => import('./message-dialog').then((m) => m.MessageDialog))
const DeleteDialog = lazyComponent(() => import('./delete-dialog').then((m) => m.DeleteDialog))
const SendDialog = lazyComponent(() => import('./send-dialog').then((m) => m.SendDialog))
// A reply's thread loads when a card's reply marker is pressed.
const ConversationDialog = lazyComponent(() =>
  import('../../conversations').then((m) => m.ConversationDialog),
)

const loadFailure = (error: unknown) =>
  error instanceof ApiError && error.message
    ? WORKFLOW_TEXTS.loadFailedWith(error.message)
    : WORKFLOW_TEXTS.loadFailed

/** Spec 2's /workflow: the power-user board over the same pipeline /pitches shows. */
export function WorkflowScreen() {
  const [filter, setFilter] = useState<PitchStatus | null>(null)
  const [panel, setPanel] = useState<SidePanel | null>(null)
  const [dialog, setDialog] = useState<Dialog>(null)
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION)
  const [dismissed, setDismissed] = useState(false)
  const [conversation, setConversation] = useState<string | null>(null)
  const cards = useCards(filter)
  const history = useHistory()
  const metrics = useMetrics()
  const pauses = usePauses()
  const progress = useProgress()
  const actions = useBoardActions(progress)

  const list = cards.data?.cards
  // Selected cards that left the board (deleted, filtered out) are no longer selected.
  useEffect(() => {
    if (list) setSelection((current) => keepOnly(current, new Set(list.map((card) => card.id))))
  }, [list])
  const selectedIds = useMemo(
    () => (list ?? []).filter((card) => selection.ids.has(card.id)).map((card) => card.id),
    [list, selection.ids],
  )

  const selecting = selectedIds.length > 0
  // Selected cards a bulk send would mail but that have no text: the server refuses such a send.
  const blankSelected = useMemo(() => {
    const chosen = new Set(selectedIds)
    return (list ?? []).filter((card) => chosen.has(card.id) && wouldSendBlank(card)).length
  }, [list, selectedIds])
  useEffect(() => {
    if (!selecting) return
    MoveDialog.preload()
    SendDialog.preload()
    MessageDialog.preload()
    DeleteDialog.preload()
  }, [selecting])

  const onClick = useCallback((id: string, keys: ClickKeys, column: string[]) => {
    setSelection((current) => clickSelection(current, id, column, keys) ?? current)
  }, [])
  const onToggle = useCallback((id: string) => setSelection((current) => toggleCard(current, id)), [])
  const { move, reorder } = actions
  const toast = useToast()
  /**
   * A move, and once it is made a word on any card it brought to Pitched that Pressroom never sent, with
   * 'Send now': it opens the send's confirmation for those cards.
   */
  const moveTo = useCallback(
    (ids: string[], status: PitchStatus, bulk: boolean) => {
      const unsent = unsentArrivals(list ?? [], ids, status)
      const offerSend = () =>
        toast(unsentNotice(unsent), 'info', {
          action: {
            label: 'Send now',
            onClick: () => {
              setSelection({ ...EMPTY_SELECTION, ids: new Set(unsent.map((card) => card.id)) })
              setDialog('send')
            },
          },
        })
      move(ids, status, bulk, unsent.length > 0 ? offerSend : undefined)
    },
    [list, move, toast],
  )
  const onMove = useCallback(
    (ids: string[], status: PitchStatus) => moveTo(ids, status, ids.length > 1),
    [moveTo],
  )

  const canUndo = (history.data?.undo.length ?? 0) > 0 && !actions.undoing
  const canRedo = (history.data?.redo.length ?? 0) > 0 && !actions.undoing
  useUndoKeys(
    () => canUndo && actions.undo(),
    () => canRedo && actions.redo(),
  )

  function closePanel(next: SidePanel | null) {
    // The badge follows a pause made in the automation panel.
    if (panel === 'automation') void pauses.refresh()
    setPanel(next)
  }

  // Closing the panel from inside it (its × or Escape) would leave focus on nothing, the element that
  // had it being gone: it goes back to the toggle that opened the panel.
  const toggles = useRef(new Map<SidePanel, HTMLButtonElement>())
  function closePanelToToggle() {
    const toggle = panel && toggles.current.get(panel)
    closePanel(null)
    toggle?.focus()
  }

  const clear = () => setSelection(EMPTY_SELECTION)
  // A bulk action (send, message, move, delete) takes the bar, and the button that had focus, with the
  // selection: focus goes to the board, so the keyboard carries on there and not from the page's top.
  const board = useRef<HTMLElement>(null)
  const wasSelecting = useRef(selecting)
  useEffect(() => {
    if (wasSelecting.current && !selecting && focusWasLost()) board.current?.focus()
    wasSelecting.current = selecting
  }, [selecting])
  const bottlenecks = metrics.data?.bottlenecks ?? []
  const currentCards = useMemo(() => new Map((list ?? []).map((card) => [card.id, card])), [list])
  const paused = pauses.state.status === 'ready' ? pauses.state.data.globalPause.isPaused : null

  return (
    <div className="workflow">
      <WorkflowHeader
        paused={paused}
        panel={panel}
        onPanel={closePanel}
        toggleRef={(id, button) => {
          if (button) toggles.current.set(id, button)
          else toggles.current.delete(id)
        }}
        onRefresh={() => {
          void actions.refresh()
          void pauses.refresh()
        }}
        refreshing={cards.isFetching && !cards.isPending}
        canUndo={canUndo}
        canRedo={canRedo}
        onUndo={actions.undo}
        onRedo={actions.redo}
      />

      <div className="workflow-toolbar">
        <label className="workflow-filter">
          <span className="visually-hidden">Status filter</span>
          <select
            value={filter ?? ''}
            onChange={(e) => setFilter((e.target.value || null) as PitchStatus | null)}
          >
            <option value="">All statuses</option>
            {PITCH_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        {cards.data && <p className="workflow-total">{WORKFLOW_TEXTS.total(cards.data.total)}</p>}
        <p className="workflow-hint muted">
          Cmd/Ctrl+Click or tick cards to select several; Shift+Click for a range.
        </p>
      </div>

      {/* The alert is in the board's column: a docked panel starts beside it, not below it. */}
      <div className="workflow-layout">
        <section className="workflow-main" ref={board} tabIndex={-1} aria-label="Board">
          {bottlenecks.length > 0 && !dismissed && (
            <BottleneckAlert
              bottlenecks={bottlenecks}
              cards={currentCards}
              onMove={actions.moveGroups}
              onDismiss={() => setDismissed(true)}
            />
          )}
          {cards.isPending && <LoadingState label={WORKFLOW_TEXTS.loading} />}
          {cards.isError && !cards.data && (
            <LoadError message={loadFailure(cards.error)} onRetry={() => cards.refetch()} />
          )}
          {list && (
            <WorkflowBoard
              cards={list}
              selected={selection.ids}
              reverted={actions.reverted}
              onClick={onClick}
              onToggle={onToggle}
              onMove={onMove}
              onReorder={reorder}
              onOpenConversation={setConversation}
            />
          )}
        </section>
        {panel && (
          <WorkflowSidePanel
            panel={panel}
            metrics={metrics}
            onClose={closePanelToToggle}
            returnFocus={() => toggles.current.get(panel)?.focus()}
          />
        )}
      </div>

      {conversation && (
        <ConversationDialog
          pitchId={conversation}
          title={list?.find((card) => card.pitch.id === conversation)?.pitch.subject}
          onClose={() => setConversation(null)}
          returnFocus={() => board.current?.focus()}
        />
      )}

      {selecting && (
        <BulkBar
          count={selectedIds.length}
          blankCount={blankSelected}
          disabled={progress.busy}
          onMove={() => setDialog('move')}
          onSend={() => setDialog('send')}
          onMessage={() => setDialog('message')}
          onDelete={() => setDialog('delete')}
          onClear={clear}
        />
      )}

      {dialog === 'move' && (
        <MoveDialog
          count={selectedIds.length}
          onClose={() => setDialog(null)}
          onMove={(status) => {
            setDialog(null)
            moveTo(selectedIds, status, true)
            clear()
          }}
        />
      )}
      {dialog === 'send' && (
        <SendDialog
          ids={selectedIds}
          onClose={() => setDialog(null)}
          onSend={() => {
            setDialog(null)
            actions.send(selectedIds)
            clear()
          }}
        />
      )}
      {dialog === 'message' && (
        <MessageDialog
          ids={selectedIds}
          recipients={(list ?? [])
            .filter((card) => selection.ids.has(card.id))
            .map((card) => ({
              ...card.journalist,
              pitched: wasPitched({ status: card.status, sent_at: card.pitch.sent_at }),
              company_name: card.pitch.company_name,
            }))}
          onClose={() => setDialog(null)}
          onSend={(draft) => {
            setDialog(null)
            actions.message(draft)
            clear()
          }}
        />
      )}
      {dialog === 'delete' && (
        <DeleteDialog
          count={selectedIds.length}
          onClose={() => setDialog(null)}
          onDelete={() => {
            setDialog(null)
            actions.remove(selectedIds)
            clear()
          }}
        />
      )}
      {progress.progress && <ProgressOverlay progress={progress.progress} onClear={progress.clear} />}
    </div>
  )
}
