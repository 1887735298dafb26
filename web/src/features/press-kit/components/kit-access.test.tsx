// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PressKit } from '../../../../../shared/contracts/press-kit'
import Toaster from '../../../components/ui/toaster'
import { alerts, mount, type, waitFor } from '../../../lib/form-test-harness'
import { pressKitKeys } from '../api'
import { kitFixture } from '../kit-fixture'
import { useKit } from '../use-press-kit'
import { KitAccess } from './kit-access'

const KIT = kitFixture({
  status: 'completed',
  published: true,
  outputs: { web: { preview_url: '/kit/acme' }, pdf: { download_url: null, outdated: false } },
})

type Put = { password?: string | null; settings?: { require_email: boolean } }

/**
 * The API as the server keeps the kit: a GET answers it, a PUT changes its settings and is answered
 * with the kit as it now is, unless `refuse` gives a status and message for it; `hold` keeps the PUT's
 * answer until released.
 */
function fakeServer(start: PressKit['settings'] = KIT.settings) {
  const puts: Put[] = []
  const server = {
    puts,
    settings: { ...start },
    refuse: undefined as { status: number; message: string } | undefined,
    hold: undefined as Promise<void> | undefined,
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      const json = (status: number, answer: unknown) =>
        new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } })
      if (init.method !== 'PUT') return json(200, { kit: { ...KIT, settings: { ...server.settings } } })
      const body = JSON.parse(String(init.body ?? '{}')) as Put
      puts.push(body)
      await server.hold
      if (server.refuse) return json(server.refuse.status, { message: server.refuse.message })
      if (body.settings) server.settings.require_email = body.settings.require_email
      if (body.password === null) server.settings.has_password = false
      else if (body.password) server.settings.has_password = true
      return json(200, { kit: { ...KIT, settings: { ...server.settings } } })
    }),
  )
  return server
}
afterEach(() => vi.unstubAllGlobals())

/** The card as the kit view shows it: the kit's one cached read, which the card's saves write. */
function Screen() {
  const kit = useKit(KIT.id)
  return kit.data ? <KitAccess kit={kit.data} /> : null
}

/** The kit view with the kit already read (fresh for 30 s, as lib/query-client.ts has it). */
function render(settings: PressKit['settings'] = KIT.settings) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } })
  queryClient.setQueryData(pressKitKeys.kit(KIT.id), { ...KIT, settings })
  mount(
    <QueryClientProvider client={queryClient}>
      <Screen />
      <Toaster />
    </QueryClientProvider>,
  )
  return () => queryClient.getQueryData<PressKit>(pressKitKeys.kit(KIT.id))
}

const labelled = (text: string) => {
  const label = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === text)
  const input = label?.htmlFor ? document.getElementById(label.htmlFor) : label?.querySelector('input')
  if (!input) throw new Error(`no field labelled ${text}`)
  return input as HTMLInputElement
}
const button = (name: string) => {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)
  if (!found) throw new Error(`no button ${name}`)
  return found
}
const hasButton = (name: string) =>
  [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === name)
const click = (name: string) => act(async () => button(name).click())
const check = (input: HTMLInputElement) => act(async () => input.click())
const text = () => document.querySelector('.kit-access-card')?.textContent ?? ''
/** The newest toast's text (toasts of earlier tests may still be in the list, under it). */
const newestToast = () => document.querySelector('.toast')?.textContent
const describedText = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent

