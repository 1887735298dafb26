import { describe, expect, it } from 'vitest'
import { ApiError } from './api-client'
import { serverMessage } from './error-message'

describe('serverMessage', () => {
  it("returns the API's message when the server refused the call", () => {
    expect(serverMessage(new ApiError('Company not found', 404), 'Failed to save changes')).toBe(
      'Company not found',
    )
  })

  it('falls back for failures the server did not explain, such as a lost connection', () => {
    expect(serverMessage(new TypeError('Failed to fetch'), 'Failed to save changes')).toBe(
      'Failed to save changes',
    )
  })

  it('falls back for a refusal without a message and for an unexpected server failure', () => {
    expect(serverMessage(new ApiError('API Error: Bad Request', 400), 'Failed')).toBe('Failed')
    expect(serverMessage(new ApiError('', 400), 'Failed')).toBe('Failed')
    expect(serverMessage(new ApiError('Internal server error', 500), 'Failed')).toBe('Failed')
    expect(serverMessage(new ApiError('Service temporarily unavailable', 503), 'Failed')).toBe(
      'Service temporarily unavailable',
    )
  })
})
