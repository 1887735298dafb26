/** One-line JSON logs, as CloudWatch reads them best. Quiet under tests unless LOG_LEVEL says otherwise. */
type Level = 'debug' | 'info' | 'warn' | 'error'
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 }

let threshold: Level = 'info'

export function setLogLevel(level: Level) {
  threshold = level
}

/**
 * What must never reach a log even inside an error's text: JWTs (access, id and refresh tokens), bearer
 * headers, and OpenAI, Stripe and webhook keys. A last line of defence; nothing logs them on purpose
 * (test/integration/secrets-in-logs.test.ts).
 */
const SECRET_PATTERNS = [
  /eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g,
  /\bBearer\s+[\w.~+/=-]+/gi,
  /\b(sk|rk|pk)[-_](live|test|proj)?[-_]?[\w-]{16,}/g,
  /\bwhsec_[\w]{8,}/g,
]

/**
 * E-mail addresses: a mail service's refusal names its recipient ('Address rejected: …'), and a
 * journalist's address has no place in a log line.
 */
const ADDRESS_PATTERN = /[\w.!#$%&'*+/=?^`{|}~-]+@[a-z0-9-]+(\.[a-z0-9-]+)+/gi

export const redactSecrets = (line: string) =>
  SECRET_PATTERNS.reduce((text, pattern) => text.replace(pattern, '[redacted]'), line).replace(
    ADDRESS_PATTERN,
    '[address]',
  )

function write(level: Level, message: string, fields: Record<string, unknown> = {}) {
  if (order[level] < order[threshold]) return
  const line = redactSecrets(JSON.stringify({ level, time: new Date().toISOString(), message, ...fields }))
  if (level === 'error' || level === 'warn') console.error(line)
  else console.log(line)
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
}
