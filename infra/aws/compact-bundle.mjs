// The second minifier pass over a Lambda bundle (decision 014), run by the CDK app after esbuild
// (AppFunction's afterBundling hook: `node infra/aws/compact-bundle.mjs <dir>/index.mjs`) and by
// npm run bench:bundles. esbuild keeps every declaration whose value it cannot prove free of side
// effects; the AWS SDK's generated schemas key their HTTP traits by a constant (`{ [_h]: [...] }`), so
// every operation's schema stays, used or not (S3's are 68 kB for the four operations Pressroom calls).
// Oxc's minifier (rolldown's) evaluates those keys and drops what nothing reads. It chains the source
// map, so stack traces still point at the TypeScript sources.
// JavaScript, not TypeScript: the hook runs it with a bare node, before anything is compiled.
import { existsSync, readFileSync, realpathSync, writeFileSync } from 'node:fs'
import { basename } from 'node:path'
import { pathToFileURL } from 'node:url'
import { minifySync } from 'rolldown/utils'

/** ES2024: what Node 22, the Lambdas' runtime, runs without lowering. */
const TARGET = 'es2024'

/**
 * Minifies the bundle in place, with its source map beside it (`<file>.map`) when there is one.
 * @param {string} file
 * @returns {{ before: number, after: number }} the bundle's size in bytes before and after
 */
export function compactBundle(file) {
  const code = readFileSync(file, 'utf8')
  const mapFile = `${file}.map`
  const inputMap = existsSync(mapFile) ? JSON.parse(readFileSync(mapFile, 'utf8')) : undefined
  const result = minifySync(basename(file), code, {
    module: true,
    compress: { target: TARGET },
    mangle: { toplevel: true },
    sourcemap: inputMap !== undefined,
    inputMap,
  })
  if (result.errors.length > 0) {
    throw new Error(`${file}: ${result.errors.map((error) => error.message).join('; ')}`)
  }
  let compacted = result.code
  if (inputMap && result.map) {
    writeFileSync(mapFile, JSON.stringify(result.map))
    compacted += `\n//# sourceMappingURL=${basename(mapFile)}\n`
  }
  writeFileSync(file, compacted)
  return { before: Buffer.byteLength(code), after: Buffer.byteLength(compacted) }
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  const files = process.argv.slice(2)
  // Run with nothing to do, the hook would leave the bundle as esbuild wrote it, over its budget.
  if (files.length === 0) throw new Error('Usage: node infra/aws/compact-bundle.mjs <bundle.mjs>...')
  for (const file of files) compactBundle(file)
}
