/** Typed failures a use case may raise; `http-errors` middleware turns each into its status and `{ message }`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = new.target.name
  }
}

export class ValidationError extends AppError {
  constructor(message: string) {
    super(400, message)
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(413, message)
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Unauthorized') {
    super(401, message)
  }
}

export class QuotaExceededError extends AppError {
  constructor(message: string) {
    super(402, message)
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string) {
    super(403, message)
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not Found') {
    super(404, message)
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message)
  }
}

/**
 * A request the server understood and will not carry out as asked: an Idempotency-Key already used
 * for a different request (422, as the IETF's Idempotency-Key header draft answers it).
 */
export class UnprocessableError extends AppError {
  constructor(message: string) {
    super(422, message)
  }
}

/** What a request that reuses another request's Idempotency-Key is told; nothing is done for it. */
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for a different request'

export class RateLimitedError extends AppError {
  constructor(
    message: string,
    /** Sent as Retry-After when the limit opens again with time (not a per-pitch maximum). */
    readonly retryAfterSeconds?: number,
  ) {
    super(429, message)
  }
}

/** An outside service (the pitch writer) failed; the founder may try again. */
export class UpstreamError extends AppError {
  constructor(message: string) {
    super(502, message)
  }
}
