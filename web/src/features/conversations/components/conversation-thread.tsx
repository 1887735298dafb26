import { useEffect, useRef, useState } from 'react'
import { ANSWERABLE_KINDS, type ConversationMessage } from '../../../../../shared/contracts/conversations'
import { ErrorBanner } from '../../../components/ui/error-banner'
import { serverMessage } from '../../../lib/error-message'
import { conversationsApi } from '../api'
import { CONVERSATION_MESSAGES, formatSize, formatWhen, KIND_LINES, OUT_LABELS } from '../constants'
import { useAnswer, useConversation, useMarkRead } from '../use-conversations'
import '../conversations.css'

/**
 * A pitch's thread: what the founder sent and what came back, oldest first, with the newest message
 * scrolled into view once the journalist has written; auto-replies and bounces one line each; an answer box under it once the
 * journalist has written. Opening it marks the thread read.
 */
export function ConversationThread({ pitchId }: { pitchId: string }) {
  const thread = useConversation(pitchId)
  const markRead = useMarkRead()
  const latest = useRef<HTMLLIElement>(null)
  const unread = thread.data?.unread ?? 0
  const { mutate } = markRead
  useEffect(() => {
    if (unread > 0) mutate(pitchId)
  }, [unread, pitchId, mutate])
  const messages = thread.data?.messages ?? []
  const lastIn = messages.findLast((m) => m.direction === 'in')
  const newest = messages.at(-1)
  const replied = lastIn !== undefined
  const newestId = newest?.id
  // Once the journalist has written, the newest message is brought into view: on opening, when a reply
  // comes in while the thread is open, and after the founder's own answer.
  useEffect(() => {
    if (replied && newestId) latest.current?.scrollIntoView?.({ block: 'nearest' })
  }, [replied, newestId])

  if (thread.isPending) return <p className="muted">{CONVERSATION_MESSAGES.loading}</p>
  if (thread.isError)
    return (
      <p className="muted">
        {CONVERSATION_MESSAGES.loadFailed}{' '}
        <button type="button" className="link-button" onClick={() => void thread.refetch()}>
          Try again
        </button>
      </p>
    )
  if (messages.length === 0) return null
  return (
    <section className="pitch-dialog-section conversation" aria-labelledby={`conversation-${pitchId}`}>
      <h3 id={`conversation-${pitchId}`} className="overline">
        Conversation
      </h3>
      {!lastIn && <p className="muted">{CONVERSATION_MESSAGES.noReply}</p>}
      <ol className="conversation-thread">
        {messages.map((message) => (
          <li
            key={message.id}
            ref={message === newest ? latest : undefined}
            className={`conversation-message conversation-${message.direction}${message.read ? '' : ' unread'}`}
          >
            {KIND_LINES[message.kind] ? <FoldedLine message={message} /> : <FullMessage message={message} />}
          </li>
        ))}
      </ol>
      {messages.some((m) => m.direction === 'in' && ANSWERABLE_KINDS.has(m.kind)) && (
        <AnswerBox pitchId={pitchId} />
      )}
    </section>
  )
}

/** An auto-reply, out-of-office or bounce: one line, its words a click away. */
function FoldedLine({ message }: { message: ConversationMessage }) {
  return (
    <details className="conversation-line">
      <summary>
        {KIND_LINES[message.kind]} · {message.from.name || message.from.email} ·{' '}
        <time dateTime={message.at}>{formatWhen(message.at)}</time>
      </summary>
      <p className="conversation-text">{message.text}</p>
    </details>
  )
}

function FullMessage({ message }: { message: ConversationMessage }) {
  const who =
    message.direction === 'out'
      ? (OUT_LABELS[message.kind] ?? 'You')
      : message.from.name || message.from.email
  return (
    <article aria-label={`${who}, ${formatWhen(message.at)}`}>
      <header className="conversation-header">
        <strong>{who}</strong>
        {message.direction === 'in' && message.from.name && (
          <span className="muted"> {message.from.email}</span>
        )}
        <time className="muted" dateTime={message.at}>
          {formatWhen(message.at)}
        </time>
        {message.status && message.status !== 'sent' && (
          <span className="conversation-status">{statusText(message)}</span>
        )}
      </header>
      <p className="conversation-text">{message.text}</p>
      {message.quoted && (
        <details className="conversation-quoted">
          <summary>Show quoted text</summary>
          <p className="conversation-text">{message.quoted}</p>
        </details>
      )}
      {message.attachments.length > 0 && <Attachments message={message} />}
      {message.html_url && <HtmlView url={message.html_url} />}
    </article>
  )
}

