// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { mount, waitFor } from '../../lib/form-test-harness'
import { lazyChart } from './lazy-chart'

function Drawing({ points }: { points: number }) {
  return <svg aria-label={`${points} points`} />
}

const drawing = () => document.querySelector('svg')
const alert = () => document.querySelector('[role="alert"]')

describe('a chart whose drawing loads on demand', () => {
  it('keeps its area when the drawing cannot be loaded, and draws it when asked again', async () => {
    let reachable = false
    const load = vi.fn(async () => {
      if (!reachable) throw new Error('chunk failed')
      return Drawing
    })
    const Chart = lazyChart(load)
    // React reports the caught error on the console; the test is about what the founder sees.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      await act(async () => {
        mount(
          <main>
            <h2>Reply rate</h2>
            <Chart points={3} />
          </main>,
        )
      })
      await waitFor(() => expect(alert()?.textContent).toContain('The chart could not be loaded.'))
      expect(document.querySelector('h2')?.textContent).toBe('Reply rate')
      expect(drawing()).toBeNull()

      reachable = true
      await act(async () => (document.querySelector('button') as HTMLButtonElement).click())
      await waitFor(() => expect(drawing()?.getAttribute('aria-label')).toBe('3 points'))
      expect(alert()).toBeNull()
    } finally {
      quiet.mockRestore()
    }
  })
})
