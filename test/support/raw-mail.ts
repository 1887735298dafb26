/**
 * A raw RFC 5322 message for the mail reader's and classifier's tests: the given headers over a few
 * defaults (a journalist writing to a founder), in UTF-8 as RFC 6532 allows, CRLF line ends; the body
 * as UTF-8 text or as bytes.
 */
export function rawMail(headers: Record<string, string>, body: string | Buffer): Buffer {
  const all = {
    From: 'Dana Reed <dana@newsdesk.example>',
    To: 'founder@pressroom.example',
    Date: 'Mon, 24 Feb 2025 09:30:00 +0100',
    'MIME-Version': '1.0',
    'Content-Type': 'text/plain; charset=utf-8',
    ...headers,
  }
  const head = Object.entries(all)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n')
  const bytes = typeof body === 'string' ? Buffer.from(body.replace(/\r?\n/g, '\r\n'), 'utf8') : body
  return Buffer.concat([Buffer.from(`${head}\r\n\r\n`, 'utf8'), bytes, Buffer.from('\r\n')])
}
