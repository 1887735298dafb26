import { describe, expect, it } from 'vitest'
import { Credentials, PASSWORD_EDGE_SPACE, PASSWORD_MAX_LENGTH, SignUpRequest } from './auth'

const passwordMessages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.filter((issue) => issue.path[0] === 'password').map((issue) => issue.message)

describe('the password in sign-in and sign-up', () => {
  it.each([
    ['sign-up', SignUpRequest],
    ['sign-in', Credentials],
  ])('%s: a password past the longest the user pool takes says so, not that it is required', (_, schema) => {
    const tooLong = schema.safeParse({ email: 'ada@example.com', password: 'p'.repeat(300) })
    expect(passwordMessages(tooLong)).toEqual(['Password must be at most 256 characters'])
    const longest = schema.safeParse({ email: 'ada@example.com', password: 'p'.repeat(PASSWORD_MAX_LENGTH) })
    expect(longest.success).toBe(true)
  })

  it('keeps "Password is required" for an empty password', () => {
    expect(passwordMessages(SignUpRequest.safeParse({ email: 'ada@example.com', password: '' }))).toContain(
      'Password is required',
    )
    expect(passwordMessages(Credentials.safeParse({ email: 'ada@example.com', password: '' }))).toEqual([
      'Password is required',
    ])
  })
})

describe('the password at sign-up', () => {
  it('refuses a space at either end, as Cognito does, and takes spaces inside', () => {
    for (const password of ['        ', ' correct horse', 'correct horse ', '\tcorrect horse'])
      expect(
        passwordMessages(SignUpRequest.safeParse({ email: 'ada@example.com', password })),
        password,
      ).toContain(PASSWORD_EDGE_SPACE)
    expect(
      SignUpRequest.safeParse({ email: 'ada@example.com', password: 'correct horse battery' }).success,
    ).toBe(true)
    // A line break inside: Cognito refuses it too.
    expect(
      passwordMessages(SignUpRequest.safeParse({ email: 'ada@example.com', password: 'correct\nhorse' })),
    ).toEqual(['Password cannot contain a line break'])
  })

  it('lets an existing password with a space at an end sign in: only sign-up holds the rule', () => {
    expect(Credentials.safeParse({ email: 'ada@example.com', password: ' old password ' }).success).toBe(true)
  })
})
