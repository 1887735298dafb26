import * as z from './zod'

/** E-mail as the login form sends it: trimmed and compared case-insensitively. */
export const Email = z.pipe(
  z.string({ error: 'Email is required' }).check(z.trim(), z.toLowerCase()),
  z.email({ error: 'Please enter a valid email address' }).check(z.maxLength(254)),
)

/** The longest password the user pool takes (Cognito: 256 characters). */
export const PASSWORD_MAX_LENGTH = 256
/**
 * Its own message: without one, a check takes the schema-wide `error` of z.string(), and a 300-character
 * password was told 'Password is required'.
 */
const passwordMaxLength = z.maxLength(PASSWORD_MAX_LENGTH, {
  error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
})

export const Credentials = z.strictObject({
  email: Email,
  password: z
    .string({ error: 'Password is required' })
    .check(z.minLength(1, { error: 'Password is required' }), passwordMaxLength),
})
export type Credentials = z.infer<typeof Credentials>

export const PASSWORD_EDGE_SPACE = 'Password cannot begin or end with a space'

/**
 * Sign-up adds the password policy the user pool enforces: at least 8 characters, and no space at either
 * end (Cognito refuses one there, cognito-local does not: without this check, a password the embedded
 * stack took would fail in AWS).
 */
export const SignUpRequest = z.extend(Credentials, {
  password: z.string({ error: 'Password is required' }).check(
    z.minLength(1, { error: 'Password is required' }),
    z.minLength(8, { error: 'Password must be at least 8 characters' }),
    passwordMaxLength,
    // Cognito's own rule, ^[\S]+.*[\S]+$ in Java's regex: no space, tab or line break at either end,
    // and no line break inside.
    z.regex(/^[^ \t\n\v\f\r](.*[^ \t\n\v\f\r])?$/s, { error: PASSWORD_EDGE_SPACE }),
    z.regex(/^[^\n\r\u0085\u2028\u2029]*$/, { error: 'Password cannot contain a line break' }),
  ),
})
export type SignUpRequest = z.infer<typeof SignUpRequest>

export const RefreshRequest = z.strictObject({
  refreshToken: z.string().check(z.minLength(1, { error: 'refreshToken is required' })),
})

export const LogoutRequest = z.strictObject({ refreshToken: z.optional(z.string().check(z.minLength(1))) })

export const User = z.object({ id: z.string(), email: z.string() })
export type User = z.infer<typeof User>

/** Answer of sign-up and login: the access token (`token`) and the refresh token that renews it. */
export const Session = z.object({ token: z.string(), refreshToken: z.string(), user: User })
export type Session = z.infer<typeof Session>

export const RefreshedSession = z.object({ token: z.string(), user: User })
export type RefreshedSession = z.infer<typeof RefreshedSession>

export const MeResponse = z.object({ user: User })

export const INCORRECT_CREDENTIALS = 'Incorrect email or password'
export const EMAIL_TAKEN = 'An account with this email already exists'
