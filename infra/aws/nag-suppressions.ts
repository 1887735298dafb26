import {
  type IPolicyValidationContext,
  type IPolicyValidationPlugin,
  type PolicyValidationPluginReport,
  Stack,
  Validations,
} from 'aws-cdk-lib'
import { CfnDomain } from 'aws-cdk-lib/aws-opensearchservice'
import { AwsSolutionsChecks } from 'cdk-nag'
import type { IConstruct } from 'constructs'

/**
 * Every cdk-nag (AwsSolutions) finding Pressroom accepts, and why, in one place. `rule` matches a rule id
 * or one finding of it (`AwsSolutions-IAM5[Action::s3:GetObject*]`), `path` the construct path of the
 * resources it is accepted on. Anything not listed fails `npm test` (test/infra/cdk-nag.test.ts) and
 * `cdk synth`/`cdk deploy` (bin/app.ts registers PressroomNagChecks).
 */
export interface NagAcknowledgment {
  rule: RegExp
  path: RegExp
  reason: string
  /** Only on resources configured so (a one-node dev search domain), where the path alone cannot tell. */
  when?: (resource: IConstruct) => boolean
}

/** An OpenSearch domain of one data node: the dev stage's, which has no zones or masters to spread. */
const oneNodeDomain = (resource: IConstruct) =>
  resource instanceof CfnDomain &&
  (Stack.of(resource).resolve(resource.clusterConfig) as { instanceCount?: number } | undefined)
    ?.instanceCount === 1

/** Our own functions, as opposed to the handlers aws-cdk-lib adds for its custom resources. */
const OUR_FUNCTIONS =
  /^Pressroom-(Api\/\w+Endpoints|Mail\/(SendConsumer|InboundMailHandler|DeliveryEventsHandler)|Render\/KitRenderer\/Function|Feeds\/FeedReader\/Function)\/Function\//
/** aws-cdk-lib's own handlers: the site upload (BucketDeployment) and S3 event notification set-up. */
const CDK_HANDLERS = /^Pressroom-(Web\/Custom::CDKBucketDeployment|Mail\/BucketNotificationsHandler)/

