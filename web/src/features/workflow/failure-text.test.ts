import { describe, expect, it } from 'vitest'
import { WORKFLOW_MESSAGES } from '../../../../shared/contracts/workflow'
import { ApiError } from '../../lib/api-client'
import { failureText } from './failure-text'

describe('failureText', () => {
  it("shows the server's reason for a refusal", () => {
    expect(failureText(new ApiError('No valid pitches found', 404), WORKFLOW_MESSAGES.sendFailed)).toBe(
      'No valid pitches found',
    )
  })

  it("shows the operation's text for a server error or a network failure", () => {
    expect(failureText(new ApiError('Internal server error', 500), WORKFLOW_MESSAGES.moveFailed)).toBe(
      'Failed to move items',
    )
    expect(failureText(new TypeError('Failed to fetch'), WORKFLOW_MESSAGES.deleteFailed)).toBe(
      'Failed to delete items',
    )
  })
})
