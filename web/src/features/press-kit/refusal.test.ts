import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api-client'
import { refusalText } from './refusal'

describe('refusalText', () => {
  it("gives the server's message for a refusal that has one", () => {
    expect(refusalText(new ApiError('Could not read that website', 400), 'Failed')).toBe(
      'Could not read that website',
    )
  })

  it('gives the generic text for a refusal without a message, a server failure and a network failure', () => {
    expect(refusalText(new ApiError('API Error: Bad Request', 400), 'Failed')).toBe('Failed')
    expect(refusalText(new ApiError('', 400), 'Failed')).toBe('Failed')
    expect(refusalText(new ApiError('Internal server error', 500), 'Failed')).toBe('Failed')
    expect(refusalText(new TypeError('Failed to fetch'), 'Failed')).toBe('Failed')
  })
})
