// @vitest-environment happy-dom
import { act } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import * as z from '../../../../shared/contracts/zod'
import { alerts, field, mount, submit, type, unmount } from '../../lib/form-test-harness'
import { CONTRACT_NOT_LOADED, FieldError, FormError, useLazyContractForm } from './form'

const Name = z.strictObject({ name: z.string().check(z.minLength(1, { error: 'Name is required' })) })

function NameForm({ load, onSubmit }: { load: () => Promise<typeof Name>; onSubmit(name: string): void }) {
  const form = useLazyContractForm(load, { defaultValues: { name: '' } })
  return (
    <form onSubmit={form.handleSubmit(({ name }) => onSubmit(name))}>
      <FormError form={form} />
      <input id="name" {...form.register('name')} />
      <FieldError form={form} name="name" fieldId="name" />
    </form>
  )
}

describe('a form whose contract loads lazily', () => {
  // The zod resolver loads beside the contract; loaded once here, each test's checks settle inside act.
  beforeAll(() => import('./contract-form'))

  it("checks with the loaded contract: the field's message, then the values once they pass", async () => {
    const load = vi.fn(async () => Name)
    const sent = vi.fn()
    mount(<NameForm load={load} onSubmit={sent} />)
    await submit()
    expect(alerts()).toEqual(['Name is required'])
    expect(sent).not.toHaveBeenCalled()
    type(field('name'), 'Ada')
    await submit()
    expect(sent).toHaveBeenCalledWith('Ada')
    // Loaded once, by the first check (nothing was touched before it), and kept for every check after.
    expect(load).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['a pointer press', () => new PointerEvent('pointerdown', { bubbles: true })],
    ['a key', () => new KeyboardEvent('keydown', { key: 'Tab', bubbles: true })],
    ['a focus', () => new FocusEvent('focusin', { bubbles: true })],
  ])(
    'asks for the contract at the first interaction with the page (%s), not as it mounts',
    async (_, event) => {
      const load = vi.fn(async () => Name)
      mount(<NameForm load={load} onSubmit={() => {}} />)
      expect(load).not.toHaveBeenCalled()
      await act(async () => {
        document.body.dispatchEvent(event())
      })
      expect(load).toHaveBeenCalledTimes(1)
      // Once: the next interaction does not ask again.
      await act(async () => {
        field('name').dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
      })
      expect(load).toHaveBeenCalledTimes(1)
    },
  )

  it('asks for it as it mounts when the visitor has already interacted with the page (a form reached by a click)', async () => {
    Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive: true }, configurable: true })
    try {
      const load = vi.fn(async () => Name)
      await act(async () => {
        mount(<NameForm load={load} onSubmit={() => {}} />)
      })
      expect(load).toHaveBeenCalledTimes(1)
    } finally {
      Reflect.deleteProperty(navigator, 'userActivation')
    }
  })

  it('stops listening once it is gone', async () => {
    const load = vi.fn(async () => Name)
    mount(<NameForm load={load} onSubmit={() => {}} />)
    unmount()
    await act(async () => {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))
    })
    expect(load).not.toHaveBeenCalled()
  })

  it('says so when the contract cannot be loaded, and submits nothing', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))
    const sent = vi.fn()
    mount(<NameForm load={load} onSubmit={sent} />)
    type(field('name'), 'Ada')
    await submit()
    await act(async () => {})
    expect(alerts()).toEqual([CONTRACT_NOT_LOADED])
    expect(sent).not.toHaveBeenCalled()
  })
})
