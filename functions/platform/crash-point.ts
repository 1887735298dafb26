/**
 * A test-only crash: the embedded stack started for tests with PRESSROOM_TEST_CRASH_AT=<name> dies at
 * once (SIGKILL, nothing finished, nothing logged) on reaching the point of that name, as a Lambda that
 * crashed or timed out there would, so a test can restart it on the same data and redeliver. Never in
 * AWS: the Lambda bundles define PRESSROOM_HOST as 'lambda', which drops the rest of the body.
 */
export function crashPoint(name: string) {
  if (process.env.PRESSROOM_HOST === 'lambda') return
  if (process.env.PRESSROOM_TEST_CRASH_AT === name) process.kill(process.pid, 'SIGKILL')
}
