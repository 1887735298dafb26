import { MetricUnit, Metrics as PowertoolsMetrics } from '@aws-lambda-powertools/metrics'
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware'
import type { Metrics } from '../ports/metrics'
import { logger } from './logger'

/** The CloudWatch namespace of every Pressroom count; each function's are told apart by `service`. */
export const METRICS_NAMESPACE = 'Pressroom'

export interface FunctionMetrics {
  /** What the function's handlers and use cases count with (`deps.metrics`). */
  port: Metrics
  /** Powertools' logMetrics: the invocation's counts as one line in CloudWatch's embedded metric format. */
  middleware: ReturnType<typeof logMetrics>
}

/**
 * Counts are kept where Lambda runs the function. Anywhere else (the embedded stack, tests) they are
 * dropped, so stdout holds log lines alone; POWERTOOLS_METRICS_DISABLED turns them off in Lambda too.
 */
const inLambda = () => Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME)

/** Powertools' own notices go to the log, but one: most invocations count nothing, and it says so on each. */
const NOTHING_COUNTED = 'No application metrics to publish'
const notices = {
  debug: (message: unknown) => logger.debug(String(message)),
  info: (message: unknown) => logger.info(String(message)),
  warn: (message: unknown) => {
    if (!String(message).startsWith(NOTHING_COUNTED)) logger.warn(String(message))
  },
  error: (message: unknown) => logger.error(String(message)),
}

/** The counts of one function (an endpoint group, a consumer): Powertools' Metrics, `service` its name. */
export function functionMetrics(service: string): FunctionMetrics {
  const metrics = new PowertoolsMetrics({
    namespace: METRICS_NAMESPACE,
    serviceName: service,
    logger: notices,
  })
  return {
    port: {
      count(name, value = 1) {
        if (inLambda()) metrics.addMetric(name, MetricUnit.Count, value)
      },
    },
    middleware: logMetrics(metrics),
  }
}

/** For what counts nothing: the embedded stack's own pages and tools. */
export const noMetrics: Metrics = { count: () => {} }
