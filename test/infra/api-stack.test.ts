import { Match, Template } from 'aws-cdk-lib/assertions'
import { beforeAll, describe, expect, it } from 'vitest'
import { endpointGroups } from '../../functions/http/groups'
import { createPressroomApp } from './pressroom-test-app'

let template: Template

beforeAll(() => {
  template = Template.fromStack(createPressroomApp().api)
})

const allRoutes = endpointGroups.flatMap((group) => group.routes.map((route) => ({ group, route })))

/** Logical id of the Lambda that serves an endpoint group (found by the description it is given). */
function functionIdOf(groupName: string): string {
  const found = template.findResources('AWS::Lambda::Function', {
    Properties: { Description: `Pressroom ${groupName} endpoints` },
  })
  const ids = Object.keys(found)
  expect(ids, `Lambda of the ${groupName} group`).toHaveLength(1)
  return ids[0] as string
}

describe('the API stack', () => {
  it('creates one Lambda per endpoint group and no other', () => {
    template.resourceCountIs('AWS::Lambda::Function', endpointGroups.length)
    for (const group of endpointGroups) functionIdOf(group.name)
  })

  it('runs every Lambda on Node 22 on arm64 with 512 MB and a 10 s timeout', () => {
    const functions = Object.values(template.findResources('AWS::Lambda::Function'))
    for (const fn of functions) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        MemorySize: 512,
        Timeout: 10,
        Handler: 'index.handler',
      })
    }
  })

  it('gives every Lambda the table, user pool, client and bucket it needs in its environment', () => {
    template.allResourcesProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          TABLE_NAME: Match.anyValue(),
          USER_POOL_ID: Match.anyValue(),
          USER_POOL_CLIENT_ID: Match.anyValue(),
          ASSETS_BUCKET: Match.anyValue(),
          APP_SECRETS_ARN: { Ref: Match.stringLikeRegexp('^AppSecrets') },
        }),
      },
    })
  })

  it('keeps the OpenAI and Stripe keys in one Secrets Manager secret, readable by every Lambda', () => {
    template.resourceCountIs('AWS::SecretsManager::Secret', 1)
    const secret = Object.values(template.findResources('AWS::SecretsManager::Secret'))[0]
    expect(Object.keys(JSON.parse(secret?.Properties.SecretString))).toEqual([
      'OPENAI_API_KEY',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
    ])
    template.resourcePropertiesCountIs(
      'AWS::IAM::Policy',
      {
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Action: ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'],
              Resource: { Ref: Match.stringLikeRegexp('^AppSecrets') },
            }),
          ]),
        },
      },
      endpointGroups.length,
    )
  })

  it('does not set AWS_REGION, which Lambda reserves and provides itself', () => {
    template.allResourcesProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ AWS_REGION: Match.absent() }) },
    })
  })

  it('keeps each Lambda log, and the access log, for one month', () => {
    template.resourceCountIs('AWS::Logs::LogGroup', endpointGroups.length + 1)
    template.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 })
  })

  it('declares one route per route of the endpoint groups', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Route', allRoutes.length)
  })

  it('protects every non-public route with the JWT authorizer and leaves public routes open', () => {
    const [authorizerId] = Object.keys(template.findResources('AWS::ApiGatewayV2::Authorizer'))
    for (const { route } of allRoutes) {
      template.hasResourceProperties(
        'AWS::ApiGatewayV2::Route',
        route.public
          ? {
              RouteKey: `${route.method} ${route.path}`,
              AuthorizationType: 'NONE',
              AuthorizerId: Match.absent(),
            }
          : {
              RouteKey: `${route.method} ${route.path}`,
              AuthorizationType: 'JWT',
              AuthorizerId: { Ref: authorizerId },
            },
      )
    }
  })

  it('sends every route to the Lambda of its own endpoint group', () => {
    const integrations = template.findResources('AWS::ApiGatewayV2::Integration')
    const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route'))
    for (const { group, route } of allRoutes) {
      const declared = routes.find((r) => r.Properties.RouteKey === `${route.method} ${route.path}`)
      const integrationId = declared?.Properties.Target['Fn::Join'][1][1].Ref
      expect(integrations[integrationId]?.Properties).toMatchObject({
        IntegrationType: 'AWS_PROXY',
        PayloadFormatVersion: '2.0',
        IntegrationUri: { 'Fn::GetAtt': [functionIdOf(group.name), 'Arn'] },
      })
    }
  })

  it('accepts Cognito access tokens of the user pool for the web client', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1)
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Issuer: {
          'Fn::Join': [
            '',
            [
              'https://cognito-idp.',
              { Ref: 'AWS::Region' },
              '.amazonaws.com/',
              {
                'Fn::ImportValue': Match.stringLikeRegexp(
                  '^Pressroom-Auth:ExportsOutputRefUserPool[0-9A-F]+$',
                ),
              },
            ],
          ],
        },
        Audience: [
          { 'Fn::ImportValue': Match.stringLikeRegexp('^Pressroom-Auth:ExportsOutputRefUserPoolWebClient') },
        ],
      },
    })
  })

  it('lets API Gateway invoke each Lambda once, for the whole API', () => {
    template.resourceCountIs('AWS::Lambda::Permission', endpointGroups.length)
    template.allResourcesProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'apigateway.amazonaws.com',
    })
  })

  it('lets the Lambdas read and write the table and its indexes, the assets bucket, and confirm sign-ups', () => {
    const tableArn = {
      'Fn::ImportValue': Match.stringLikeRegexp('^Pressroom-Data:ExportsOutputFnGetAttTable'),
    }
    const bucketArn = {
      'Fn::ImportValue': Match.stringLikeRegexp('^Pressroom-Data:ExportsOutputFnGetAttAssetsBucket'),
    }
    const userPoolArn = {
      'Fn::ImportValue': Match.stringLikeRegexp('^Pressroom-Auth:ExportsOutputFnGetAttUserPool'),
    }
    template.resourcePropertiesCountIs(
      'AWS::IAM::Policy',
      {
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Action: Match.arrayWith([
                'dynamodb:GetItem',
                'dynamodb:PutItem',
                'dynamodb:Query',
                'dynamodb:UpdateItem',
              ]),
              Resource: [tableArn, { 'Fn::Join': ['', [tableArn, '/index/*']] }],
            }),
            Match.objectLike({
              Action: Match.arrayWith(['s3:DeleteObject*', 's3:GetObject*', 's3:PutObject']),
              Resource: [bucketArn, { 'Fn::Join': ['', [bucketArn, '/*']] }],
            }),
            Match.objectLike({
              Action: ['cognito-idp:AdminConfirmSignUp', 'cognito-idp:AdminUpdateUserAttributes'],
              Resource: userPoolArn,
            }),
          ]),
        },
      },
      endpointGroups.length,
    )
  })

  it('throttles the $default stage below the account limit and deploys it automatically', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
    })
  })

  it('exports the API endpoint', () => {
    template.hasOutput('ApiEndpoint', { Value: { 'Fn::GetAtt': [Match.anyValue(), 'ApiEndpoint'] } })
  })
})
