/** Everything one outgoing e-mail says; the builder turns it into RFC 5322 MIME. */
export interface MessageSpec {
  from: { name: string; address: string }
  to: { name: string; address: string }
  /** The per-send address replies come back to: reply+<token>@<reply domain>. */
  replyTo: string
  subject: string
  /** Plain text as the founder wrote it; paragraphs separated by blank lines. */
  body: string
  /** Without angle brackets: <id@domain> is written around it. */
  messageId: string
  /** The message this one continues, for a follow-up in the same thread. */
  inReplyTo?: string
  /** The thread's Message-IDs before `inReplyTo`, oldest first; it is added at the end. */
  references?: string[]
  unsubscribeUrl: string
  date: Date
}

export const ONE_CLICK = 'List-Unsubscribe=One-Click'

/** Said above the unsubscribe link at the foot of every message. */
const FOOTER = 'You can stop all e-mails sent through Pressroom to this address:'

/** A message's plain text as its journalist reads it: the founder's words, then the unsubscribe link. */
export const plainText = (body: string, unsubscribeUrl: string) =>
  `${body}\n\n--\n${FOOTER} ${unsubscribeUrl}\n`

/**
 * Builds one message: text and HTML parts, Reply-To with the send's token, threading headers, and
 * RFC 8058 one-click unsubscribe headers beside a visible unsubscribe link. Every send goes through here.
 */
export async function buildMessage(spec: MessageSpec): Promise<Buffer> {
  // Imported on the first send rather than at start: most requests of the groups that send never do.
  const { default: MailComposer } = await import('nodemailer/lib/mail-composer')
  const composer = new MailComposer({
    from: spec.from,
    to: spec.to,
    replyTo: spec.replyTo,
    subject: spec.subject,
    messageId: `<${spec.messageId}>`,
    date: spec.date,
    inReplyTo: spec.inReplyTo ? `<${spec.inReplyTo}>` : undefined,
    references: spec.inReplyTo ? referencesOf(spec.references ?? [], spec.inReplyTo) : undefined,
    text: plainText(spec.body, spec.unsubscribeUrl),
    html: htmlOf(spec.body, FOOTER, spec.unsubscribeUrl),
    headers: {
      'List-Unsubscribe': `<${spec.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': ONE_CLICK,
    },
  })
  return composer.compile().build()
}

/** RFC 5322: the thread's References, then the message answered, each once. */
function referencesOf(earlier: string[], inReplyTo: string) {
  return [...new Set([...earlier.filter((id) => id !== inReplyTo), inReplyTo])].map((id) => `<${id}>`)
}

function htmlOf(body: string, footer: string, unsubscribeUrl: string): string {
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((p) => `<p>${escapeHtml(p.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('\n')
  const link = `<a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a>`
  return `<!doctype html><html><body>\n${paragraphs}\n<hr>\n<p style="font-size:12px;color:#666">${escapeHtml(footer)} ${link}</p>\n</body></html>`
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
