export const ACCOUNT_BLOCKED_HEADING = 'Account Blocked'
export const ACCOUNT_BLOCKED_MESSAGE =
  'Your account has been blocked due to duplicate content detection. If you believe this is a mistake, please contact support.'
