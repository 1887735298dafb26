// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { mount, waitFor } from '../../lib/form-test-harness'
import { notify } from './toast'
import Toaster from './toaster'

describe('a toast', () => {
  it('raised before the toasts’ region is in the page shows once it is (app.tsx adds it after the first paint)', async () => {
    notify.success('Saved before the region')
    // sonner is loaded, and the task that would have raised the toast into no region has run.
    await import('sonner')
    await new Promise((settle) => setTimeout(settle))
    mount(<Toaster />)
    await waitFor(() => expect(document.body.textContent).toContain('Saved before the region'))
  })
})
