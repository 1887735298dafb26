import { CfnOutput, Duration, RemovalPolicy, SecretValue, Stack, type StackProps } from 'aws-cdk-lib'
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway'
import {
  CorsHttpMethod,
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  HttpRoute,
  HttpRouteKey,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2'
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers'
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations'
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch'
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito'
import type { ITable } from 'aws-cdk-lib/aws-dynamodb'
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs'
import type { IBucket } from 'aws-cdk-lib/aws-s3'
import { Secret } from 'aws-cdk-lib/aws-secretsmanager'
import type { Construct } from 'constructs'
import type { EndpointGroup } from '../../../functions/platform/http'
import { AppFunction } from '../constructs/app-function'
import type { FeedReader } from '../constructs/feed-reader'
import type { KitRenderer } from '../constructs/kit-renderer'
import type { SearchDomain } from '../constructs/search-domain'
import { grantNeeds } from '../grants'
import type { MailStack } from './mail-stack'

export interface ApiStackProps extends StackProps {
  endpointGroups: EndpointGroup[]
  table: ITable
  assetsBucket: IBucket
  userPool: IUserPool
  userPoolClient: IUserPoolClient
  /** Sending: the environment that picks SES, SQS and Scheduler, and the grants to use them. */
  mail: Pick<
    MailStack,
    'sendingEnvironment' | 'grantMail' | 'grantEnqueue' | 'grantScheduling' | 'grantIdentities'
  >
  /** Kit PDFs: the render queue Generate Kit puts requests on. */
  renderer: Pick<KitRenderer, 'queue' | 'grantRequest'>
  /** The feed queue: adding a feed asks the reader to read it. */
  feeds: Pick<FeedReader, 'queue' | 'grantRequest'>
  /** OpenSearch, when enabled: the groups that declare the search port use it instead of their own index. */
  search?: Pick<SearchDomain, 'environment' | 'grantReadWrite'>
  /**
   * The app's origin when it is not the CloudFront distribution's own (`-c appUrl=`): the only origin
   * CORS admits. Without it CORS stays off: the SPA calls /api/* on its own origin through CloudFront.
   */
  appUrl?: string
}

/** A stage-wide ceiling well under the account limit, so a runaway client cannot run up the bill. */
const THROTTLE = { rateLimit: 100, burstLimit: 200 }

/** One JSON object per request in the access log (the fields of HTTP API's $context). */
export const ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  requestTime: '$context.requestTime',
  ip: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
  method: '$context.httpMethod',
  path: '$context.path',
  routeKey: '$context.routeKey',
  status: '$context.status',
  protocol: '$context.protocol',
  responseLength: '$context.responseLength',
  responseLatency: '$context.responseLatency',
  integrationLatency: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
  authorizerError: '$context.authorizer.error',
} as const

/** The headers the SPA sends (api-client: bearer token, JSON, Idempotency-Key on pitch generation). */
const CORS_HEADERS = ['authorization', 'content-type', 'idempotency-key']

