// @vitest-environment happy-dom
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
