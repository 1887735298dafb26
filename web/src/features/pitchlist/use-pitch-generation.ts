import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { type PitchStory, profileGaps, thinProfileMessage } from '../../../../shared/domain/pitch-brief'
import { notify, useToast } from '../../components/ui/toast'
import { ApiError } from '../../lib/api-client'
import { useAuth } from '../../lib/auth/auth-context'
import { currentCompanyQuery } from '../../lib/current-company'
import { focusWasLost } from '../../lib/focus'
import { queryKeys } from '../../lib/query-keys'
import { pitchlistApi } from './api'
import { generateBatch } from './generate-batch'
import { isPitchLimit, GENERATE_MESSAGES as MESSAGES } from './generate-messages'

/** A request the server refused as it stands (a thin profile, a brief too long): its own words. */
const refusal = (error: unknown) =>
  error instanceof ApiError && error.status === 400 ? error.message : undefined

/** 'Generating pitch...' is replaced by its outcome, not left beside it. */
const GENERATION_TOAST = { id: 'pitch-generation' }

export interface GenerationProgress {
  done: number
  total: number
}

/**
 * Pitch generation from the pitchlist for the active company: one journalist or the selection, one
 * run at a time. Every result is checked; the pitch limit opens the Out of Pitches modal.
 */
export function usePitchGeneration(
  onGenerated: (journalistIds: string[]) => void,
  /** The founder's brief for the pitches, read when a run starts. */
  brief: () => PitchStory | undefined = () => undefined,
) {
  const toast = useToast()
  const navigate = useNavigate()
  const { reloadProfile } = useAuth()
  const queryClient = useQueryClient()
  const [generatingFor, setGeneratingFor] = useState<string | null>(null)
  const [progress, setProgress] = useState<GenerationProgress | null>(null)
  // Open with an optional line on what was written before the limit; null when closed.
  const [outOfPitches, setOutOfPitches] = useState<{ note: string | null } | null>(null)
  const [companyMissing, setCompanyMissing] = useState(false)
  // A ref as well as state: a second click in the same frame must not start a second run.
  const running = useRef(false)
  const opener = useRef<HTMLElement | null>(null)

  /** Starts a run; resolves with the active company's id, or null (and says so) when there is none. */
  async function begin(): Promise<string | null> {
    running.current = true
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    // Asked again rather than taken from the cache: it must be the company active now.
    const company = await queryClient.fetchQuery({ ...currentCompanyQuery, staleTime: 0 })
    setCompanyMissing(!company)
    if (!company) {
      toast(MESSAGES.noCompany, 'error')
      return null
    }
    // Said here as the server would say it, before a request (and a pitch of the quota) is spent.
    const gaps = profileGaps(company)
    if (gaps.length > 0) {
      toast(thinProfileMessage(gaps), 'error')
      return null
    }
    return company.id
  }

  function end() {
    running.current = false
    setGeneratingFor(null)
    setProgress(null)
    // The pitches left, or the active company, may have changed since the profile was loaded; new
    // pitches are on both boards.
    void reloadProfile()
    void queryClient.invalidateQueries({ queryKey: queryKeys.workflow.all })
  }

  async function generateOne(journalistId: string) {
    if (running.current) return
    setGeneratingFor(journalistId)
    try {
      const companyId = await begin()
      if (!companyId) return
      toast(MESSAGES.generating, 'info', GENERATION_TOAST)
      await pitchlistApi.generatePitch(companyId, journalistId, brief())
      toast(MESSAGES.generated, 'success', GENERATION_TOAST)
      navigate('/pitches')
    } catch (error) {
      if (isPitchLimit(error)) {
        notify.dismiss(GENERATION_TOAST.id) // the modal says it
        setOutOfPitches({ note: null })
      } else toast(refusal(error) ?? MESSAGES.failed, 'error', GENERATION_TOAST)
    } finally {
      end()
    }
  }

  async function generateSelected(journalistIds: string[]) {
    if (running.current) return
    if (journalistIds.length === 0) {
      toast(MESSAGES.noSelection, 'error')
      return
    }
    const total = journalistIds.length
    setProgress({ done: 0, total })
    try {
      const companyId = await begin()
      if (!companyId) return
      toast(MESSAGES.bulkGenerating(total), 'info', GENERATION_TOAST)
      const story = brief()
      const outcome = await generateBatch(
        journalistIds,
        (journalistId) => pitchlistApi.generatePitch(companyId, journalistId, story),
        (done) => setProgress({ done, total }),
      )
      onGenerated(outcome.succeeded)
      if (outcome.failed.length === 0) {
        toast(MESSAGES.bulkGenerated(total), 'success', GENERATION_TOAST)
        navigate('/pitches')
        return
      }
      const partly = MESSAGES.bulkPartlyFailed(outcome.succeeded.length, total)
      // The modal makes the page (toasts included) inert, so it carries the count itself.
      if (outcome.limitReached) {
        notify.dismiss(GENERATION_TOAST.id)
        setOutOfPitches({ note: outcome.succeeded.length > 0 ? partly : null })
      } else toast(partly, 'error', GENERATION_TOAST)
    } catch {
      toast(MESSAGES.failed, 'error', GENERATION_TOAST)
    } finally {
      end()
    }
  }

  const closeOutOfPitches = useCallback(() => {
    setOutOfPitches(null)
    // The button that started the run was disabled while it ran, so the dialog could not note it.
    const from = opener.current
    requestAnimationFrame(() => {
      if (from?.isConnected && focusWasLost()) from.focus()
    })
  }, [])

  return {
    busy: generatingFor !== null || progress !== null,
    generatingFor,
    progress,
    companyMissing,
    generateOne,
    generateSelected,
    outOfPitches,
    closeOutOfPitches,
  }
}
