import type { ConversationMessage } from '../../../../shared/contracts/conversations'

export const CONVERSATION_MESSAGES = {
  loading: 'Loading conversation...',
  loadFailed: 'The conversation could not be loaded.',
  noReply: 'No reply yet. When the journalist answers, it shows here and in your inbox.',
  fileFailed: 'The file could not be downloaded. Try again.',
  htmlFailed: 'This message could not be shown as it was sent.',
  answerLabel: 'Your answer',
  send: 'Send answer',
  sending: 'Sending...',
  sent: 'Answer sent',
  answerFailed: 'Your answer was not sent. Try again.',
  inboxEmpty: 'No replies yet. Replies to your pitches appear here.',
  inboxFilteredEmpty: 'Nothing here right now.',
  inboxLoadFailed: 'Your inbox could not be loaded.',
}

/** What came back, as one line when it is not a person writing. */
export const KIND_LINES: Partial<Record<ConversationMessage['kind'], string>> = {
  auto_reply: 'Automatic reply',
  out_of_office: 'Out of office',
  bounce_hard: 'Not delivered',
  bounce_soft: 'Delivery delayed',
  unsubscribe_or_complaint: 'Asked not to be contacted',
  other: 'Notice',
}

export const OUT_LABELS: Partial<Record<ConversationMessage['kind'], string>> = {
  pitch: 'Your pitch',
  follow_up: 'Your follow-up',
  message: 'Your message',
  reply: 'Your answer',
}

const dateTime = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

export const formatWhen = (iso: string) => dateTime.format(new Date(iso))

export const formatSize = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${(bytes / 1048576).toFixed(1)} MB`
