import { spawnSync } from 'node:child_process'
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { AssetHashType, DockerImage, Duration, type ILocalBundling, RemovalPolicy } from 'aws-cdk-lib'
import { Architecture, Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda'
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs'
import { Construct } from 'constructs'
import { buildSync } from 'esbuild'
import { LAMBDA_HANDLER_FILE, lambdaBuildOptions } from '../lambda-bundling'

/** The repository: the entries' root, its package.json and lock file (what the installs are pinned to). */
const PROJECT_ROOT = fileURLToPath(new URL('../../..', import.meta.url))

export interface AppFunctionProps {
  /** Absolute path of the source file that exports `handler`. */
  entry: string
  environment: Record<string, string>
  description?: string
  /** MB; 512 unless the function needs more (Chromium does). */
  memorySize?: number
  timeout?: Duration
  /** Packages installed beside the bundle instead of bundled into it (binaries esbuild cannot bundle). */
  nodeModules?: string[]
  /** Graviton unless a binary the function ships is built for x86 only (@sparticuz/chromium). */
  architecture?: Architecture
}

/**
 * One Pressroom Lambda: Node 22 on Graviton, bundled by the local esbuild into ES modules: index.mjs and
 * the chunks it imports on first use (decision 044), with the packages it leaves out installed beside it.
 */
export class AppFunction extends Construct {
  readonly function: LambdaFunction

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id)
    // An explicit log group, so its retention is ours and it goes away with the stack.
    const logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    })
    const architecture = props.architecture ?? Architecture.ARM_64
    this.function = new LambdaFunction(this, 'Function', {
      code: lambdaCode(props.entry, props.nodeModules ?? [], architecture),
      handler: 'index.handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      logGroup,
      environment: {
        ...props.environment,
        // Stack traces in the logs point at the TypeScript sources, not the minified bundle.
        NODE_OPTIONS: '--enable-source-maps',
      },
    })
  }
}

/**
 * The function's asset, built on this machine: NodejsFunction writes one file (esbuild's `--outfile`) and
 * cannot split, so the app calls esbuild itself with the options `npm run bench:bundles` measures
 * (lambdaBuildOptions), then installs `nodeModules` beside the bundle as NodejsFunction did: their
 * versions from package.json, pinned by the lock file, for the Lambda's platform.
 */
export function lambdaCode(entry: string, nodeModules: string[], architecture: Architecture): Code {
  return Code.fromAsset(PROJECT_ROOT, {
    // Hashed by what is deployed, as NodejsFunction hashes its output.
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Never pulled: the local bundling below always runs.
      image: DockerImage.fromRegistry('dummy'),
      local: new LocalBundle(relative(PROJECT_ROOT, entry), nodeModules, architecture.name),
    },
  })
}

/**
 * esbuild on this machine. CDK caches a bundling by its options as JSON, so what tells one function's
 * bundle from another's is kept in fields (a method does not serialize): otherwise every function would
 * get the first one's asset.
 */
class LocalBundle implements ILocalBundling {
  constructor(
    readonly entry: string,
    readonly nodeModules: string[],
    readonly architecture: string,
  ) {}

  tryBundle(outputDir: string): boolean {
    buildSync({
      ...lambdaBuildOptions(this.entry, outputDir, this.nodeModules),
      absWorkingDir: PROJECT_ROOT,
      logLevel: 'error',
    })
    if (this.nodeModules.length) installBeside(outputDir, this.nodeModules, this.architecture)
    return true
  }
}

/** `npm ci` of these packages in the bundle's directory, at the versions the repository locks. */
function installBeside(outputDir: string, packages: string[], architecture: string) {
  const { dependencies = {} } = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>
  }
  const wanted = Object.fromEntries(
    packages.map((name) => {
      const version = dependencies[name]
      if (!version)
        throw new Error(`${name} is installed beside a Lambda but is not a dependency in package.json`)
      return [name, version]
    }),
  )
  writeFileSync(join(outputDir, 'package.json'), JSON.stringify({ dependencies: wanted }))
  copyFileSync(join(PROJECT_ROOT, 'package-lock.json'), join(outputDir, 'package-lock.json'))
  const install = spawnSync('npm', ['ci'], {
    cwd: outputDir,
    env: {
      ...process.env,
      ...installTarget(architecture === Architecture.X86_64.name ? Architecture.X86_64 : Architecture.ARM_64),
    },
    stdio: ['ignore', process.stderr, 'inherit'],
  })
  if (install.status !== 0) throw new Error(`npm ci beside ${LAMBDA_HANDLER_FILE} failed (${install.status})`)
}

/** npm's settings to install packages for a Lambda of this architecture (Amazon Linux: glibc). */
export function installTarget(architecture: Architecture): Record<string, string> {
  return {
    npm_config_os: 'linux',
    npm_config_cpu: architecture === Architecture.X86_64 ? 'x64' : 'arm64',
    npm_config_libc: 'glibc',
  }
}
