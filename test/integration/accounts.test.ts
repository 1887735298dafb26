import { describe, expect, inject, it } from 'vitest'
import { EMAIL_TAKEN, INCORRECT_CREDENTIALS } from '../../shared/contracts/auth'
import { apiAt, PASSWORD, signUp, uniqueEmail } from '../support/api'

const api = apiAt(inject('stackUrl'))

describe('accounts over HTTP', () => {
  it('signs up, logs in, reads itself, updates the profile, logs out and is refused afterwards', async () => {
    const email = uniqueEmail()
    const signup = await api.post('/api/auth/signup', { email, password: PASSWORD })
    expect(signup.status).toBe(201)
    expect(signup.body.user).toEqual({ id: expect.any(String), email })

    const login = await api.post('/api/auth/login', { email, password: PASSWORD })
    expect(login.status).toBe(200)
    const { token } = login.body

    const me = await api.get('/api/auth/me', token)
    expect(me).toMatchObject({ status: 200, body: { user: { id: signup.body.user.id, email } } })

    const updated = await api.put('/api/profile', { first_name: ' Ada ', last_name: 'Lovelace' }, token)
    expect(updated.status).toBe(200)
    expect(updated.body.profile).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', email })
    expect((await api.get('/api/profile', token)).body.profile.first_name).toBe('Ada')

    const logout = await api.post('/api/auth/logout', {}, token)
    expect(logout.status).toBe(204)
    expect(await api.get('/api/auth/me', token)).toMatchObject({
      status: 401,
      body: { message: 'Unauthorized' },
    })
  })

  it('gives a new account the free plan with nothing used', async () => {
    const { token, id, email } = await signUp(api)
    const { body } = await api.get('/api/profile', token)
    expect(body.profile).toEqual({
      id,
      email,
      first_name: '',
      last_name: '',
      subscription_tier: 'free',
      pitches_used: 0,
      pitches_purchased: 0,
      last_reset_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      active_company_id: null,
      blocked: false,
      companies: [],
      launch_week_claimed: false,
      free_pitches_remaining: 0,
      forward_replies: true,
    })
  })

  it('treats e-mail addresses case-insensitively', async () => {
    const email = uniqueEmail()
    await signUp(api, email)
    const login = await api.post('/api/auth/login', { email: email.toUpperCase(), password: PASSWORD })
    expect(login.status).toBe(200)
    expect(login.body.user.email).toBe(email)
  })

  it('keeps a founder signed in with the refresh token, until logout revokes it', async () => {
    const { token, refreshToken, id } = await signUp(api)
    const refreshed = await api.post('/api/auth/refresh', { refreshToken })
    expect(refreshed.status).toBe(200)
    expect(refreshed.body.user.id).toBe(id)
    expect(refreshed.body.token).not.toBe(token)
    expect((await api.get('/api/auth/me', refreshed.body.token)).status).toBe(200)

    await api.post('/api/auth/logout', {}, refreshed.body.token)
    const afterLogout = await api.post('/api/auth/refresh', { refreshToken })
    expect(afterLogout.status).toBe(401)
    expect(afterLogout.body.message).toMatch(/sign in again/)
  })
})

describe('account errors', () => {
  it.each([
    ['an invalid e-mail', { email: 'not-an-email', password: PASSWORD }, /valid email/],
    ['an empty password', { email: uniqueEmail(), password: '' }, /Password is required/],
    ['a missing e-mail', { password: PASSWORD }, /email/i],
    ['a password under 8 characters', { email: uniqueEmail(), password: 'short' }, /at least 8 characters/],
    [
      'a password of spaces',
      { email: uniqueEmail(), password: '        ' },
      /cannot begin or end with a space/,
    ],
    ['an unknown field', { email: uniqueEmail(), password: PASSWORD, plan: 'pro' }, /Unrecognized key/],
  ])('refuses a sign-up with %s with 400', async (_case, body, message) => {
    const response = await api.post('/api/auth/signup', body)
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(message)
  })

  it('refuses a second account for the same e-mail with 409', async () => {
    const { email } = await signUp(api)
    const again = await api.post('/api/auth/signup', { email, password: 'another password' })
    expect(again).toMatchObject({ status: 409, body: { message: EMAIL_TAKEN } })
  })

  it('answers a wrong password and an unknown e-mail alike with 401', async () => {
    const { email } = await signUp(api)
    const wrong = await api.post('/api/auth/login', { email, password: 'wrong password' })
    const unknown = await api.post('/api/auth/login', { email: uniqueEmail(), password: PASSWORD })
    expect(wrong).toMatchObject({ status: 401, body: { message: INCORRECT_CREDENTIALS } })
    expect(unknown).toMatchObject({ status: 401, body: { message: INCORRECT_CREDENTIALS } })
  })

  it('refuses malformed JSON with 400 and a message', async () => {
    const response = await api.call('POST', '/api/auth/login', { rawBody: '{"email": ' })
    expect(response).toMatchObject({ status: 400, body: { message: 'Request body is not valid JSON' } })
  })

  it('refuses profile fields the owner may not set and changes nothing', async () => {
    const { token } = await signUp(api)
    for (const body of [{ subscription_tier: 'unlimited' }, { first_name: 'Ada', pitches_purchased: 100 }]) {
      const response = await api.put('/api/profile', body, token)
      expect(response.status).toBe(400)
      expect(response.body.message).toMatch(/Unrecognized key/)
    }
    const { profile } = (await api.get('/api/profile', token)).body
    expect(profile).toMatchObject({ subscription_tier: 'free', pitches_purchased: 0, first_name: '' })
  })

  it('refuses a name longer than 100 characters', async () => {
    const { token } = await signUp(api)
    const response = await api.put('/api/profile', { last_name: 'x'.repeat(101) }, token)
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(/at most 100/)
  })

  it('answers 401 without a token, with a forged token, and 404 for an unknown route', async () => {
    expect(await api.get('/api/profile')).toMatchObject({ status: 401, body: { message: 'Unauthorized' } })
    const { token } = await signUp(api)
    const [header, payload] = token.split('.')
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`
    expect((await api.get('/api/profile', forged)).status).toBe(401)
    expect(await api.get('/api/nothing-here', token)).toMatchObject({
      status: 404,
      body: { message: 'Not Found' },
    })
  })
})
