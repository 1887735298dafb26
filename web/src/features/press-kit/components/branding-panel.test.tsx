// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { KitAsset, PressKit } from '../../../../../shared/contracts/press-kit'
import { DEFAULT_BRANDING } from '../../../../../shared/domain/press-kit'
import Toaster from '../../../components/ui/toaster'
import { mount, type, waitFor } from '../../../lib/form-test-harness'
import { kitFixture } from '../kit-fixture'
import { useKitEditor } from '../use-kit-editor'
import { BrandingPanel } from './branding-panel'
import { SaveIndicator } from './save-indicator'

const KIT = kitFixture()

/** The API: every PUT of the kit is stored and answered with the kit as it now is. */
function fakeServer() {
  const puts: Array<{ customizations: Record<string, unknown> }> = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      const body = JSON.parse(String(init.body ?? '{}'))
      puts.push(body)
      const { customizations } = body
      const kit = { ...KIT, ...customizations, company: { ...KIT.company, ...customizations.company } }
      return new Response(JSON.stringify({ kit }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
  return puts
}
afterEach(() => vi.unstubAllGlobals())

/** The builder's branding tab as the editor wires it, with its save indicator and Save button. */
function Builder({ kit }: { kit: PressKit }) {
  const editor = useKitEditor(kit, false)
  return (
    <>
      <SaveIndicator state={editor.state} problem={editor.problem} />
      <BrandingPanel
        form={editor.form}
        company={editor.draft.company}
        assets={kit.assets}
        onBranding={(branding) => editor.change((d) => ({ ...d, branding }))}
        onCompany={(company) => editor.change((d) => ({ ...d, company }))}
      />
      <button type="button" onClick={() => void editor.saveNow()}>
        Save
      </button>
    </>
  )
}

function render(kit = KIT) {
  mount(
    <QueryClientProvider client={new QueryClient()}>
      <Builder kit={kit} />
      <Toaster />
    </QueryClientProvider>,
  )
}
const labelled = (text: string) => {
  const label = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim().startsWith(text))
  const input = label?.htmlFor ? document.getElementById(label.htmlFor) : label?.querySelector('input')
  if (!input) throw new Error(`no field labelled ${text}`)
  return input as HTMLInputElement
}
const indicator = () => document.querySelector('[role="status"]')?.textContent
const save = () =>
  act(async () => {
    ;[...document.querySelectorAll('button')].find((b) => b.textContent === 'Save')?.click()
  })
const describedText = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent

describe('the press kit builder form', () => {
  it('marks a typed change unsaved, and saves what was typed', async () => {
    const puts = fakeServer()
    render()
    expect(indicator()).toBe('All changes saved')
    type(labelled('Company name'), 'Acme Robots')
    expect(indicator()).toBe('Unsaved changes')
    await save()
    await waitFor(() => expect(indicator()).toMatch(/^All changes saved/))
    expect(puts).toHaveLength(1)
    expect(puts[0]?.customizations.company).toEqual({ name: 'Acme Robots', logo: '', website: '' })
  })

  it('refuses to save a website the contract refuses, with its message by the field, and sends nothing', async () => {
    const puts = fakeServer()
    render()
    const website = labelled('Website')
    type(website, 'acme.example')
    await save()

    await waitFor(() => expect(indicator()).toBe('Save failedLinks start with http:// or https://'))
    expect(website.getAttribute('aria-invalid')).toBe('true')
    expect(describedText(website)).toBe('Links start with http:// or https://')
    expect(puts).toHaveLength(0)

    // Re-checked as they type once a save found it, and saved when it is right.
    type(website, 'https://acme.example')
    await waitFor(() => expect(website.getAttribute('aria-invalid')).toBeNull())
    expect(document.body.textContent).toContain('Unsaved changes')
    await save()
    await waitFor(() => expect(indicator()).toMatch(/^All changes saved/))
    expect(puts[0]?.customizations.company).toMatchObject({ website: 'https://acme.example' })
  })

  it("puts the contract's own message on a company name it refuses, in the indicator and by the field", async () => {
    const puts = fakeServer()
    render()
    const name = labelled('Company name')
    type(name, 'Acme \u202eRobotics')
    await save()
    const message =
      'Company name contains characters that are not text (control, text-direction or broken characters)'
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'))
    expect(describedText(name)).toBe(message)
    expect(indicator()).toBe(`Save failed${message}`)
    expect(puts).toHaveLength(0)
  })

  it('saves a colour and a font chosen in the branding fields', async () => {
    const puts = fakeServer()
    render()
    type(labelled('Primary'), '#E11D48')
    const heading = labelled('Heading font') as unknown as HTMLSelectElement
    act(() => {
      heading.value = 'Roboto'
      heading.dispatchEvent(new Event('change', { bubbles: true }))
    })
    expect(labelled('Primary').value).toBe('#e11d48')
    await save()
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]?.customizations.branding).toEqual({
      colors: { ...DEFAULT_BRANDING.colors, primary: '#e11d48' },
      fonts: { ...DEFAULT_BRANDING.fonts, heading: 'Roboto' },
    })
  })

  it('takes a theme from the website without undoing what was typed while it was read', async () => {
    const puts = fakeServer()
    const server = globalThis.fetch
    let answer: (found: unknown) => void = () => {}
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) =>
        String(url).endsWith('/branding/extract')
          ? new Promise<Response>((resolve) => {
              answer = (branding) =>
                resolve(
                  new Response(JSON.stringify({ branding }), {
                    headers: { 'content-type': 'application/json' },
                  }),
                )
            })
          : server(url, init),
      ),
    )
    render()
    type(labelled('Website'), 'acme.example')
    await act(async () => {
      ;[...document.querySelectorAll('button')].find((b) => b.textContent === 'Extract from website')?.click()
    })
    type(labelled('Company name'), 'Acme Robots')
    type(labelled('Secondary'), '#112233')
    await act(async () => answer({ colors: { primary: '#0055ff' } }))

    expect(labelled('Company name').value).toBe('Acme Robots')
    expect(labelled('Website').value).toBe('https://acme.example')
    expect(labelled('Primary').value).toBe('#0055ff')
    expect(labelled('Secondary').value).toBe('#112233')
    await save()
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]?.customizations.company).toMatchObject({
      name: 'Acme Robots',
      website: 'https://acme.example',
    })
  })

  /** The extract call answers `status` with `body`; the kit's saves go to the fake server. */
  function extractAnswers(status: number, body: string) {
    fakeServer()
    const server = globalThis.fetch
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) =>
        String(url).endsWith('/branding/extract')
          ? Promise.resolve(new Response(body, { status, headers: { 'content-type': 'application/json' } }))
          : server(url, init),
      ),
    )
  }
  const extractFrom = async (website: string) => {
    type(labelled('Website'), website)
    await act(async () => {
      ;[...document.querySelectorAll('button')].find((b) => b.textContent === 'Extract from website')?.click()
    })
  }
  /** The newest toast's text (toasts of earlier tests may still be in the list, under it). */
  const newestToast = () => document.querySelector('.toast')?.textContent

  it("says the server's own reason when it cannot take a theme from the website", async () => {
    extractAnswers(400, JSON.stringify({ message: 'Could not read that website' }))
    render()
    await extractFrom('https://acme.example')
    await waitFor(() => expect(newestToast()).toContain('Could not read that website'))
    expect(newestToast()).not.toContain('Failed to extract branding')
    // The button is back for another try, and nothing of the draft changed.
    const button = [...document.querySelectorAll('button')].find(
      (b) => b.textContent === 'Extract from website',
    )
    expect(button?.hasAttribute('disabled')).toBe(false)
    expect(labelled('Primary').value).toBe(DEFAULT_BRANDING.colors.primary)
  })

  it('says "Failed to extract branding" when the refusal carries no message', async () => {
    extractAnswers(400, '')
    render()
    await extractFrom('https://acme.example')
    await waitFor(() => expect(newestToast()).toContain('Failed to extract branding'))
  })

  it("shows a logo chosen among the kit's files by its picture and file name, not its id", () => {
    const logo: KitAsset = {
      id: 'asset-7',
      kind: 'image',
      originalName: 'acme-logo.png',
      contentType: 'image/png',
      bytes: 1200,
      altText: '',
      caption: '',
      sizes: {
        original: { url: 'https://files.example/original' },
        medium: { url: 'https://files.example/medium' },
      },
    }
    render(kitFixture({ assets: [logo], company: { ...KIT.company, logo: 'asset:asset-7' } }))
    const line = document.querySelector('.kit-logo-line')
    expect(line?.textContent).toBe('Logo: acme-logo.png Remove')
    expect(line?.querySelector('img')?.getAttribute('src')).toBe('https://files.example/medium')
    expect(line?.querySelector('a')).toBeNull()
  })

  it('links a logo taken from the website to its address', () => {
    render(kitFixture({ company: { ...KIT.company, logo: 'https://acme.example/logo.svg' } }))
    const link = document.querySelector('.kit-logo-line a')
    expect([link?.getAttribute('href'), link?.textContent]).toEqual([
      'https://acme.example/logo.svg',
      'https://acme.example/logo.svg',
    ])
  })
})
