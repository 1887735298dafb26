import { type FormEvent, useEffect, useRef, useState } from 'react'
import { ErrorBanner } from '../../../components/ui/error-banner'
import { useToast } from '../../../components/ui/toast-context'
import { serverMessage } from '../../../lib/error-message'
import { discoveryApi } from '../api'
import { SEARCH_MESSAGES } from '../constants'
import type { SearchParams } from '../use-journalist-search'

/** Names the search on screen and keeps it on the server, to run again from Discovery. */
export function SaveSearchForm({ search, suggestedName }: { search: SearchParams; suggestedName: string }) {
  const [open, setOpen] = useState(false)
  const [name, setName] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const toast = useToast()

  useEffect(() => {
    if (open) input.current?.select()
  }, [open])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!name.trim()) return
    setBusy(true)
    setError(null)
    try {
      await discoveryApi.saveSearch({ name: name.trim(), query: search.query, filters: search.filters })
      toast(`Saved search “${name.trim()}”`)
      setOpen(false)
    } catch (failure) {
      setError(serverMessage(failure, SEARCH_MESSAGES.saveFailed))
    } finally {
      setBusy(false)
    }
  }

  if (!open) {
    return (
      <button
        type="button"
        className="button button-ghost"
        onClick={() => {
          setName(suggestedName.slice(0, 100))
          setError(null)
          setOpen(true)
        }}
      >
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M6 3h12v18l-6-4-6 4z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        Save Search
      </button>
    )
  }

  return (
    <form className="save-search-form" onSubmit={submit}>
      <label htmlFor="save-search-name" className="visually-hidden">
        Search name
      </label>
      <input
        ref={input}
        id="save-search-name"
        value={name}
        maxLength={100}
        placeholder="Name this search"
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false)
        }}
        readOnly={busy}
      />
      <button type="submit" className="button button-primary" disabled={busy || !name.trim()}>
        Save
      </button>
      <button type="button" className="button button-ghost" onClick={() => setOpen(false)} disabled={busy}>
        Cancel
      </button>
      {error && <ErrorBanner message={error} />}
    </form>
  )
}
