import { describe, expect, inject, it } from 'vitest'
import { apiAt, signUp } from '../support/api'

const api = apiAt(inject('stackUrl'))

describe("the From line's name", () => {
  it("never carries a second address from the founder's own name, as a chosen sender name cannot", async () => {
    const f = await signUp(api)
    const named = await api.put(
      '/api/profile',
      { first_name: 'Ada "ceo@bank.example"', last_name: '<ceo@bank.example>' },
      f.token,
    )
    expect(named.status).toBe(200)
    const { status, body } = await api.get('/api/sending/settings', f.token)
    expect(status).toBe(200)
    // A journalist's mail client shows this name beside the address: no other address may hide in it.
    expect(body.settings.from_name).not.toMatch(/[<>"@]/)
    expect(body.settings.from_name).toBe('Ada ceobank.example ceobank.example via Pressroom')
  })
})
