import { LogFormatter, Logger, LogItem } from '@aws-lambda-powertools/logger'
import type { LogAttributes, LogLevel, UnformattedAttributes } from '@aws-lambda-powertools/logger/types'
import { correlationId } from './correlation'

type Level = 'debug' | 'info' | 'warn' | 'error'

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

/**
 * Powertools' standard keys (level, message, timestamp, service, cold_start, function_name,
 * function_request_id, xray_trace_id) and `correlation_id`, read from the work in hand rather than
 * from the logger: a consumer's records run side by side, each with its own (correlation.ts).
 */
class PressroomLogFormatter extends LogFormatter {
  formatAttributes(attributes: UnformattedAttributes, additional: LogAttributes): LogItem {
    const lambda = attributes.lambdaContext
    return new LogItem({
      attributes: {
        level: attributes.logLevel,
        message: attributes.message,
        timestamp: this.formatTimestamp(attributes.timestamp),
        service: attributes.serviceName,
        cold_start: lambda?.coldStart,
        function_name: lambda?.functionName,
        function_request_id: lambda?.awsRequestId,
        correlation_id: correlationId(),
        xray_trace_id: attributes.xRayTraceId,
      },
    }).addAttributes(additional)
  }
}

/**
 * One structured JSON line per entry, through Powertools' Logger: `logger.info(message, fields)`. Every
 * string in the line, error stacks included, is redacted as it is serialized. The level comes from
 * POWERTOOLS_LOG_LEVEL or LOG_LEVEL (INFO by default); the test stacks run at `warn`.
 */
export const logger = new Logger({
  serviceName: 'pressroom',
  // Upper-cased by the constructor; Powertools' own reading of the variables takes upper case only.
  logLevel: (process.env.POWERTOOLS_LOG_LEVEL || process.env.LOG_LEVEL || 'INFO') as LogLevel,
  logFormatter: new PressroomLogFormatter(),
  jsonReplacerFn: (_key, value) => (typeof value === 'string' ? redactSecrets(value) : value),
})

/** The level the configuration names (LOG_LEVEL, parsed), as the embedded stack and each Lambda set it. */
export function setLogLevel(level: Level) {
  logger.setLogLevel(level.toUpperCase() as Uppercase<Level>)
}