export const NAG_ACKNOWLEDGMENTS: NagAcknowledgment[] = [
  // Identity
  {
    rule: /^AwsSolutions-COG1$/,
    path: /^Pressroom-Auth\/UserPool\//,
    reason:
      'The sign-up contract promises "at least 8 characters" only (shared/contracts/auth.ts); guessing is rate-limited per e-mail and address (decision 007).',
  },
  {
    rule: /^AwsSolutions-COG2$/,
    path: /^Pressroom-Auth\/UserPool\//,
    reason:
      'The specification has no second factor; e-mail and password sign-in is the product as specified.',
  },
  {
    rule: /^AwsSolutions-COG8$/,
    path: /^Pressroom-Auth\/UserPool\//,
    reason:
      "Cognito's Plus plan is charged per monthly active user; sign-in abuse is limited by the app's own counters (decision 007).",
  },
  // API
  {
    rule: /^AwsSolutions-APIG4$/,
    path: /^Pressroom-Api\/(GET|POST|PUT|PATCH|DELETE)-/,
    reason:
      'Declared public in its endpoint group (route.public): sign-up and sign-in, unsubscribe links, public kit pages, plans, the launch-week ticker and the Stripe webhook (signature-checked).',
  },
  {
    rule: /^AwsSolutions-SMG4$/,
    path: /^Pressroom-Api\/AppSecrets\//,
    reason:
      'Holds OpenAI and Stripe API keys, which only those providers can rotate; the operator rotates them there and updates the secret.',
  },
  // Queues
  {
    rule: /^AwsSolutions-SQS3$/,
    path: /^Pressroom-Mail\/Scheduler\/DeadLetterQueue\//,
    reason:
      "It is a dead-letter queue: EventBridge Scheduler's, named on each schedule (SCHEDULER_DEAD_LETTER_ARN), not an SQS redrive cdk-nag can see.",
  },
  {
    rule: /^AwsSolutions-SQS3$/,
    path: /^Pressroom-Mail\/InboundDeadLetterQueue\//,
    reason:
      "It is a dead-letter queue: the inbound mail Lambda's on-failure destination for S3's asynchronous invocations, not an SQS redrive.",
  },
  // Functions
  {
    rule: /^AwsSolutions-L1$/,
    path: OUR_FUNCTIONS,
    reason:
      'Node 22 is the runtime the bundles target (esbuild node22) and the code is tested on; moving to Node 24 is a tested change, not a flag.',
  },
  {
    rule: /^AwsSolutions-IAM4\[Policy::arn:<AWS::Partition>:iam::aws:policy\/service-role\/AWSLambdaBasicExecutionRole\]$/,
    path: OUR_FUNCTIONS,
    reason:
      'AWSLambdaBasicExecutionRole only lets the function write its own logs (CreateLogStream, PutLogEvents); a copy of it would say the same.',
  },
  {
    rule: /^AwsSolutions-IAM5\[Resource::.*Table\w*\/index\/\*\]$/,
    path: OUR_FUNCTIONS,
    reason:
      "The table's own global indexes (gsi1-gsi3), which the queries use; CDK's table grants name them <table ARN>/index/*.",
  },
  {
    rule: /^AwsSolutions-IAM5\[Action::s3:(GetObject|GetBucket|List|DeleteObject|Abort|PutObject)\*\]$/,
    path: OUR_FUNCTIONS,
    reason:
      "CDK's bucket grants (grantRead, grantReadWrite, grantPut, grantDelete) use these action families, each on one bucket and key prefix.",
  },
  {
    rule: /^AwsSolutions-IAM5\[Resource::.*AssetsBucket\w*\/(kits|search|exports|downloads|conversations)\/\*\]$/,
    path: OUR_FUNCTIONS,
    reason:
      'Objects under one prefix of the assets bucket, each granted alone (BUCKET_NEEDS): keys are made at run time per user and kit, import version, export, or pitch and received message.',
  },
  {
    rule: /^AwsSolutions-IAM5\[Resource::<InboundBucket\w*\.Arn>\/\*\]$/,
    path: /^Pressroom-Mail\/InboundMailHandler\//,
    reason: 'Raw replies in the inbound bucket, whose keys SES makes for each message it receives.',
  },
  {
    rule: /^AwsSolutions-IAM5\[Resource::arn:<AWS::Partition>:scheduler:<AWS::Region>:<AWS::AccountId>:schedule\/\w+-Scheduler-Group-\w+\/\*\]$/,
    path: OUR_FUNCTIONS,
    reason:
      'One-off schedules are named at run time (one per send or follow-up); the grant covers only Pressroom’s own schedule group.',
  },
  {
    rule: /^AwsSolutions-IAM5\[Resource::arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity\/\*\]$/,
    path: OUR_FUNCTIONS,
    reason:
      "Founders' domains are SES identities made at run time (decision 043); each grant holds only for ones with Pressroom's tag.",
  },
  // aws-cdk-lib's custom resource handlers
  {
    rule: /^AwsSolutions-(L1|IAM4\[Policy::arn:<AWS::Partition>:iam::aws:policy\/service-role\/AWSLambdaBasicExecutionRole\])$/,
    path: CDK_HANDLERS,
    reason:
      "A handler aws-cdk-lib writes and versions for its own custom resource; its runtime and role are not this app's to set.",
  },
  {
    rule: /^AwsSolutions-IAM5\[(Action::s3:(GetObject|GetBucket|List|DeleteObject|Abort)\*|Resource::\*|Resource::<SiteBucket\w*\.Arn>\/\*|Resource::arn:<AWS::Partition>:s3:::cdk-[\w-]+-assets-<AWS::AccountId>-<AWS::Region>\/\*)\]$/,
    path: /^Pressroom-Web\/Custom::CDKBucketDeployment/,
    reason:
      "BucketDeployment copies the build from CDK's asset bucket into the site bucket and invalidates the distribution (CreateInvalidation takes no resource ARN).",
  },
  // Search past one Lambda (-c search=opensearch, decision 010)
  {
    rule: /^AwsSolutions-OS1$/,
    path: /^Pressroom-Data\/Search\/Domain\//,
    reason:
      'The functions run outside a VPC (no NAT gateway to pay for); the endpoint takes only requests signed by this account (SearchDomainProps.vpc moves it into one).',
  },
  {
    rule: /^AwsSolutions-OS3$/,
    path: /^Pressroom-Data\/Search\/Domain\//,
    reason:
      'Its callers are Lambda functions, which have no fixed addresses to allow; access is by IAM identity of this account, granted to the two search groups only.',
  },
  {
    rule: /^AwsSolutions-OS(4|7)$/,
    path: /^Pressroom-Data\/Search\/Domain\//,
    when: oneNodeDomain,
    reason:
      "The dev stage's one t3.small node (about $28 a month) has no replica to spread across zones or masters to elect; prod has both (SEARCH_DOMAIN_SIZES).",
  },
  {
    rule: /^AwsSolutions-IAM5\[Resource::Pressroom-Data:ExportsOutputFnGetAttSearchDomain\w+\/\*\]$/,
    path: /^Pressroom-Api\/(Discovery|Journalists)Endpoints\/Function\//,
    reason:
      'HTTP paths on the one search domain: the import makes an index per journalist version at run time, and the search reads it through an alias.',
  },
  // CloudFront
  {
    rule: /^AwsSolutions-CFR1$/,
    path: /^Pressroom-Web\/Distribution\//,
    reason: 'Founders and journalists are anywhere; no country is excluded.',
  },
  {
    rule: /^AwsSolutions-CFR2$/,
    path: /^Pressroom-Web\/Distribution\//,
    reason:
      'A WAF web ACL costs $5 a month plus $1 a rule at rest; the API stage is throttled and sign-in and sign-up are rate-limited in the app (decision 007).',
  },
  {
    rule: /^AwsSolutions-CFR4$/,
    path: /^Pressroom-Web\/Distribution\//,
    reason:
      'Served on the default *.cloudfront.net certificate, where CloudFront fixes the minimum at TLSv1; a custom domain with an ACM certificate can require TLSv1.2_2021.',
  },
]

