import { spawnSync } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const repo = fileURLToPath(new URL('../../../', import.meta.url))
const biome = fileURLToPath(new URL('../../../node_modules/.bin/biome', import.meta.url))

/** Lints a file written for the test inside a feature's folder (and removed after), as `npm run lint` would. */
function lintProbe(relativePath: string, source: string) {
  const path = `${repo}${relativePath}`
  writeFileSync(path, source)
  try {
    const run = spawnSync(biome, ['lint', '--colors=off', relativePath], { cwd: repo, encoding: 'utf8' })
    return { status: run.status, output: `${run.stdout}${run.stderr}` }
  } finally {
    rmSync(path, { force: true })
  }
}

const MESSAGE = "A feature does not import another feature's internals"

describe('feature boundaries', () => {
  it("fails the lint on a feature reaching into another feature's files, from its folder or a component", () => {
    const fromFolder = lintProbe(
      'web/src/features/pitches/boundary-probe.ts',
      "import { usePauses } from '../automation/use-automation'\n\nexport const probe = usePauses\n",
    )
    expect(fromFolder.status).not.toBe(0)
    expect(fromFolder.output).toContain(MESSAGE)

    const fromComponent = lintProbe(
      'web/src/features/workflow/components/boundary-probe.tsx',
      "import { AnalyticsScreen } from '../../analytics/components/analytics-screen'\n\nexport const probe = AnalyticsScreen\n",
    )
    expect(fromComponent.status).not.toBe(0)
    expect(fromComponent.output).toContain(MESSAGE)
  }, 30_000)

  it("lets a feature use another's index.ts and the shared lib and components", () => {
    const allowed = lintProbe(
      'web/src/features/workflow/components/boundary-probe.tsx',
      [
        "import { AnalyticsSummary } from '../../analytics'",
        "import { LoadingState } from '../../../components/ui/loading-state'",
        "import { queryKeys } from '../../../lib/query-keys'",
        "import { workflowApi } from '../api'",
        '',
        'export const probe = [AnalyticsSummary, LoadingState, queryKeys, workflowApi]',
        '',
      ].join('\n'),
    )
    expect(allowed.output).not.toContain(MESSAGE)
    expect(allowed.status).toBe(0)
  }, 30_000)
})

describe('zod, through shared/contracts/zod.ts', () => {
  const probes = [
    { file: 'functions/platform/zod-probe.ts', wrapper: '../../shared/contracts/zod' },
    { file: 'web/src/features/pitches/zod-probe.ts', wrapper: '../../../../shared/contracts/zod' },
  ]

  it("fails the lint on any import of zod itself (classic or mini), in the server code and in a feature (biome.json holds the rule twice: the features override replaces its options), and passes the wrapper's namespace", () => {
    for (const { file, wrapper } of probes) {
      for (const refused of [
        "import { z } from 'zod'",
        "import z from 'zod'",
        "import * as z from 'zod'",
        "import * as z from 'zod/mini'",
        "import * as z from 'zod/v4'",
      ]) {
        const direct = lintProbe(file, `${refused}\n\nexport const probe = z.string()\n`)
        expect(direct.status, `${file}: ${refused}`).not.toBe(0)
        expect(direct.output).toContain('Import zod through shared/contracts/zod.ts')
      }
      const named = lintProbe(file, `import { z } from '${wrapper}'\n\nexport const probe = z.string()\n`)
      expect(named.status, `${file}: named z`).not.toBe(0)
      expect(named.output).toContain('Import zod as a namespace')

      const namespace = lintProbe(
        file,
        `import * as z from '${wrapper}'\n\nexport const probe = z.string()\n`,
      )
      expect(namespace.output).not.toContain('Import zod')
      expect(namespace.status, file).toBe(0)
    }
  }, 60_000)
})
