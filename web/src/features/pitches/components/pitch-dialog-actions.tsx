import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import type { Pitch } from '../../../../../shared/contracts/pitches'
import { fixedWords, MAX_REGENERATIONS } from '../../../../../shared/domain/pitches'
import { useToast } from '../../../components/ui/toast'
import { serverMessage } from '../../../lib/error-message'
import { PITCH_MESSAGES } from '../constants'

interface PitchDialogActionsProps {
  pitch: Pitch
  onEdit(): void
  onRegenerate(): Promise<void>
  onUndoRegeneration(): Promise<void>
  onDelete(): Promise<void>
}

type Busy = 'regenerating' | 'restoring' | 'deleting' | null

/**
 * Edit, Copy, Regenerate (while any are left), its undo (while the words it replaced can come back) and
 * Delete, which asks first. A pitch sent or on its way keeps its words: Copy and Delete stay, with the
 * reason in place of Edit and Regenerate.
 */
export function PitchDialogActions({
  pitch,
  onEdit,
  onRegenerate,
  onUndoRegeneration,
  onDelete,
}: PitchDialogActionsProps) {
  const toast = useToast()
  const [busy, setBusy] = useState<Busy>(null)
  const [confirming, setConfirming] = useState(false)
  const [deleteError, setDeleteError] = useState<string | null>(null)
  const remaining = Math.max(0, MAX_REGENERATIONS - pitch.regenerations)
  const fixed = fixedWords(pitch)
  const keepDelete = useRef<HTMLButtonElement>(null)
  const deleteButton = useRef<HTMLButtonElement>(null)
  const regenerateButton = useRef<HTMLButtonElement>(null)

  // The safe choice takes focus when the question appears; Delete gets it back when it goes.
  useEffect(() => {
    if (confirming) keepDelete.current?.focus()
  }, [confirming])

  async function copy() {
    try {
      await navigator.clipboard.writeText(`Subject: ${pitch.subject}\n\n${pitch.content}`)
      toast(PITCH_MESSAGES.copied)
    } catch {
      toast(PITCH_MESSAGES.copyFailed, 'error')
    }
  }

  async function regenerate() {
    setBusy('regenerating')
    await onRegenerate()
    setBusy(null)
  }

  async function undoRegeneration() {
    setBusy('restoring')
    await onUndoRegeneration()
    refocusRegenerate.current = true
    setBusy(null)
  }

  // The undo button is gone once the words are back: the focus stays in the row, on Regenerate, once
  // it is enabled again.
  const refocusRegenerate = useRef(false)
  useEffect(() => {
    if (busy !== null || !refocusRegenerate.current) return
    refocusRegenerate.current = false
    regenerateButton.current?.focus()
  }, [busy])

  async function remove() {
    setBusy('deleting')
    setDeleteError(null)
    try {
      await onDelete()
    } catch (error) {
      setDeleteError(serverMessage(error, PITCH_MESSAGES.deleteFailed))
      setBusy(null)
    }
  }

  function keepPitch() {
    setConfirming(false)
    requestAnimationFrame(() => deleteButton.current?.focus())
  }
  const escapeKeeps = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && busy !== 'deleting') keepPitch()
  }

  if (confirming) {
    return (
      // Escape on either button takes the question back, as Keep pitch does, and leaves the dialog open.
      <div className="pitch-delete-confirm" data-keeps-escape>
        <p id="pitch-delete-question">
          Delete this pitch to {pitch.journalist.full_name}? This cannot be undone.
        </p>
        {deleteError && (
          <p className="pitch-field-error" role="alert">
            {deleteError}
          </p>
        )}
        <div className="form-actions">
          <button
            ref={keepDelete}
            type="button"
            aria-describedby="pitch-delete-question"
            className="button button-secondary"
            disabled={busy === 'deleting'}
            onClick={keepPitch}
            onKeyDown={escapeKeeps}
          >
            Keep pitch
          </button>
          <button
            type="button"
            className="button pitch-button-danger"
            disabled={busy === 'deleting'}
            aria-busy={busy === 'deleting'}
            onClick={() => void remove()}
            onKeyDown={escapeKeeps}
          >
            {busy === 'deleting' && <span className="spinner" aria-hidden="true" />}
            {busy === 'deleting' ? 'Deleting...' : 'Delete pitch'}
          </button>
        </div>
      </div>
    )
  }

  return (
    <div className="pitch-dialog-actions">
      <div className="pitch-dialog-actions-main">
        {!fixed && (
          <button type="button" className="button button-secondary" disabled={busy !== null} onClick={onEdit}>
            Edit
          </button>
        )}
        <button type="button" className="button button-secondary" onClick={() => void copy()}>
          Copy
        </button>
        {fixed ? (
          <span className="pitch-regenerations">{fixed}.</span>
        ) : (
          <>
            <button
              ref={regenerateButton}
              type="button"
              className="button button-primary"
              disabled={busy !== null || remaining === 0}
              aria-busy={busy === 'regenerating'}
              aria-describedby="pitch-regenerations-left"
              onClick={() => void regenerate()}
            >
              {busy === 'regenerating' && <span className="spinner" aria-hidden="true" />}
              {busy === 'regenerating' ? 'Regenerating...' : 'Regenerate'}
            </button>
            {pitch.earlier_version && (
              <button
                type="button"
                className="button button-secondary"
                disabled={busy !== null}
                aria-busy={busy === 'restoring'}
                onClick={() => void undoRegeneration()}
              >
                {busy === 'restoring' ? PITCH_MESSAGES.restoring : PITCH_MESSAGES.undoRegeneration}
              </button>
            )}
            <span id="pitch-regenerations-left" className="pitch-regenerations">
              {remaining} of {MAX_REGENERATIONS} regenerations left
            </span>
          </>
        )}
      </div>
      <button
        ref={deleteButton}
        type="button"
        className="button button-ghost pitch-button-danger-text"
        disabled={busy !== null}
        onClick={() => setConfirming(true)}
      >
        Delete
      </button>
    </div>
  )
}
