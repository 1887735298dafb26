import { Match, Template } from 'aws-cdk-lib/assertions'
import { beforeAll, describe, expect, it } from 'vitest'
import { endpointGroups } from '../../functions/http/groups'
import { allows as accessAllows, BUCKET_NEEDS, isBucketNeed, type Need } from '../../functions/platform/needs'
import { LAMBDA_BUNDLING, LAMBDA_NODE_RELEASE } from '../../infra/aws/lambda-bundling'
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

  it('runs every Lambda on Node 22 on arm64 with a 10 s timeout, 512 MB, or 1 GB where it searches or resizes images', () => {
    for (const group of endpointGroups) {
      expect(functionOf(group.name).Properties, group.name).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        // The in-memory index of 100,000 journalists peaks near 430 MiB as it loads (decision 010); sharp
        // decodes an upload of up to 50 megapixels (200 MB as RGBA).
        MemorySize: group.ports.search || group.installs.includes('sharp') ? 1024 : 512,
        Timeout: 10,
        Handler: 'index.handler',
      })
    }
  })

  it('measures cold starts on the release line the Lambdas run and the bundles target', () => {
    const line = LAMBDA_NODE_RELEASE.split('.')[0]
    expect(LAMBDA_BUNDLING.target).toBe(`node${line}`)
    for (const group of endpointGroups)
      expect(functionOf(group.name).Properties.Runtime, group.name).toBe(`nodejs${line}.x`)
  })

  it('gives every Lambda the table, user pool, client and bucket it needs in its environment', () => {
    template.allResourcesProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          TABLE_NAME: Match.anyValue(),
          USER_POOL_ID: Match.anyValue(),
          USER_POOL_CLIENT_ID: Match.anyValue(),
          ASSETS_BUCKET: Match.anyValue(),
        }),
      },
    })
  })

  it('keeps the OpenAI and Stripe keys in one Secrets Manager secret, named to and readable by only the groups that load it', () => {
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
      endpointGroups.filter((group) => group.needs.includes('secrets:read')).length,
    )
    for (const group of endpointGroups) {
      const variables = functionOf(group.name).Properties.Environment.Variables
      expect('APP_SECRETS_ARN' in variables, group.name).toBe(group.needs.includes('secrets:read'))
    }
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

  it('grants each Lambda what its endpoint group declares it needs, and nothing more', () => {
    const allows = (actions: string[], action: string) =>
      actions.some((a) => a === action || (a.endsWith('*') && action.startsWith(a.slice(0, -1))))
    const expected: [string, (needs: Need[]) => boolean][] = [
      ['dynamodb:Query', (needs) => needs.includes('table:read')],
      ['dynamodb:PutItem', (needs) => needs.includes('table:write')],
      ['s3:GetObject', (needs) => needs.some(isBucketNeed)],
      [
        's3:PutObject',
        (needs) => needs.some((need) => isBucketNeed(need) && accessAllows(BUCKET_NEEDS[need].access, 'put')),
      ],
      [
        's3:DeleteObject',
        (needs) =>
          needs.some((need) => isBucketNeed(need) && accessAllows(BUCKET_NEEDS[need].access, 'delete')),
      ],
      ['cognito-idp:AdminConfirmSignUp', (needs) => needs.includes('identity:admin')],
      ['secretsmanager:GetSecretValue', (needs) => needs.includes('secrets:read')],
      ['ses:SendEmail', (needs) => needs.includes('mail:send')],
      ['scheduler:CreateSchedule', (needs) => needs.includes('followups:schedule')],
      [
        'sqs:SendMessage',
        (needs) =>
          needs.includes('sends:enqueue') ||
          needs.includes('renders:request') ||
          needs.includes('feeds:enqueue'),
      ],
    ]
    for (const group of endpointGroups) {
      const actions = actionsOf(group.name)
      for (const [action, granted] of expected)
        expect(allows(actions, action), `${group.name}: ${action}`).toBe(granted(group.needs))
    }
    // The narrowing is real: the groups that only read and write their own records reach nothing else.
    expect(actionsOf('companies').some((a) => /^(s3|ses|sqs|scheduler|secretsmanager|cognito)/.test(a))).toBe(
      false,
    )
  })

  it('grants the assets bucket a declared prefix at a time, never the whole bucket', () => {
    for (const group of endpointGroups) {
      const s3 = statementsOf(group.name).filter((statement) =>
        [statement.Action].flat().some((action) => action.startsWith('s3:')),
      )
      const objectPrefixes = new Set(
        s3.flatMap((statement) =>
          [statement.Resource].flat().flatMap((resource) => {
            const match = JSON.stringify(resource).match(/"\/([a-z-]+\/)\*"\]/)
            return match ? [match[1]] : []
          }),
        ),
      )
      const declared = new Set(group.needs.filter(isBucketNeed).map((need) => BUCKET_NEEDS[need].prefix))
      expect([...objectPrefixes].sort(), group.name).toEqual([...declared].sort())
      // Every object statement names a prefix: none is on <bucket>/*.
      for (const statement of s3)
        for (const resource of [statement.Resource].flat())
          expect(JSON.stringify(resource), group.name).not.toMatch(/"\/\*"\]/)
    }
    // The public kit pages write downloads/ alone; they read the kits they show.
    const puts = statementsOf('press-kit-public').filter((statement) =>
      [statement.Action].flat().some((a) => a === 's3:PutObject' || a === 's3:PutObject*'),
    )
    expect(puts).toHaveLength(1)
    expect(JSON.stringify(puts[0]?.Resource)).toMatch(/"\/downloads\/\*"\]/)
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

/** The API stack's function of an endpoint group, found by its description. */
function functionOf(name: string) {
  const found = Object.values(template.findResources('AWS::Lambda::Function')).find(
    (fn) => fn.Properties.Description === `Pressroom ${name} endpoints`,
  )
  if (!found) throw new Error(`no function for the ${name} group`)
  return found
}

/** The statements of the policies attached to a group's function role. */
function statementsOf(name: string): { Action: string | string[]; Resource: unknown }[] {
  const role = functionOf(name).Properties.Role['Fn::GetAtt'][0]
  return Object.values(template.findResources('AWS::IAM::Policy'))
    .filter((policy) => policy.Properties.Roles.some((r: { Ref: string }) => r.Ref === role))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement)
}

/** Every IAM action the policies attached to a group's function role allow. */
function actionsOf(name: string): string[] {
  return statementsOf(name).flatMap((statement) => [statement.Action].flat())
}
