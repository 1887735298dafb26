/**
 * The page behind the unsubscribe link. It names no address (the link may be forwarded), asks once,
 * and posts to itself; a mail client's one-click POST skips the question.
 */
export function unsubscribePage(state: 'confirm' | 'done'): string {
  const content =
    state === 'confirm'
      ? `<h1>Unsubscribe</h1>
<p>Stop all e-mails sent through Pressroom to this address, from every sender?</p>
<form method="post"><button type="submit">Unsubscribe</button></form>`
      : `<h1>You are unsubscribed</h1>
<p>No one will e-mail this address through Pressroom again.</p>`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Unsubscribe · Pressroom</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1a1a2e}
button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:6px;background:#1a1a2e;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #7c8cff;outline-offset:2px}</style></head>
<body><main>${content}</main></body></html>`
}
