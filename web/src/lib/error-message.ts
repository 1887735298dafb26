/** The failure text the specification asks for: the thrown message, else a generic one. */
export function errorMessage(error: unknown, fallback = 'An error occurred'): string {
  return error instanceof Error && error.message ? error.message : fallback
}
