import { Duration, RemovalPolicy } from 'aws-cdk-lib'
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda'
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs'
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs'
import { Construct } from 'constructs'
import { LAMBDA_BUNDLING } from '../lambda-bundling'

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
 * One Pressroom Lambda: Node 22 on Graviton, bundled by the local esbuild into a single ES module, then
 * minified a second time.
 */
export class AppFunction extends Construct {
  readonly function: NodejsFunction

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id)
    // An explicit log group, so its retention is ours and it goes away with the stack.
    const logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    })
    const architecture = props.architecture ?? Architecture.ARM_64
    const { alias, ...bundling } = LAMBDA_BUNDLING
    this.function = new NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
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
      bundling: {
        // The shared options (target, main fields, require banner, minify, maps, externals, aliases, defines), also used
        // by npm run bench:bundles.
        ...bundling,
        esbuildArgs: { '--alias': Object.entries(alias).map(([name, module]) => `${name}=${module}`) },
        format: OutputFormat.ESM,
        nodeModules: props.nodeModules?.length ? props.nodeModules : undefined,
        // Installed modules with native binaries (sharp) must be the Lambda's, not the build machine's:
        // npm picks optional dependencies by these (npm 10's --os, --cpu and --libc).
        environment: props.nodeModules?.length ? installTarget(architecture) : undefined,
        forceDockerBundling: false,
      },
    })
  }
}

/** npm's settings to install packages for a Lambda of this architecture (Amazon Linux: glibc). */
export function installTarget(architecture: Architecture): Record<string, string> {
  return {
    npm_config_os: 'linux',
    npm_config_cpu: architecture === Architecture.X86_64 ? 'x64' : 'arm64',
    npm_config_libc: 'glibc',
  }
}
