import { Validations } from 'aws-cdk-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { NAG_ACKNOWLEDGMENTS, PressroomNagChecks } from '../../infra/aws/nag-suppressions'
import { createPressroomApp } from './pressroom-test-app'

// One synth of the whole app per stage with the plugin bin/app.ts registers (bundling skipped).
function synthWithNag(context: Record<string, string>) {
  const { app } = createPressroomApp({ context })
  const checks = new PressroomNagChecks()
  Validations.of(app).addPlugins(checks)
  let error: unknown
  try {
    app.synth()
  } catch (caught) {
    error = caught
  }
  return { checks, error }
}

const readable = (checks: PressroomNagChecks) =>
  checks.findings.map(
    (finding) => `${finding.severity} ${finding.rule} at ${finding.path}: ${finding.description}`,
  )

describe('cdk-nag (AwsSolutions) on the synthesized app', () => {
  let dev: ReturnType<typeof synthWithNag>
  let prod: ReturnType<typeof synthWithNag>
  // With search on OpenSearch Service (`-c search=opensearch`): its domain in each stage's size.
  let devSearch: ReturnType<typeof synthWithNag>
  let prodSearch: ReturnType<typeof synthWithNag>
  const prodContext = {
    stage: 'prod',
    appUrl: 'https://app.pressroom.example',
    alarmEmail: 'ops@pressroom.example',
  }

  beforeAll(() => {
    dev = synthWithNag({})
    prod = synthWithNag(prodContext)
    devSearch = synthWithNag({ search: 'opensearch' })
    prodSearch = synthWithNag({ ...prodContext, search: 'opensearch' })
  }, 360_000)

  it('leaves no error or warning unacknowledged in the dev stage, and the synth passes', () => {
    expect(readable(dev.checks)).toEqual([])
    expect(dev.error).toBeUndefined()
  })

  it('leaves no error or warning unacknowledged in the prod stage with an app URL and alarm e-mail', () => {
    expect(readable(prod.checks)).toEqual([])
    expect(prod.error).toBeUndefined()
  })

  it('leaves none unacknowledged with search on OpenSearch Service, in either stage', () => {
    expect(readable(devSearch.checks)).toEqual([])
    expect(devSearch.error).toBeUndefined()
    expect(readable(prodSearch.checks)).toEqual([])
    expect(prodSearch.error).toBeUndefined()
  })

  it("acknowledges a search domain's missing zones and masters in dev only: prod's domain has both", () => {
    const onDomain = (run: ReturnType<typeof synthWithNag>) =>
      NAG_ACKNOWLEDGMENTS.filter((entry) => entry.when && (run.checks.applied.get(entry) ?? 0) > 0)
    expect(onDomain(devSearch)).toHaveLength(1)
    expect(onDomain(prodSearch)).toEqual([])
  })

  it('uses every acknowledgment, so none outlives the finding it was written for', () => {
    const runs = [dev, prod, devSearch, prodSearch]
    const unused = NAG_ACKNOWLEDGMENTS.filter((entry) =>
      runs.every((run) => (run.checks.applied.get(entry) ?? 0) === 0),
    ).map((entry) => `${entry.rule} at ${entry.path}`)
    expect(unused).toEqual([])
  })

  it('gives each acknowledgment a one-line reason', () => {
    for (const { reason } of NAG_ACKNOWLEDGMENTS) {
      expect(reason).not.toMatch(/\n/)
      expect(reason.length).toBeGreaterThan(20)
      expect(reason.length).toBeLessThan(200)
    }
  })
})