export interface NagFinding {
  rule: string
  path: string
  severity: string
  description: string
}

/** Runs the AwsSolutions pack over the construct tree: every finding not yet acknowledged. */
export function nagFindings(app: IConstruct): NagFinding[] {
  const report = new AwsSolutionsChecks(app).validateScope(app)
  return report.violations.flatMap((violation) =>
    violation.violatingResources.map((resource) => ({
      rule: violation.ruleName,
      path: resource.constructPath ?? '',
      severity: violation.severity ?? 'error',
      description: violation.description,
    })),
  )
}

/**
 * Acknowledges each finding an entry of NAG_ACKNOWLEDGMENTS covers, on the resource it was found on (not
 * the stack). Run after synthesis has resolved cross-stack references: a finding names the resource as
 * the template does (`Pressroom-Data:ExportsOutput…`), not as the unresolved token. Returns how often
 * each entry applied.
 */
export function acknowledgeNagFindings(app: IConstruct): Map<NagAcknowledgment, number> {
  const constructs = new Map(app.node.findAll().map((construct) => [construct.node.path, construct]))
  const applied = new Map(NAG_ACKNOWLEDGMENTS.map((entry) => [entry, 0]))
  for (const finding of nagFindings(app)) {
    const construct = constructs.get(finding.path)
    const entry =
      construct &&
      NAG_ACKNOWLEDGMENTS.find(
        ({ rule, path, when }) =>
          rule.test(finding.rule) && path.test(finding.path) && (!when || when(construct)),
      )
    if (!entry || !construct) continue
    Validations.of(construct).acknowledge({ id: finding.rule, reason: entry.reason })
    applied.set(entry, (applied.get(entry) ?? 0) + 1)
  }
  return applied
}

/**
 * The AwsSolutions pack with Pressroom's acknowledgments, as a validation plugin: registered on the app,
 * it runs when the app is synthesized (`cdk synth`, `cdk deploy`, the infra test) and fails it on any
 * finding NAG_ACKNOWLEDGMENTS does not cover, errors and warnings alike.
 */
export class PressroomNagChecks implements IPolicyValidationPlugin {
  readonly name = 'AwsSolutions with Pressroom acknowledgments'
  /** What the last run acknowledged (per entry) and left. */
  applied = new Map<NagAcknowledgment, number>()
  findings: NagFinding[] = []

  validate(context: IPolicyValidationContext): PolicyValidationPluginReport {
    const app = (context as IPolicyValidationContext & { appConstruct?: IConstruct }).appConstruct
    if (!app) throw new Error('This aws-cdk-lib does not hand the construct tree to validation plugins')
    this.applied = acknowledgeNagFindings(app)
    const report = new AwsSolutionsChecks(app).validateScope(app)
    this.findings = nagFindings(app)
    return report
  }
}