/** The HTTP API: one Lambda per endpoint group, one route per declared route, Cognito JWTs at the gate. */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props)
    const { userPool, userPoolClient } = props

    const jwtAuthorizer = new HttpJwtAuthorizer(
      'CognitoAuthorizer',
      `https://cognito-idp.${this.region}.amazonaws.com/${userPool.userPoolId}`,
      // Cognito access tokens carry no `aud`; API Gateway then matches `client_id` against this list.
      { jwtAudience: [userPoolClient.userPoolClientId] },
    )
    const noAuthorizer = new HttpNoneAuthorizer()

    // A route added without thought is protected, not public.
    this.httpApi = new HttpApi(this, 'HttpApi', {
      defaultAuthorizer: jwtAuthorizer,
      createDefaultStage: false,
      // The CloudFront domain cannot be named here (the web stack depends on this one), and the SPA does
      // not need it: it calls /api/* on its own origin. Only a separately hosted app origin gets CORS.
      ...(props.appUrl
        ? {
            corsPreflight: {
              allowOrigins: [new URL(props.appUrl).origin],
              allowMethods: [CorsHttpMethod.ANY],
              allowHeaders: CORS_HEADERS,
              maxAge: Duration.hours(1),
            },
          }
        : {}),
    })
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    })
    const stage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(ACCESS_LOG_FIELDS)),
      },
    })
    // Answers the API itself got wrong (Lambda errors and timeouts, integration failures), never 4xx.
    new Alarm(this, 'ServerErrorAlarm', {
      alarmDescription:
        'The HTTP API answered 5xx (Lambda error, timeout or throttle) to 5 requests in 5 minutes',
      metric: stage.metricServerError({ period: Duration.minutes(5), statistic: 'Sum' }),
      threshold: 5,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    })

    // OpenAI and Stripe keys: filled in by the operator after the first deploy; while a key is empty the
    // Lambdas use the offline composer and the webhook refuses every event.
    const appSecrets = new Secret(this, 'AppSecrets', {
      description: 'Pressroom keys: OPENAI_API_KEY, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET (JSON)',
      secretObjectValue: {
        OPENAI_API_KEY: SecretValue.unsafePlainText(''),
        STRIPE_SECRET_KEY: SecretValue.unsafePlainText(''),
        STRIPE_WEBHOOK_SECRET: SecretValue.unsafePlainText(''),
      },
    })
    const environment = {
      TABLE_NAME: props.table.tableName,
      USER_POOL_ID: userPool.userPoolId,
      USER_POOL_CLIENT_ID: userPoolClient.userPoolClientId,
      ASSETS_BUCKET: props.assetsBucket.bucketName,
      ...props.mail.sendingEnvironment,
    }
    const { renderer } = props

    for (const group of props.endpointGroups) {
      const { function: fn } = new AppFunction(this, `${pascalCase(group.name)}Endpoints`, {
        entry: group.entry,
        environment: {
          ...environment,
          RENDER_QUEUE_URL: renderer.queue.queueUrl,
          ...(group.needs.includes('feeds:enqueue') ? { FEED_QUEUE_URL: props.feeds.queue.queueUrl } : {}),
          // Only where the group loads the keys: the others neither read the secret nor may.
          ...(group.needs.includes('secrets:read') ? { APP_SECRETS_ARN: appSecrets.secretArn } : {}),
          ...(group.ports.search && props.search ? props.search.environment : {}),
        },
        description: `Pressroom ${group.name} endpoints`,
        nodeModules: [
          ...group.installs,
          ...(group.ports.search && props.search ? ['@opensearch-project/opensearch'] : []),
        ],
        // The in-memory search index of 100,000 journalists peaks near 430 MiB while it loads (decision 010);
        // sharp decodes an image of up to 50 megapixels (200 MB as RGBA), and more memory is more CPU.
        ...(group.ports.search || group.installs.includes('sharp') ? { memorySize: 1024 } : {}),
      })
      if (group.ports.search) props.search?.grantReadWrite(fn)
      grantNeeds(fn, group.needs, {
        table: props.table,
        assetsBucket: props.assetsBucket,
        userPool,
        appSecrets,
        mail: props.mail,
        renderer,
        feeds: props.feeds,
      })

      // One API-wide invoke permission per function rather than one per route: the function's resource
      // policy is capped at 20 KB, which a large group's per-route statements would outgrow.
      const integration = new HttpLambdaIntegration(`${pascalCase(group.name)}Integration`, fn, {
        scopePermissionToRoute: false,
      })
      for (const route of group.routes) {
        new HttpRoute(this, `${route.method}${route.path}`.replace(/[^A-Za-z0-9{}]+/g, '-'), {
          httpApi: this.httpApi,
          routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
          integration,
          authorizer: route.public ? noAuthorizer : jwtAuthorizer,
        })
      }
    }

    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.apiEndpoint })
  }
}

function pascalCase(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')
}