const statusText = (message: ConversationMessage) =>
  message.status === 'queued' || message.status === 'sending'
    ? 'Sending...'
    : message.status === 'skipped'
      ? 'Not sent'
      : message.status === 'failed'
        ? 'Failed'
        : (message.status ?? '')

function Attachments({ message }: { message: ConversationMessage }) {
  const [error, setError] = useState<string | null>(null)
  return (
    <>
      <ul className="conversation-files" aria-label="Attachments">
        {message.attachments.map((file) => (
          <li key={file.id}>
            {file.url ? (
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  setError(null)
                  conversationsApi
                    .download(file.url ?? '', file.filename)
                    .catch((failure: unknown) =>
                      setError(serverMessage(failure, CONVERSATION_MESSAGES.fileFailed)),
                    )
                }}
              >
                {file.filename}
              </button>
            ) : (
              <span>{file.filename}</span>
            )}{' '}
            <span className="muted">
              {formatSize(file.size)}
              {file.refused ? ` · ${file.refused}` : ''}
            </span>
          </li>
        ))}
      </ul>
      {error && <ErrorBanner message={error} />}
    </>
  )
}

/** The message as it was sent, sanitised by the server, in a frame that may run nothing. */
function HtmlView({ url }: { url: string }) {
  const [view, setView] = useState<{ html: string; blockedImages: number; images: boolean } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const load = (images: boolean) => {
    setError(null)
    conversationsApi
      .html(url, images)
      .then((result) => setView({ ...result, images }))
      .catch(() => setError(CONVERSATION_MESSAGES.htmlFailed))
  }
  if (!view)
    return (
      <>
        <button type="button" className="link-button" onClick={() => load(false)}>
          View as sent
        </button>
        {error && <ErrorBanner message={error} />}
      </>
    )
  return (
    <div className="conversation-html">
      {view.blockedImages > 0 && !view.images && (
        <button type="button" className="link-button" onClick={() => load(true)}>
          Show {view.blockedImages === 1 ? 'the image' : `${view.blockedImages} images`} (the sender learns
          you opened it)
        </button>
      )}
      <iframe
        title="The message as sent"
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        srcDoc={view.html}
      />
    </div>
  )
}

function AnswerBox({ pitchId }: { pitchId: string }) {
  const answer = useAnswer(pitchId)
  const [body, setBody] = useState('')
  // One key per answer as written: the same words sent again after a failure go once, and words
  // changed since are another answer, with a key of its own (the server refuses a key reused for them).
  const attempt = useRef({ key: crypto.randomUUID(), body: '' })
  const [sent, setSent] = useState(false)
  return (
    <form
      className="conversation-answer"
      onSubmit={(event) => {
        event.preventDefault()
        if (!body.trim()) return
        setSent(false)
        // Compared as the server compares them: the words, without the blank space around them.
        if (attempt.current.body !== body.trim())
          attempt.current = { key: crypto.randomUUID(), body: body.trim() }
        answer.mutate(
          { body, key: attempt.current.key },
          {
            onSuccess: () => {
              setBody('')
              setSent(true)
              attempt.current = { key: crypto.randomUUID(), body: '' }
            },
          },
        )
      }}
    >
      <label htmlFor={`answer-${pitchId}`}>{CONVERSATION_MESSAGES.answerLabel}</label>
      <textarea
        id={`answer-${pitchId}`}
        rows={4}
        value={body}
        maxLength={20_000}
        onChange={(event) => setBody(event.target.value)}
      />
      {answer.isError && (
        <ErrorBanner message={serverMessage(answer.error, CONVERSATION_MESSAGES.answerFailed)} />
      )}
      {sent && (
        <p role="status" className="muted">
          {CONVERSATION_MESSAGES.sent}
        </p>
      )}
      <button type="submit" className="button" disabled={answer.isPending || !body.trim()}>
        {answer.isPending ? CONVERSATION_MESSAGES.sending : CONVERSATION_MESSAGES.send}
      </button>
    </form>
  )
}
