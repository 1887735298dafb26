import { createRequire, isBuiltin } from 'node:module'
import { dirname } from 'node:path'
import { build } from 'esbuild'
import { packageOf } from '../../functions/platform/wiring/installs'
import { lambdaEsbuildOptions } from '../../infra/aws/lambda-bundling'

/**
 * Left out of the bundles but never loaded by these functions on AWS: the render function's Chromium
 * (installed beside it alone), the embedded stack's PDF renderer, and the OpenSearch client (installed
 * beside the search groups when OpenSearch is enabled).
 */
const LOADED_ELSEWHERE = [
  '@sparticuz/chromium',
  'puppeteer-core',
  'playwright-core',
  '@opensearch-project/opensearch',
]

/**
 * The import paths a function's bundle leaves for Node to load that do not resolve beside its CDK asset
 * (`bundle`, the asset's index.mjs): found by bundling its entry again with the same options, the
 * packages it installs (`nodeModules`) left out as the CDK app leaves them out.
 */
export async function unresolvedImports(
  entry: string,
  bundle: string,
  installs: string[] = [],
): Promise<string[]> {
  const { metafile } = await build({
    ...lambdaEsbuildOptions(installs),
    entryPoints: [entry],
    write: false,
    outdir: '/tmp/unused',
    metafile: true,
    logLevel: 'silent',
  })
  const external = new Set(
    Object.values(metafile.inputs).flatMap((input) =>
      input.imports.filter((i) => i.external && !isBuiltin(i.path)).map((i) => i.path),
    ),
  )
  const besideBundle = createRequire(bundle)
  return [...external].filter((path) => {
    if (LOADED_ELSEWHERE.includes(packageOf(path))) return false
    try {
      return !besideBundle.resolve(path).startsWith(dirname(bundle))
    } catch {
      return true
    }
  })
}
