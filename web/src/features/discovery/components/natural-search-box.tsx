import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react'
import type { Suggestion } from '../../../../../shared/contracts/discovery'
import { SEARCH_MESSAGES, SUGGEST_BLUR_CLOSE_MS } from '../constants'
import { useAutocomplete } from '../use-autocomplete'
import { ExampleQueries } from './example-queries'
import { SuggestionList } from './suggestion-list'

interface NaturalSearchBoxProps {
  text: string
  onTextChange(text: string): void
  onSearch(query: string): void
  /** An example is a search of its own: none of the filters chosen before. */
  onExample(query: string): void
  onPickSuggestion(suggestion: Suggestion): void
  loading: boolean
}

/** The plain-words search box: autocomplete while typing, example queries while empty. */
export function NaturalSearchBox({
  text,
  onTextChange,
  onSearch,
  onExample,
  onPickSuggestion,
  loading,
}: NaturalSearchBoxProps) {
  const [focused, setFocused] = useState(false)
  const [dismissed, setDismissed] = useState(false)
  const [active, setActive] = useState(-1)
  const input = useRef<HTMLInputElement>(null)
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const suggestions = useAutocomplete(text, focused)
  const open = focused && !dismissed && suggestions.length > 0
  const blank = text.trim() === ''

  useEffect(() => () => clearTimeout(blurTimer.current), [])
  // A new list starts with nothing highlighted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: suggestions is the trigger
  useEffect(() => setActive(-1), [suggestions])

  function pick(suggestion: Suggestion) {
    setDismissed(true)
    onPickSuggestion(suggestion)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (blank || loading) return
    setDismissed(true)
    onSearch(text.trim())
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      if (open) event.preventDefault()
      setDismissed(true)
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open) return setDismissed(false)
      event.preventDefault()
      const count = suggestions.length
      setActive((current) =>
        event.key === 'ArrowDown' ? (current + 1) % count : current <= 0 ? count - 1 : current - 1,
      )
    } else if (event.key === 'Enter' && open && active >= 0) {
      const suggestion = suggestions[active]
      if (suggestion) {
        event.preventDefault()
        pick(suggestion)
      }
    }
  }

  return (
    <div className="natural-search">
      <form className="search-form" onSubmit={submit}>
        <label htmlFor="natural-search-input" className="search-label">
          <SparkIcon /> {SEARCH_MESSAGES.searchLabel}
        </label>
        <div className="search-row">
          <div className="search-input-wrap">
            <input
              ref={input}
              id="natural-search-input"
              type="text"
              role="combobox"
              aria-expanded={open}
              aria-controls="search-suggestions"
              aria-autocomplete="list"
              aria-activedescendant={open && active >= 0 ? `search-suggestion-${active}` : undefined}
              autoComplete="off"
              placeholder={SEARCH_MESSAGES.placeholder}
              value={text}
              maxLength={500}
              onChange={(event) => {
                setDismissed(false)
                onTextChange(event.target.value)
              }}
              onFocus={() => {
                clearTimeout(blurTimer.current)
                setFocused(true)
              }}
              onBlur={() => {
                blurTimer.current = setTimeout(() => setFocused(false), SUGGEST_BLUR_CLOSE_MS)
              }}
              onKeyDown={onKeyDown}
            />
            {!blank && (
              <button
                type="button"
                className="search-clear"
                aria-label="Clear search"
                onClick={() => {
                  onTextChange('')
                  input.current?.focus()
                }}
              >
                ×
              </button>
            )}
            {open && <SuggestionList suggestions={suggestions} active={active} onPick={pick} />}
          </div>
          <button type="submit" className="button button-primary search-submit" disabled={blank || loading}>
            {loading && <span className="spinner" aria-hidden="true" />}
            Search
          </button>
        </div>
      </form>
      {blank && !focused && <ExampleQueries onRun={onExample} />}
    </div>
  )
}

function SparkIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2l2.2 6.8L21 11l-6.8 2.2L12 20l-2.2-6.8L3 11l6.8-2.2L12 2z" fill="currentColor" />
    </svg>
  )
}
