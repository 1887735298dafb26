import { App, RemovalPolicy, Stack } from 'aws-cdk-lib'
import { Match, Template } from 'aws-cdk-lib/assertions'
import { Vpc } from 'aws-cdk-lib/aws-ec2'
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam'
import { describe, expect, it } from 'vitest'
import { SEARCH_DOMAIN_SIZES, SearchDomain } from '../../infra/aws/constructs/search-domain'

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
      const search = new SearchDomain(stack, 'Search', { domainName: 'pressroom-search-dev' })
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
        EBSOptions: Match.objectLike({ EBSEnabled: true, VolumeSize: 10, VolumeType: 'gp3' }),
        EncryptionAtRestOptions: { Enabled: true },
        NodeToNodeEncryptionOptions: { Enabled: true },
        DomainEndpointOptions: { EnforceHTTPS: true, TLSSecurityPolicy: 'Policy-Min-TLS-1-2-2019-07' },
      }),
    })
    // No dedicated masters and no zones for one node.
    const [domain] = Object.values(template.findResources('AWS::OpenSearchService::Domain'))
    expect(domain?.Properties.ClusterConfig.DedicatedMasterEnabled).toBe(false)
    expect(domain?.Properties.ClusterConfig.ZoneAwarenessEnabled).toBe(false)
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
    const outputs = Object.entries(template.findOutputs('*'))
    const endpoint = outputs.find(([id]) => id.startsWith('SearchEndpoint'))?.[1]
    expect(endpoint?.Description).toBe('OPENSEARCH_ENDPOINT for npm run import:journalists')
    expect(JSON.stringify(endpoint?.Value)).toContain('"DomainEndpoint"]')
    expect(env.SEARCH_ENGINE).toBe('opensearch')
    expect(env.OPENSEARCH_ENDPOINT).toMatch(/^https:\/\//)
  })

  it("admits only this account's signed calls, through its own resource policy, not a custom resource", () => {
    const template = synth((stack) => {
      new SearchDomain(stack, 'Search', { domainName: 'pressroom-search-dev' })
    })
    const [domain] = Object.values(template.findResources('AWS::OpenSearchService::Domain'))
    expect(domain?.Properties.DomainName).toBe('pressroom-search-dev')
    const statements = domain?.Properties.AccessPolicies.Statement
    expect(statements).toHaveLength(1)
    expect(statements[0]).toMatchObject({ Effect: 'Allow', Action: 'es:ESHttp*' })
    expect(JSON.stringify(statements[0].Resource)).toContain(':111111111111:domain/pressroom-search-dev/*')
    const principal = JSON.stringify(statements[0].Principal)
    expect(principal).toContain(':iam::111111111111:root')
    expect(principal).not.toContain('"*"')
    template.resourceCountIs('Custom::OpenSearchAccessPolicy', 0)
    template.resourceCountIs('Custom::CloudwatchLogResourcePolicy', 0)
    template.resourceCountIs('AWS::Lambda::Function', 0)
  })

  it('logs errors, slow searches and slow indexing to log groups the service alone may write', () => {
    const template = synth((stack) => {
      new SearchDomain(stack, 'Search', { domainName: 'pressroom-search-dev' })
    })
    template.resourceCountIs('AWS::Logs::LogGroup', 3)
    const domain = Object.values(template.findResources('AWS::OpenSearchService::Domain'))[0]
    expect(Object.keys(domain?.Properties.LogPublishingOptions).sort()).toEqual([
      'ES_APPLICATION_LOGS',
      'INDEX_SLOW_LOGS',
      'SEARCH_SLOW_LOGS',
    ])
    const [policy] = Object.values(template.findResources('AWS::Logs::ResourcePolicy'))
    const document = JSON.stringify(policy?.Properties.PolicyDocument)
    expect(document.match(/"Effect\\":\\"Allow/g)).toHaveLength(1)
    expect(document).toContain('{\\"Service\\":\\"es.amazonaws.com\\"}')
    expect(document).toContain('[\\"logs:CreateLogStream\\",\\"logs:PutLogEvents\\"]')
    expect(document).toContain('{\\"aws:SourceAccount\\":\\"111111111111\\"}')
    for (const group of Object.keys(template.findResources('AWS::Logs::LogGroup')))
      expect(document).toContain(`"Fn::GetAtt":["${group}","Arn"]`)
    // The domain is created after the policy: the service checks it may write when the domain is made.
    expect(domain?.DependsOn).toEqual(expect.arrayContaining([expect.stringMatching(/^SearchLogsPolicy/)]))
  })

  it('is sized for production with the prod size: two data nodes across zones and three masters', () => {
    const template = synth((stack) => {
      new SearchDomain(stack, 'Search', {
        domainName: 'pressroom-search-prod',
        size: SEARCH_DOMAIN_SIZES.prod,
      })
    })
    template.hasResourceProperties('AWS::OpenSearchService::Domain', {
      ClusterConfig: Match.objectLike({
        InstanceCount: 2,
        InstanceType: 'm7g.large.search',
        ZoneAwarenessEnabled: true,
        ZoneAwarenessConfig: { AvailabilityZoneCount: 2 },
        DedicatedMasterEnabled: true,
        DedicatedMasterCount: 3,
        DedicatedMasterType: 'm7g.medium.search',
      }),
      EBSOptions: Match.objectLike({ VolumeSize: 20 }),
    })
  })

  it('spreads two data nodes across zones inside a VPC when asked, and is destroyed with a dev stage', () => {
    const template = synth((stack) => {
      const vpc = new Vpc(stack, 'Vpc', { maxAzs: 2, natGateways: 0 })
      new SearchDomain(stack, 'Search', {
        domainName: 'pressroom-search-dev',
        size: { dataNodes: 2, instanceType: 'm7g.large.search', volumeGiB: 10 },
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
    Template.fromStack(data).hasResource('AWS::OpenSearchService::Domain', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({
        DomainName: 'pressroom-search-dev',
        ClusterConfig: Match.objectLike({ InstanceCount: 1, InstanceType: 't3.small.search' }),
      }),
    })
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

  it('sizes and retains the domain for production in the prod stage', async () => {
    const { createPressroomApp } = await import('./pressroom-test-app')
    const { data } = createPressroomApp({ context: { search: 'opensearch', stage: 'prod' } })
    Template.fromStack(data).hasResource('AWS::OpenSearchService::Domain', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        DomainName: 'pressroom-search-prod',
        ClusterConfig: Match.objectLike({ InstanceCount: 2, DedicatedMasterCount: 3 }),
      }),
    })
    Template.fromStack(data).allResources('AWS::Logs::LogGroup', { DeletionPolicy: 'Retain' })
  })

  it('creates no domain by default', async () => {
    const { createPressroomApp } = await import('./pressroom-test-app')
    const { data } = createPressroomApp()
    Template.fromStack(data).resourceCountIs('AWS::OpenSearchService::Domain', 0)
  })
})
