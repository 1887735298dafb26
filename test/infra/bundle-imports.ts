import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createRequire, isBuiltin } from 'node:module'
import { dirname, join } from 'node:path'
import { build, type Metafile } from 'esbuild'
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
 * What esbuild reads to bundle a function's entry with the CDK app's options, the packages it installs
 * (`nodeModules`) left out as the CDK app leaves them out: its inputs and their imports.
 */
export async function bundleInputs(entry: string, installs: string[] = []): Promise<Metafile> {
  const { metafile } = await build({
    ...lambdaEsbuildOptions(installs),
    entryPoints: [entry],
    write: false,
    outdir: '/tmp/unused',
    metafile: true,
    logLevel: 'silent',
  })
  return metafile
}

/**
 * The import paths a function's bundle leaves for Node to load that do not resolve beside its CDK asset
 * (`bundle`, the asset's index.mjs), from the inputs of the same bundling (bundleInputs).
 */
export function unresolvedImports(metafile: Metafile, bundle: string): string[] {
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

/** A bundle's JavaScript beside its CDK asset's index.mjs: the handler and every chunk (decision 044). */
export function bundleFiles(bundle: string): string[] {
  const chunks = join(dirname(bundle), 'chunks')
  const inChunks = existsSync(chunks) ? readdirSync(chunks).filter((f) => f.endsWith('.mjs')) : []
  return [bundle, ...inChunks.map((f) => join(chunks, f))]
}

/** All of a bundle's JavaScript, in bytes: what the size budget holds (BUNDLE_SIZE_BUDGET). */
export const bundleBytes = (bundle: string) =>
  bundleFiles(bundle).reduce((sum, file) => sum + statSync(file).size, 0)

/**
 * What a cold start reads: the handler's file and the chunks it imports statically, transitively (read
 * from esbuild's output, `from"./chunks/…"`; `import("./…")` is left for the first use).
 */
export function loadedAtStart(bundle: string): string[] {
  const seen = new Set<string>()
  const next = [bundle]
  for (let file = next.pop(); file !== undefined; file = next.pop()) {
    if (seen.has(file)) continue
    seen.add(file)
    const code = readFileSync(file, 'utf8')
    for (const [, path] of code.matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+\.mjs)"/g))
      if (path) next.push(join(dirname(file), path))
  }
  return [...seen]
}

/**
 * The ES modules of a bundle that start on their first call instead of with the bundle: those a
 * CommonJS `require()` reaches, and everything they import. esbuild wraps each of them (`__esm`), and V8
 * compiles a wrapped module's body a second time when it starts, at every cold start
 * (functions/platform/lambda-document-client.cjs).
 */
export function startedOnFirstCall(metafile: Metafile): string[] {
  const esm = (path: string) => metafile.inputs[path]?.format === 'esm'
  const next = Object.values(metafile.inputs).flatMap((input) =>
    input.imports.filter((i) => i.kind === 'require-call' && !i.external && esm(i.path)).map((i) => i.path),
  )
  const wrapped = new Set<string>()
  for (let path = next.pop(); path !== undefined; path = next.pop()) {
    if (wrapped.has(path)) continue
    wrapped.add(path)
    for (const i of metafile.inputs[path]?.imports ?? []) if (!i.external && esm(i.path)) next.push(i.path)
  }
  return [...wrapped].sort()
}

/**
 * What a `require` may still start on first call in a Lambda bundle (startedOnFirstCall): util-dynamodb,
 * which ElectroDB also requires and which imports nothing else, and the stand-in for ElectroDB's model
 * check (LAMBDA_BUNDLING.alias). Anything else is an ES module graph that a `require` starts late.
 */
export function startedLateBeyondExpected(metafile: Metafile): string[] {
  return startedOnFirstCall(metafile).filter(
    (path) => !/@aws-sdk\/util-dynamodb\/|functions\/platform\/lambda-jsonschema\.mjs$/.test(path),
  )
}
