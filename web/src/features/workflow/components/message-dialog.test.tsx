// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { mount, submit } from '../../../lib/form-test-harness'
import type { MessageDraft } from '../api'
import { MessageDialog } from './message-dialog'

const pitched = { full_name: 'Ada Writer', publication: 'The Daily Bit', pitched: true }
const drafted = { full_name: 'Bo Reporter', publication: 'Weekly Wire', pitched: false }

function choose(template: string) {
  const select = document.querySelector('select') as HTMLSelectElement
  act(() => {
    select.value = template
    select.dispatchEvent(new Event('change', { bubbles: true }))
  })
}

describe('the bulk message dialog', () => {
  it("keeps a follow-up's words going only to those pitched when the founder switches to No template", async () => {
    const onSend = vi.fn<(draft: MessageDraft) => void>()
    mount(
      <MessageDialog ids={['p1', 'p2']} recipients={[pitched, drafted]} onSend={onSend} onClose={() => {}} />,
    )
    choose('followup_1')
    expect(document.body.textContent).toContain('1 not pitched yet')
    choose('')
    expect(document.body.textContent).toContain('1 not pitched yet')
    await submit()
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ templateId: 'followup_1' }))
  })

  it('sends another template to everyone selected', async () => {
    const onSend = vi.fn<(draft: MessageDraft) => void>()
    mount(
      <MessageDialog ids={['p1', 'p2']} recipients={[pitched, drafted]} onSend={onSend} onClose={() => {}} />,
    )
    choose('followup_1')
    choose('announcement')
    expect(document.body.textContent).not.toContain('not pitched yet')
    await submit()
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ templateId: 'announcement' }))
  })

  it('names one request id for the dialog, so a second click sends nothing twice', async () => {
    const onSend = vi.fn<(draft: MessageDraft) => void>()
    mount(
      <MessageDialog ids={['p1', 'p2']} recipients={[pitched, drafted]} onSend={onSend} onClose={() => {}} />,
    )
    choose('announcement')
    await submit()
    await submit()
    const [first, second] = onSend.mock.calls.map(([draft]) => draft.requestId)
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    expect(second).toBe(first)
  })
})
