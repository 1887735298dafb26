// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, type ReactElement } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { mount as mountBare, submit, type } from '../../../lib/form-test-harness'
import { queryKeys } from '../../../lib/query-keys'
import type { MessageDraft } from '../api'
import { MessageDialog } from './message-dialog'

const pitched = {
  full_name: 'Ada Writer',
  publication: 'The Daily Bit',
  email: 'ada@bit.example',
  pitched: true,
  company_name: 'Acme Robotics',
}
const drafted = {
  full_name: 'Bo Reporter',
  publication: 'Weekly Wire',
  email: 'bo@wire.example',
  pitched: false,
}
const unreachable = { full_name: 'Cy Kovacs', publication: 'Meridian Money', email: null, pitched: true }

/** The dialog with the founder's sending settings already read, and another company active. */
function mount(element: ReactElement, pressKitUrl: string | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
  client.setQueryData(queryKeys.profile.sending, { sender_name: 'Dana Demo' })
  client.setQueryData(queryKeys.pressKit.publishedUrl('Acme Robotics'), pressKitUrl)
  client.setQueryData(queryKeys.companies.current, { id: 'c2', name: 'Other Co' })
  return mountBare(<QueryClientProvider client={client}>{element}</QueryClientProvider>)
}

function fill(subject: string, body: string) {
  type(document.querySelector('input:not([type])') as HTMLInputElement, subject)
  type(document.querySelector('textarea') as HTMLTextAreaElement, body)
}

const sendButton = () => document.querySelector('button[type="submit"]') as HTMLButtonElement
const preview = () => document.querySelector('[aria-label="Preview"]')?.textContent

function choose(template: string) {
  const select = document.querySelector('select') as HTMLSelectElement
  act(() => {
    select.value = template
    select.dispatchEvent(new Event('change', { bubbles: true }))
  })
}

describe("the announcement template's press kit", () => {
  const body = () => (document.querySelector('textarea') as HTMLTextAreaElement).value

  it('links the company’s published press kit when there is one', () => {
    mount(
      <MessageDialog ids={['p1']} recipients={[pitched]} onSend={() => {}} onClose={() => {}} />,
      'https://app.example/kit/acme-robotics',
    )
    choose('announcement')
    expect(body()).toContain(
      'Our press kit has the facts, images and contacts: https://app.example/kit/acme-robotics',
    )
    expect(body()).not.toContain('I can send our press kit')
  })

  it('offers to send it when the company has none published', () => {
    mount(<MessageDialog ids={['p1']} recipients={[pitched]} onSend={() => {}} onClose={() => {}} />)
    choose('announcement')
    expect(body()).toContain('I can send our press kit and images whenever they would help')
  })
})

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

  it('previews the first selected journalist with an address and says how many are skipped without one', async () => {
    const onSend = vi.fn<(draft: MessageDraft) => void>()
    mount(
      <MessageDialog
        ids={['p3', 'p1']}
        recipients={[unreachable, pitched]}
        onSend={onSend}
        onClose={() => {}}
      />,
    )
    expect(document.body.textContent).toContain('1 has no e-mail address, so that one is skipped.')
    fill('News', 'Hi {{journalist_name}}')
    expect(preview()).toContain('To Ada Writer, The Daily Bit')
    expect(preview()).toContain('Hi Ada Writer')
    expect(sendButton().disabled).toBe(false)
    await submit()
    expect(onSend).toHaveBeenCalledOnce()
  })

  it('says none has an address and cannot send when none of the selected has one', async () => {
    const onSend = vi.fn<(draft: MessageDraft) => void>()
    mount(
      <MessageDialog
        ids={['p3', 'p4']}
        recipients={[unreachable, { ...unreachable, full_name: 'Di Lee' }]}
        onSend={onSend}
        onClose={() => {}}
      />,
    )
    fill('News', 'Hi')
    expect(document.body.textContent).toContain(
      'None of them has an e-mail address, so there is no one to send to.',
    )
    expect(preview()).toContain('No recipient')
    expect(sendButton().disabled).toBe(true)
    await submit()
    expect(onSend).not.toHaveBeenCalled()
  })

  it("previews the message as it goes: {{company_name}} the pitch's company, and signed with the founder's sender name", () => {
    mount(<MessageDialog ids={['p1']} recipients={[pitched]} onSend={() => {}} onClose={() => {}} />)
    fill('News from {{company_name}}', 'Hi {{journalist_name}},\n\nBest,\n')
    expect(preview()).toContain('News from Acme Robotics')
    expect(document.querySelector('.workflow-preview-body')?.textContent).toBe(
      'Hi Ada Writer,\n\nBest,\nDana Demo',
    )
    expect(document.body.textContent).toContain(
      'Signed Dana Demo: the From name under Sending on your profile',
    )
  })

  it('fills {{first_name}}, and adds no second name under a sign-off that already names the founder', () => {
    mount(<MessageDialog ids={['p1']} recipients={[pitched]} onSend={() => {}} onClose={() => {}} />)
    fill('News', 'Hi {{first_name}},\n\nBest,\nDana')
    expect(document.querySelector('.workflow-preview-body')?.textContent).toBe('Hi Ada,\n\nBest,\nDana')
  })
})
