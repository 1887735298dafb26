// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer } from '../../../lib/fake-fetch'
import { mount, waitFor } from '../../../lib/form-test-harness'
import { KitViewScreen } from './kit-view-screen'

afterEach(() => vi.unstubAllGlobals())

async function render() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  await act(async () => {
    mount(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/press-kit/view/gone']}>
          <Routes>
            <Route path="/press-kit/view/:id" element={<KitViewScreen />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    )
  })
}

const text = () => document.body.textContent ?? ''
const buttons = () => [...document.querySelectorAll('button')].map((b) => b.textContent)

describe('a kit view that cannot be loaded', () => {
  it('says a kit that is not there is not found, with the way back and no Try again', async () => {
    fakeServer(() => ({ status: 404, body: { message: 'Press kit not found' } }))
    await render()
    await waitFor(() => expect(text()).toContain('Press kit not found'))
    expect(buttons()).not.toContain('Try again')
    expect(document.querySelector('a[href="/press-kit"]')?.textContent).toBe('Back to press kits')
  })

  it('offers Try again when the server failed', async () => {
    fakeServer(() => ({ status: 500, body: { message: 'Internal' } }))
    await render()
    await waitFor(() => expect(text()).toContain('Failed to load press kit'))
    expect(buttons()).toContain('Try again')
  })
})
