import { useEffect, useState } from 'react'
import type { Suggestion } from '../../../../shared/contracts/discovery'
import { isAbortError } from '../../lib/api-client'
import { discoveryApi } from './api'
import { SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_LENGTH } from './constants'

/**
 * Suggestions for the search box: asked for only after a 300 ms pause, only for text longer than
 * 2 characters and only while the box has focus. A newer request aborts the older one.
 */
export function useAutocomplete(text: string, focused: boolean) {
  const [suggestions, setSuggestions] = useState<Suggestion[]>([])
  const wanted = focused && text.trim().length > SUGGEST_MIN_LENGTH ? text.trim() : null

  useEffect(() => {
    if (wanted === null) {
      setSuggestions([])
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      discoveryApi
        .suggestions(wanted, controller.signal)
        .then(({ suggestions }) => {
          if (!controller.signal.aborted) setSuggestions(suggestions)
        })
        .catch((error: unknown) => {
          // Suggestions are a convenience: a failure just means none are offered.
          if (!controller.signal.aborted && !isAbortError(error)) setSuggestions([])
        })
    }, SUGGEST_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [wanted])

  return suggestions
}
