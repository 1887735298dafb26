/** Accounts and their tokens (Cognito in AWS, cognito-local on the embedded stack). */
export interface Identity {
  /** Creates a confirmed account; ConflictError when the e-mail is taken. */
  signUp(email: string, password: string): Promise<{ userId: string }>
  /** UnauthorizedError with INCORRECT_CREDENTIALS for an unknown e-mail or a wrong password. */
  signIn(email: string, password: string): Promise<Tokens>
  /** A new access token for a refresh token; UnauthorizedError once the refresh token is revoked or expired. */
  refresh(refreshToken: string): Promise<Omit<Tokens, 'refreshToken'>>
  /** Revokes every refresh token of the account the access token belongs to. */
  signOut(accessToken: string): Promise<void>
}

export interface Tokens {
  accessToken: string
  refreshToken: string
  userId: string
}
