import { describe, expect, it } from 'vitest'
import { ApiError } from './api-client'
import { shouldRetry } from './query-client'

describe('the query retry rule', () => {
  it('never asks again after a refusal, and once after a server or network failure', () => {
    expect(shouldRetry(0, new ApiError('Pitch not found', 404))).toBe(false)
    expect(shouldRetry(0, new ApiError('Internal server error', 500))).toBe(true)
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true)
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(false)
  })
})