describe('the kit access card', () => {
  it('speaks of the page as it will be while the kit is not published yet', () => {
    const hint = (kit: PressKit) =>
      renderToStaticMarkup(
        <QueryClientProvider client={new QueryClient()}>
          <KitAccess kit={kit} />
        </QueryClientProvider>,
      )
    expect(hint({ ...KIT, published: false })).toContain(
      'Once published, anyone with the link will be able to open the public page.',
    )
    expect(
      hint({ ...KIT, published: false, settings: { require_email: false, has_password: true } }),
    ).toContain('Once published, journalists will need the password to open the public page.')
  })

  it('sets a password and the e-mail gate, says the page is protected and empties the field', async () => {
    const server = fakeServer()
    const cached = render()
    expect(text()).toContain('No password')
    expect(text()).toContain('Anyone with the link can open the public page.')
    // Nothing to save until something changes.
    expect(button('Save access').disabled).toBe(true)
    expect(hasButton('Remove password')).toBe(false)

    const password = labelled('Password')
    expect(password.type).toBe('password')
    expect(password.autocomplete).toBe('new-password')
    type(password, 'launch-day')
    await check(labelled('Ask for an e-mail before downloads'))
    await click('Save access')

    await waitFor(() => expect(newestToast()).toContain('Access saved'))
    expect(server.puts).toEqual([{ password: 'launch-day', settings: { require_email: true } }])
    expect(cached()?.settings).toEqual({ require_email: true, has_password: true })
    expect(text()).toContain('Password protected')
    expect(text()).toContain('Journalists need the password to open the public page.')
    expect(labelled('New password').value).toBe('')
    expect(labelled('Ask for an e-mail before downloads').checked).toBe(true)
    expect(button('Save access').disabled).toBe(true)
    expect(hasButton('Remove password')).toBe(true)
  })

  it('turns the e-mail gate off alone, keeping the password (no password is sent)', async () => {
    const server = fakeServer({ require_email: true, has_password: true })
    render({ require_email: true, has_password: true })
    const gate = labelled('Ask for an e-mail before downloads')
    expect(gate.checked).toBe(true)
    await check(gate)
    await click('Save access')
    await waitFor(() => expect(newestToast()).toContain('Access saved'))
    expect(server.puts).toEqual([{ settings: { require_email: false } }])
    expect(text()).toContain('Password protected')
  })

  it('refuses a password shorter than the contract allows, with its message by the field, and sends nothing', async () => {
    const server = fakeServer()
    render()
    const password = labelled('Password')
    type(password, 'abc')
    await click('Save access')
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'))
    expect(describedText(password)).toBe('A password is at least 4 characters')
    expect(server.puts).toHaveLength(0)
  })

  it("shows the server's own message when it refuses the change, and lets the founder try again", async () => {
    const server = fakeServer()
    server.refuse = { status: 400, message: 'That password cannot be used' }
    render()
    type(labelled('Password'), 'launch-day')
    await click('Save access')
    await waitFor(() => expect(alerts()).toEqual(['That password cannot be used']))
    expect(text()).toContain('No password')
    expect(labelled('Password').value).toBe('launch-day')
    expect(button('Save access').disabled).toBe(false)

    server.refuse = undefined
    await click('Save access')
    await waitFor(() => expect(text()).toContain('Password protected'))
    expect(alerts()).toEqual([])
  })

  it('says "Saving..." and takes no second press while the change is on its way', async () => {
    const server = fakeServer()
    let release = () => {}
    server.hold = new Promise<void>((resolve) => {
      release = resolve
    })
    render()
    type(labelled('Password'), 'launch-day')
    await click('Save access')
    await waitFor(() => expect(button('Saving...').disabled).toBe(true))
    expect(document.querySelector('.kit-access-form')?.getAttribute('aria-busy')).toBe('true')
    await act(async () => release())
    await waitFor(() => expect(button('Save access')).toBeTruthy())
    expect(server.puts).toHaveLength(1)
  })

  it('removes the password, and the page says anyone with the link can open it', async () => {
    const server = fakeServer({ require_email: true, has_password: true })
    const cached = render({ require_email: true, has_password: true })
    await click('Remove password')
    await waitFor(() => expect(newestToast()).toContain('Password removed'))
    expect(server.puts).toEqual([{ password: null }])
    expect(cached()?.settings).toEqual({ require_email: true, has_password: false })
    expect(text()).toContain('No password')
    expect(hasButton('Remove password')).toBe(false)
    expect(labelled('Ask for an e-mail before downloads').checked).toBe(true)
  })

  it('shows and hides what is typed in the password field', async () => {
    fakeServer()
    render()
    const password = labelled('Password')
    type(password, 'launch-day')
    const toggle = button('Show password')
    expect(toggle.getAttribute('aria-controls')).toBe(password.id)
    await act(async () => toggle.click())
    expect(password.type).toBe('text')
    await click('Hide password')
    expect(password.type).toBe('password')
  })
})
