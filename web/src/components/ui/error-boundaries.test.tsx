// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ScreenErrorBoundary } from './error-boundaries'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let broken = true
function Fragile() {
  if (broken) throw new Error('the chart data was not a list')
  return <p>Figures</p>
}

function mount() {
  // As in the app: one boundary in the layout, around whichever screen the route shows.
  const router = createMemoryRouter(
    [
      {
        element: (
          <ScreenErrorBoundary>
            <Outlet />
          </ScreenErrorBoundary>
        ),
        children: [
          { path: '/fragile', element: <Fragile /> },
          { path: '/other', element: <p>Other screen</p> },
        ],
      },
    ],
    { initialEntries: ['/fragile'] },
  )
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  act(() => root.render(<RouterProvider router={router} />))
  return { container, router, root }
}

afterEach(() => {
  broken = true
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('a screen that throws while rendering', () => {
  it('shows what happened and a way to try again instead of a blank app, and recovers on Try again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { container } = mount()
    expect(container.querySelector('[role="alert"] h1')?.textContent).toBe('Something went wrong')
    expect(container.textContent).toContain('the chart data was not a list')
    expect(container.querySelector('a[href="/"]')?.textContent).toBe('Go to the home page')
    broken = false
    const retry = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Try again')
    act(() => retry?.click())
    expect(container.textContent).toBe('Figures')
  })

  it('clears when the founder moves to another screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { container, router } = mount()
    expect(container.textContent).toContain('Something went wrong')
    await act(() => router.navigate('/other'))
    expect(container.textContent).toBe('Other screen')
  })
})

// The first read fails, the next one answers.
let figureCalls = 0
function Figures() {
  const { data } = useQuery({
    queryKey: ['figures'],
    queryFn: async () => {
      figureCalls += 1
      if (figureCalls === 1) throw new Error('Failed to fetch figures')
      return 'Figures'
    },
    throwOnError: true,
    retry: false,
  })
  return <p>{data ?? 'Loading...'}</p>
}

describe('a screen whose query throws its error', () => {
  it('asks the server again on Try again and shows the answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    figureCalls = 0
    const router = createMemoryRouter(
      [
        {
          path: '/figures',
          element: (
            <ScreenErrorBoundary>
              <Figures />
            </ScreenErrorBoundary>
          ),
        },
      ],
      { initialEntries: ['/figures'] },
    )
    const container = document.createElement('div')
    document.body.append(container)
    const client = new QueryClient()
    await act(async () =>
      createRoot(container).render(
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      ),
    )
    await vi.waitFor(() => expect(container.textContent).toContain('Failed to fetch figures'))
    const retry = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Try again')
    await act(async () => retry?.click())
    await vi.waitFor(() => expect(container.textContent).toBe('Figures'))
    expect(figureCalls).toBe(2)
  })
})
