import { Match, Template } from 'aws-cdk-lib/assertions'
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront'
import { beforeAll, describe, expect, it } from 'vitest'
import { SPA_FALLBACK_CODE } from '../../infra/aws/constructs/spa-fallback-function'
import { SECURITY_HEADERS } from '../../infra/security-headers'
import { createPressroomApp } from './pressroom-test-app'

let template: Template

beforeAll(() => {
  template = Template.fromStack(createPressroomApp().web)
})

function distributionConfig() {
  const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'))
  return distribution?.Properties.DistributionConfig
}

describe('the web stack', () => {
  it('keeps the site bucket private', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    })
  })

  it('reads the bucket through an origin access control that signs every request', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1)
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: { OriginAccessControlOriginType: 's3', SigningBehavior: 'always' },
    })
    const s3Origin = distributionConfig().Origins.find(
      (origin: { S3OriginConfig?: unknown }) => origin.S3OriginConfig,
    )
    expect(s3Origin.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [expect.any(String), 'Id'] })
  })

  it('lets only this distribution read the bucket', () => {
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    })
  })

  it('serves the prerendered landing page at the root and redirects plain HTTP to HTTPS', () => {
    expect(distributionConfig()).toMatchObject({
      DefaultRootObject: 'landing.html',
      DefaultCacheBehavior: { ViewerProtocolPolicy: 'redirect-to-https' },
    })
  })

  it('falls back to index.html with a viewer-request function on the default behavior only', () => {
    const [functionId] = Object.keys(template.findResources('AWS::CloudFront::Function'))
    const config = distributionConfig()
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
    ])
    for (const behavior of config.CacheBehaviors) expect(behavior.FunctionAssociations).toBeUndefined()
  })

  it('never rewrites error responses distribution-wide, so API 403s and 404s reach the browser', () => {
    expect(distributionConfig().CustomErrorResponses).toBeUndefined()
  })

  it('publishes the SPA fallback code on the cloudfront-js-2.0 runtime', () => {
    template.hasResourceProperties('AWS::CloudFront::Function', {
      AutoPublish: true,
      FunctionCode: SPA_FALLBACK_CODE,
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    })
  })

  it('sends the public kit pages (/kit/*) to the same API origin, uncached', () => {
    const config = distributionConfig()
    const byPath = (path: string) =>
      config.CacheBehaviors.find((behavior: { PathPattern: string }) => behavior.PathPattern === path)
    expect(byPath('/kit/*')).toMatchObject({
      TargetOriginId: byPath('/api/*').TargetOriginId,
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      ViewerProtocolPolicy: 'https-only',
    })
  })

  it("caches a published kit's files (/kit/files/*) at the edge, matched before the uncached /kit/*", () => {
    const config = distributionConfig()
    const patterns = config.CacheBehaviors.map((behavior: { PathPattern: string }) => behavior.PathPattern)
    expect(patterns.indexOf('/kit/files/*')).toBeGreaterThanOrEqual(0)
    expect(patterns.indexOf('/kit/files/*')).toBeLessThan(patterns.indexOf('/kit/*'))
    const files = config.CacheBehaviors.find(
      (behavior: { PathPattern: string }) => behavior.PathPattern === '/kit/files/*',
    )
    expect(files).toMatchObject({
      TargetOriginId: config.CacheBehaviors.find(
        (behavior: { PathPattern: string }) => behavior.PathPattern === '/api/*',
      ).TargetOriginId,
      AllowedMethods: ['GET', 'HEAD'],
      CachePolicyId: CachePolicy.CACHING_OPTIMIZED.cachePolicyId,
      ViewerProtocolPolicy: 'https-only',
    })
  })

  it('proxies /api/* uncached to the HTTP API with every method and header but Host', () => {
    const config = distributionConfig()
    const api = config.CacheBehaviors.find(
      (behavior: { PathPattern: string }) => behavior.PathPattern === '/api/*',
    )
    expect(api).toMatchObject({
      AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      ViewerProtocolPolicy: 'https-only',
    })
    const origin = config.Origins.find((o: { Id: string }) => o.Id === api.TargetOriginId)
    expect(origin).toMatchObject({
      DomainName: {
        'Fn::Select': [
          2,
          {
            'Fn::Split': ['/', { 'Fn::ImportValue': expect.stringMatching(/^Pressroom-Api:.*ApiEndpoint/) }],
          },
        ],
      },
      CustomOriginConfig: { OriginProtocolPolicy: 'https-only' },
    })
  })

  it("sends the embedded server's security headers on the SPA and the API, keeping a page's own policy", () => {
    const policies = template.findResources('AWS::CloudFront::ResponseHeadersPolicy')
    expect(Object.keys(policies)).toHaveLength(1)
    const [policyId, policy] = Object.entries(policies)[0] ?? []
    expect(policy?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig).toEqual({
      ContentSecurityPolicy: {
        ContentSecurityPolicy: SECURITY_HEADERS['content-security-policy'],
        Override: false,
      },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'no-referrer', Override: true },
      StrictTransportSecurity: {
        AccessControlMaxAgeSec: 31_536_000,
        IncludeSubdomains: true,
        Override: true,
      },
    })
    const config = distributionConfig()
    for (const behavior of [config.DefaultCacheBehavior, ...config.CacheBehaviors])
      expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId })
  })

  it('deploys the hashed bundles under assets/ with a cache lifetime of a year, pruning stale ones', () => {
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Exclude: ['*'],
      Include: ['assets/*'],
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
      Prune: true,
      DistributionId: Match.absent(),
    })
  })

  it('deploys index.html and the other unhashed files (not the build manifest) for revalidation and invalidates the edge cache', () => {
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Exclude: ['assets/*', '.vite/*'],
      Include: Match.absent(),
      SystemMetadata: { 'cache-control': 'no-cache' },
      Prune: true,
      DistributionId: { Ref: Match.anyValue() },
      DistributionPaths: ['/*'],
    })
  })

  it('uploads index.html only after the bundles it references', () => {
    const deployments = template.findResources('Custom::CDKBucketDeployment')
    const [assetsId] = Object.entries(deployments).find(([, d]) => d.Properties.Include) ?? []
    const [, documents] = Object.entries(deployments).find(([, d]) => !d.Properties.Include) ?? []
    expect(documents?.DependsOn).toContain(assetsId)
  })

  it('outputs the distribution domain name', () => {
    template.hasOutput('DistributionDomainName', {
      Value: { 'Fn::GetAtt': [Match.anyValue(), 'DomainName'] },
    })
  })
})
