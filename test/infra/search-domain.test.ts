import { App, RemovalPolicy, Stack } from 'aws-cdk-lib'
import { Match, Template } from 'aws-cdk-lib/assertions'
import { Vpc } from 'aws-cdk-lib/aws-ec2'
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam'
import { describe, expect, it } from 'vitest'
import { SearchDomain } from '../../infra/aws/constructs/search-domain'

process.env.CDK_DISABLE_VERSION_CHECK = '1'

function synth(build: (stack: Stack) => void) {
  const stack = new Stack(new App(), 'Search', { env: { account: '111111111111', region: 'eu-west-1' } })
  build(stack)
  return Template.fromStack(stack)
}

describe('the search domain', () => {
  it('is a small OpenSearch domain, encrypted at rest and node to node, HTTPS only, retained by default', () => {
    let env: Record<string, string> = {}
    const template = synth((stack) => {
      const search = new SearchDomain(stack, 'Search')
      env = search.environment
      search.grantReadWrite(
        new Role(stack, 'Fn', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') }),
      )
    })
    template.resourceCountIs('AWS::OpenSearchService::Domain', 1)
    template.hasResource('AWS::OpenSearchService::Domain', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        EngineVersion: 'OpenSearch_2.19',
        ClusterConfig: Match.objectLike({ InstanceCount: 1, InstanceType: 't3.small.search' }),
        EBSOptions: Match.objectLike({ EBSEnabled: true, VolumeSize: 10 }),
        EncryptionAtRestOptions: { Enabled: true },
        NodeToNodeEncryptionOptions: { Enabled: true },
        DomainEndpointOptions: { EnforceHTTPS: true, TLSSecurityPolicy: 'Policy-Min-TLS-1-2-2019-07' },
      }),
    })
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: ['es:ESHttpGet', 'es:ESHttpHead', 'es:ESHttpPost', 'es:ESHttpPut', 'es:ESHttpDelete'],
            Effect: 'Allow',
          }),
        ]),
      },
    })
    expect(env.SEARCH_ENGINE).toBe('opensearch')
    expect(env.OPENSEARCH_ENDPOINT).toMatch(/^https:\/\//)
  })

  it('spreads two data nodes across zones inside a VPC when asked, and is destroyed with a dev stage', () => {
    const template = synth((stack) => {
      const vpc = new Vpc(stack, 'Vpc', { maxAzs: 2, natGateways: 0 })
      new SearchDomain(stack, 'Search', {
        dataNodes: 2,
        instanceType: 'm7g.large.search',
        vpc: {
          vpc,
          subnets: [{ subnets: vpc.isolatedSubnets.length ? vpc.isolatedSubnets : vpc.publicSubnets }],
        },
        removalPolicy: RemovalPolicy.DESTROY,
      })
    })
    template.hasResource('AWS::OpenSearchService::Domain', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({
        ClusterConfig: Match.objectLike({
          InstanceCount: 2,
          InstanceType: 'm7g.large.search',
          ZoneAwarenessEnabled: true,
          ZoneAwarenessConfig: { AvailabilityZoneCount: 2 },
        }),
        VPCOptions: Match.objectLike({ SubnetIds: Match.anyValue() }),
      }),
    })
  })
})

describe('the CDK app with -c search=opensearch', () => {
  it('creates the domain and points only the groups that search at it, with HTTP access to it alone', async () => {
    const { createPressroomApp } = await import('./pressroom-test-app')
    const { data, api } = createPressroomApp({ context: { search: 'opensearch' } })
    Template.fromStack(data).resourceCountIs('AWS::OpenSearchService::Domain', 1)
    const functions = Template.fromStack(api).findResources('AWS::Lambda::Function')
    const searching = Object.values(functions).filter(
      (fn) => fn.Properties.Environment?.Variables?.SEARCH_ENGINE === 'opensearch',
    )
    expect(searching.map((fn) => fn.Properties.Description).sort()).toEqual([
      'Pressroom discovery endpoints',
      'Pressroom journalists endpoints',
    ])
    const policies = JSON.stringify(Template.fromStack(api).findResources('AWS::IAM::Policy'))
    expect(policies.match(/es:ESHttpPost/g)).toHaveLength(2)
  })

  it('creates no domain by default', async () => {
    const { createPressroomApp } = await import('./pressroom-test-app')
    const { data } = createPressroomApp()
    Template.fromStack(data).resourceCountIs('AWS::OpenSearchService::Domain', 0)
  })
})
