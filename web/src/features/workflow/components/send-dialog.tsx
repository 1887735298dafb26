import { useQuery } from '@tanstack/react-query'
import { noBodies } from '../../../../../shared/contracts/sending'
import { LoadError } from '../../../components/ui/load-error'
import { LoadingState } from '../../../components/ui/loading-state'
import { workflowApi, workflowKeys } from '../api'
import { failureText } from '../failure-text'
import { Dialog } from './dialog'

/** Names shown for each reason; the rest are counted. */
const NAMES_SHOWN = 3

const pitches = (n: number) => `${n} ${n === 1 ? 'pitch' : 'pitches'}`

/** "Ann Lee, Bo Chen and 4 more". */
export function someNames(names: string[]) {
  const shown = names.slice(0, NAMES_SHOWN).join(', ')
  const more = names.length - NAMES_SHOWN
  return more > 0 ? `${shown} and ${more} more` : shown
}

/**
 * Asks before a bulk send, as Move, Message and Delete do: how many go, who is left out and why, and
 * the first message as its journalist will read it, all from the server's own rules (nothing is sent
 * until the founder confirms).
 */
export function SendDialog({ ids, onSend, onClose }: { ids: string[]; onSend(): void; onClose(): void }) {
  const preview = useQuery({
    queryKey: workflowKeys.sendPreview(ids),
    queryFn: ({ signal }) => workflowApi.previewSend(ids, signal).then((r) => r.preview),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  })
  const plan = preview.data
  const ready = !!plan && plan.going > 0 && plan.blank === 0

  return (
    <Dialog title={`Send ${pitches(ids.length)}?`} onClose={onClose} className="workflow-send-dialog">
      {preview.isPending && <LoadingState label="Checking who will receive it..." />}
      {preview.isError && (
        <LoadError
          message={failureText(preview.error, 'Could not check these pitches')}
          onRetry={() => preview.refetch()}
        />
      )}
      {plan && (
        <>
          <p className="workflow-send-summary">
            {plan.going === 0
              ? 'None of the selected pitches can be sent.'
              : `${pitches(plan.going)} will go now${plan.going > 1 ? ', each to its own journalist' : ''}.`}
          </p>
          {plan.blank > 0 && <p className="workflow-field-error">{noBodies(plan.blank)}</p>}
          {plan.skipped.length > 0 && (
            <section aria-label="Not sent">
              <h3 className="workflow-send-heading">Not sent</h3>
              <ul className="workflow-send-skipped">
                {plan.skipped.map(({ reason, names }) => (
                  <li key={reason}>
                    <strong>{reason}</strong> ({names.length}): {someNames(names)}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {plan.first && (
            <section className="workflow-preview" aria-label="First message">
              <h3>
                {plan.going > 1 ? 'The first message, as it will be sent' : 'The message, as it will be sent'}
              </h3>
              <p className="muted">From {plan.first.from}</p>
              <p className="muted">To {plan.first.to}</p>
              <p className="workflow-preview-subject">{plan.first.subject}</p>
              <p className="workflow-preview-body">{plan.first.text}</p>
            </section>
          )}
        </>
      )}
      <div className="workflow-dialog-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="button button-primary" disabled={!ready} onClick={onSend}>
          {plan && plan.going > 0 ? `Send ${pitches(plan.going)}` : 'Send'}
        </button>
      </div>
    </Dialog>
  )
}
