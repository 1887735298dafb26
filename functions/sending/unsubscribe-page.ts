export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid'

const CONTENT = {
  confirm: `<h1>Unsubscribe</h1>
<p>Stop all e-mails sent through Pressroom to this address, from every sender?</p>
<form method="post"><button type="submit">Unsubscribe</button></form>`,
  done: `<h1>You are unsubscribed</h1>
<p>No one will e-mail this address through Pressroom again.</p>`,
  // A link cut short by a mail client, or mistyped: the message's own link still works.
  invalid: `<h1>${INVALID_UNSUBSCRIBE_LINK}</h1>
<p>It may have been cut short when it was copied. Open the link at the foot of the e-mail itself, or
reply to the sender and ask to be removed.</p>`,
}

/**
 * The page behind the unsubscribe link. It names no address (the link may be forwarded), asks once,
 * and posts to itself; a mail client's one-click POST skips the question.
 */
export function unsubscribePage(state: keyof typeof CONTENT): string {
  const content = CONTENT[state]
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Unsubscribe · Pressroom</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1a1a2e}
button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:6px;background:#1a1a2e;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #7c8cff;outline-offset:2px}</style></head>
<body><main>${content}</main></body></html>`
}
