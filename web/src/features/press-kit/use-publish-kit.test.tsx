// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PressKit } from '../../../../shared/contracts/press-kit'
import Toaster from '../../components/ui/toaster'
import { mount, waitFor } from '../../lib/form-test-harness'
import { pressKitKeys } from './api'
import { kitFixture } from './kit-fixture'
import { KIT_TEXT } from './messages'
import { usePublishKit } from './use-publish-kit'

const KIT = kitFixture({
  status: 'completed',
  published: false,
  outputs: { web: { preview_url: '/kit/acme' }, pdf: { download_url: null, outdated: false } },
})

/** The server: a PUT is kept until `release`, then answered with `status` (the kit published, or a message). */
function fakeServer(status: number) {
  const puts: { url: string; body: unknown }[] = []
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      puts.push({ url: String(url), body: JSON.parse(String(init.body ?? 'null')) })
      await held
      const answer = status === 200 ? { kit: { ...KIT, published: true } } : { message: 'Internal error' }
      return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } })
    }),
  )
  return { puts, release }
}
afterEach(() => vi.unstubAllGlobals())

/** A button driven by the hook alone, the way the kit row and the kit view use it. */
function Probe({ kit }: { kit: PressKit }) {
  const { publishing, publish } = usePublishKit(kit)
  return (
    <button type="button" disabled={publishing} onClick={() => void publish()}>
      {publishing ? 'Publishing...' : 'Publish'}
    </button>
  )
}

function render() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(pressKitKeys.kit(KIT.id), KIT)
  mount(
    <QueryClientProvider client={queryClient}>
      <Probe kit={KIT} />
      <Toaster />
    </QueryClientProvider>,
  )
  return () => queryClient.getQueryData<PressKit>(pressKitKeys.kit(KIT.id))
}

const button = () => document.querySelector('button:not(.toast button)') as HTMLButtonElement
/** The newest toast's text (toasts of earlier tests may still be in the list, under it). */
const newestToast = () => document.querySelector('.toast')?.textContent

describe('usePublishKit', () => {
  it('publishes the kit once, shows "Publishing..." while asked, caches the answer and says so', async () => {
    const server = fakeServer(200)
    const cached = render()
    await act(async () => button().click())
    expect(button().textContent).toBe('Publishing...')
    expect(button().disabled).toBe(true)
    expect(server.puts).toEqual([{ url: `/api/press-kit/kits/${KIT.id}`, body: { published: true } }])

    await act(async () => server.release())
    await waitFor(() => expect(button().textContent).toBe('Publish'))
    expect(button().disabled).toBe(false)
    expect(cached()?.published).toBe(true)
    await waitFor(() => expect(newestToast()).toContain(KIT_TEXT.published))
  })

  it('says the publish failed, leaves the cached kit unpublished and lets it be tried again', async () => {
    const server = fakeServer(500)
    const cached = render()
    await act(async () => button().click())
    await act(async () => server.release())
    await waitFor(() => expect(newestToast()).toContain(KIT_TEXT.publishFailed))
    expect(cached()?.published).toBe(false)
    expect(button().textContent).toBe('Publish')
    expect(button().disabled).toBe(false)
    expect(server.puts).toHaveLength(1)
  })
})
