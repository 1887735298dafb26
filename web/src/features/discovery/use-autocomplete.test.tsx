// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SUGGESTION_QUERY_MAX_LENGTH, SuggestionsQuery } from '../../../../shared/contracts/discovery'
import { fakeServer } from '../../lib/fake-fetch'
import { mount, waitFor } from '../../lib/form-test-harness'
import { SUGGEST_DEBOUNCE_MS } from './constants'
import { useAutocomplete } from './use-autocomplete'

afterEach(() => vi.unstubAllGlobals())

function Suggestions({ text }: { text: string }) {
  const suggestions = useAutocomplete(text, true)
  return <p>{suggestions.map((suggestion) => suggestion.value).join(', ')}</p>
}

/** Types `text` into a focused box and returns the suggestion requests sent once the pause is over. */
async function typeAndPause(text: string) {
  const requests = fakeServer(() => ({
    status: 200,
    body: { suggestions: [{ value: 'Robotics', type: 'topic', confidence: 1 }] },
  }))
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  await act(async () => {
    mount(
      <QueryClientProvider client={client}>
        <Suggestions text={text} />
      </QueryClientProvider>,
    )
  })
  await act(() => new Promise((resolve) => setTimeout(resolve, SUGGEST_DEBOUNCE_MS + 100)))
  return requests
}

describe('search box suggestions', () => {
  it('asks for text up to the longest the suggestions endpoint takes', async () => {
    const text = 'r'.repeat(SUGGESTION_QUERY_MAX_LENGTH)
    expect(SuggestionsQuery.safeParse({ q: text }).success).toBe(true)
    const requests = await typeAndPause(text)
    await waitFor(() => expect(document.body.textContent).toBe('Robotics'))
    expect(requests).toHaveLength(1)
  })

  it('asks nothing for a longer description, which the endpoint would refuse with a 400', async () => {
    const text = `${'r'.repeat(SUGGESTION_QUERY_MAX_LENGTH)}s`
    expect(SuggestionsQuery.safeParse({ q: text }).success).toBe(false)
    const requests = await typeAndPause(text)
    expect(requests).toEqual([])
    expect(document.body.textContent).toBe('')
  })
})
