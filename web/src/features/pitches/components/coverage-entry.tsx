import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Pitch } from '../../../../../shared/contracts/pitches'
import { ErrorBanner } from '../../../components/ui/error-banner'
import { FieldError, fieldA11y, useLazyContractForm } from '../../../components/ui/form'
import { serverMessage } from '../../../lib/error-message'
import { queryKeys } from '../../../lib/query-keys'
import { pitchesApi } from '../api'
import { formatDate } from '../constants'

const coverageContract = () =>
  import('../../../../../shared/contracts/coverage').then((m) => m.CoverageRequest)

/**
 * The story a sent pitch won: its link, which moves the pitch to Picked Up and counts in analytics
 * (PUT /api/pitches/{id}/coverage). Once set, the headline links to it.
 */
export function CoverageEntry({ pitch }: { pitch: Pitch }) {
  const queryClient = useQueryClient()
  const form = useLazyContractForm(coverageContract, { defaultValues: { url: '' } })
  const [failure, setFailure] = useState<string | null>(null)
  const busy = form.formState.isSubmitting
  if (!pitch.sent_at) return null

  const submit = form.handleSubmit(async ({ url }) => {
    setFailure(null)
    try {
      await pitchesApi.coverage(pitch.id, url)
      form.reset({ url: '' })
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.pitches.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.analytics.all }),
      ])
    } catch (error) {
      setFailure(serverMessage(error, 'Could not add that coverage'))
    }
  })

  return (
    <section className="pitch-dialog-section" aria-labelledby="pitch-dialog-coverage">
      <h3 id="pitch-dialog-coverage" className="overline">
        Coverage
      </h3>
      {pitch.coverage ? (
        <p className="pitch-dialog-coverage">
          <a href={pitch.coverage.url} target="_blank" rel="noreferrer noopener">
            {pitch.coverage.title}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>{' '}
          <span className="muted">{formatDate(pitch.coverage.date)}</span>
        </p>
      ) : (
        <form className="article-form" onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor="coverage-url">Link to the published story</label>
            <input
              id="coverage-url"
              type="url"
              inputMode="url"
              placeholder="https://…"
              {...fieldA11y(form, 'url', 'coverage-url')}
              {...form.register('url', { setValueAs: (typed: string) => typed.trim() })}
            />
            <FieldError form={form} name="url" fieldId="coverage-url" />
          </div>
          <button type="submit" className="button button-secondary" disabled={busy}>
            {busy && <span className="spinner" aria-hidden="true" />}
            {busy ? 'Reading story...' : 'Add coverage'}
          </button>
        </form>
      )}
      {failure && <ErrorBanner message={failure} />}
    </section>
  )
}
