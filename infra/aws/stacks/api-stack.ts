import { CfnOutput, SecretValue, Stack, type StackProps } from 'aws-cdk-lib'
import {
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  HttpRoute,
  HttpRouteKey,
} from 'aws-cdk-lib/aws-apigatewayv2'
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers'
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations'
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito'
import type { ITable } from 'aws-cdk-lib/aws-dynamodb'
import type { IBucket } from 'aws-cdk-lib/aws-s3'
import { Secret } from 'aws-cdk-lib/aws-secretsmanager'
import type { Construct } from 'constructs'
import type { EndpointGroup } from '../../../functions/platform/http'
import { AppFunction } from '../constructs/app-function'
import type { KitRenderer } from '../constructs/kit-renderer'
import { grantNeeds } from '../grants'
import type { MailStack } from './mail-stack'

export interface ApiStackProps extends StackProps {
  endpointGroups: EndpointGroup[]
  table: ITable
  assetsBucket: IBucket
  userPool: IUserPool
  userPoolClient: IUserPoolClient
  /** Sending: the environment that picks SES, SQS and Scheduler, and the grants to use them. */
  mail: Pick<MailStack, 'sendingEnvironment' | 'grantMail' | 'grantEnqueue' | 'grantScheduling'>
  /** Kit PDFs: the render queue Generate Kit puts requests on. */
  renderer: Pick<KitRenderer, 'queue' | 'grantRequest'>
}

/** A stage-wide ceiling well under the account limit, so a runaway client cannot run up the bill. */
const THROTTLE = { rateLimit: 100, burstLimit: 200 }

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
    })
    this.httpApi.addStage('DefaultStage', { stageName: '$default', autoDeploy: true, throttle: THROTTLE })

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
          // Only where the group loads the keys: the others neither read the secret nor may.
          ...(group.needs.includes('secrets:read') ? { APP_SECRETS_ARN: appSecrets.secretArn } : {}),
        },
        description: `Pressroom ${group.name} endpoints`,
      })
      grantNeeds(fn, group.needs, {
        table: props.table,
        assetsBucket: props.assetsBucket,
        userPool,
        appSecrets,
        mail: props.mail,
        renderer,
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
