// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../lib/api-client'
import { alerts, field, mount, submit, type } from '../../../lib/form-test-harness'
import { CreateCompanyForm } from './create-company-form'

describe('the new company form', () => {
  it("keeps what was typed and shows the server's own message when a company cannot be created", async () => {
    const onCreate = vi.fn(async () => {
      throw new ApiError('Service temporarily unavailable', 503)
    })
    mount(<CreateCompanyForm first onCreate={onCreate} onCancel={() => {}} />)
    type(field('new-company-name'), '  Acme Robotics ')
    await submit()
    // The contract trims the name; the server is asked with what it would store.
    await vi.waitFor(() => expect(onCreate).toHaveBeenCalledWith('Acme Robotics'))
    await vi.waitFor(() => expect(alerts()).toEqual(['Service temporarily unavailable']))
    expect(field('new-company-name').value).toBe('  Acme Robotics ')
  })

  it('says when the name has reached the most it takes', () => {
    mount(<CreateCompanyForm first onCreate={async () => {}} onCancel={() => {}} />)
    type(field('new-company-name'), 'A'.repeat(120))
    expect(document.getElementById('new-company-name-count')?.textContent).toBe(
      '120 of 120 characters: the most this field takes',
    )
    expect(field('new-company-name').getAttribute('aria-describedby')).toBe('new-company-name-count')
  })
})
