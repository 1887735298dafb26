// @vitest-environment happy-dom
import { act, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { KitAsset } from '../../../../../shared/contracts/press-kit'
import Toaster from '../../../components/ui/toaster'
import { mount, waitFor } from '../../../lib/form-test-harness'
import { AssetsPanel } from './assets-panel'

const asset = (n: number): KitAsset => ({
  id: `asset-${n}`,
  kind: 'image',
  originalName: `photo-${n}.png`,
  contentType: 'image/png',
  bytes: 1000,
  altText: '',
  caption: '',
  sizes: { original: { url: `https://files.example/${n}` } },
})
const ASSETS = Array.from({ length: 16 }, (_, i) => asset(i + 1))

afterEach(() => vi.unstubAllGlobals())

function Panel() {
  const [assets, setAssets] = useState(ASSETS)
  return (
    <>
      <AssetsPanel
        kitId="kit-1"
        assets={assets}
        textOf={() => ({ caption: '', altText: '' })}
        onText={() => {}}
        onAssets={setAssets}
        logo=""
        onLogo={() => {}}
      />
      <Toaster />
    </>
  )
}

/** The toasts on screen, by their titles. */
const toasts = () =>
  [...document.querySelectorAll('[data-sonner-toast]')].map(
    (t) => t.querySelector('[data-title]')?.textContent,
  )

describe('removing assets', () => {
  it('shows one toast counting the removals when sixteen are removed one after another', {
    timeout: 30_000,
  }, async () => {
    let left = [...ASSETS]
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        left = left.filter((a) => !String(url).endsWith(`/${a.id}`))
        return new Response(JSON.stringify({ assets: left }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        })
      }),
    )
    await act(async () => mount(<Panel />))
    for (const n of ASSETS.map((_, i) => i + 1)) {
      const button = document.querySelector(`[aria-label="Remove photo-${n}.png"]`) as HTMLButtonElement
      await act(async () => button.click())
      await waitFor(() => expect(document.querySelector(`[aria-label="Remove photo-${n}.png"]`)).toBeNull())
    }
    expect(toasts()).toEqual(['16 assets removed'])
  })
})
