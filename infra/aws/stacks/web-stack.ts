import { CfnOutput, Duration, Fn, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib'
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionEventType,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront'
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins'
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3'
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment'
import type { Construct } from 'constructs'
import { prerenderedFile } from '../../../web/build/prerendered-pages'
import { CONTENT_SECURITY_POLICY } from '../../security-headers'
import { AccessLogsBucket } from '../constructs/access-logs-bucket'
import { SpaFallbackFunction } from '../constructs/spa-fallback-function'
import type { Stage } from '../stage'

export interface WebStackProps extends StackProps {
  /** Folder of the built SPA (web/dist in the app; a temporary folder in tests). */
  webAssetPath: string
  /** `https://{id}.execute-api.{region}.amazonaws.com`, served under /api/* on the same origin. */
  apiEndpoint: string
  stage: Stage
}

/** Vite's build.assetsDir: every file in it carries a content hash in its name. */
const HASHED_ASSETS_FOLDER = 'assets'

/** The public front door: CloudFront serving the SPA from a private bucket and proxying /api/*. */
export class WebStack extends Stack {
  readonly distribution: Distribution

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props)

    // The distribution's standard logs (under cloudfront/) and the site bucket's access logs (site/).
    const accessLogs = new AccessLogsBucket(this, 'AccessLogs', { stage: props.stage, cloudFrontLogs: true })
    // Only build output lives here, so it can go with the stack in any stage.
    const siteBucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
      serverAccessLogsBucket: accessLogs.bucket,
      serverAccessLogsPrefix: 'site/',
    })

    const apiDomainName = Fn.select(2, Fn.split('/', props.apiEndpoint))

    // The embedded server's headers (infra/security-headers.ts), on the SPA and the API alike. A page the
    // API serves with its own policy (the unsubscribe page) keeps it; S3 sends none, so the SPA gets ours.
    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Pressroom security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: CONTENT_SECURITY_POLICY, override: false },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.NO_REFERRER, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: true,
          override: true,
        },
      },
    })

    const apiBehavior = {
      origin: new HttpOrigin(apiDomainName),
      // A redirect would turn the SPA's POSTs into GETs; refusing plain HTTP is clearer.
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // API Gateway routes on its own Host header; everything else, Authorization included, goes along.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: securityHeaders,
    }

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Pressroom web app and API',
      // The viewer-request function serves it at / already; this says the same, whichever comes first.
      defaultRootObject: prerenderedFile('/'),
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: accessLogs.bucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [
          {
            function: new SpaFallbackFunction(this, 'SpaFallback'),
            eventType: FunctionEventType.VIEWER_REQUEST,
          },
        ],
      },
      additionalBehaviors: {
        // Same origin as the SPA, so the browser needs no CORS and the API no allow-list of sites.
        '/api/*': apiBehavior,
        // A published kit's files: an address names its content (functions/press-kit/kit-files.ts), so
        // the edge keeps an answer as long as it says (a day; browsers a year), and a journalist's open
        // page never loses its images. Listed before /kit/*, which would take them uncached.
        '/kit/files/*': {
          ...apiBehavior,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        },
        // The public kit pages, rendered by the API's Lambdas (with their own script and style from S3).
        '/kit/*': apiBehavior,
      },
    })

    // Two passes over the same build: Vite's content-hashed files under assets/ can be cached for good;
    // everything else (index.html and landing.html above all) must be revalidated, or browsers keep a
    // page that points at pruned bundles. Each pass excludes the other's files, so neither prunes them.
    const site = Source.asset(props.webAssetPath)
    const hashedAssets = new BucketDeployment(this, 'HashedAssetsDeployment', {
      sources: [site],
      destinationBucket: siteBucket,
      exclude: ['*'],
      include: [`${HASHED_ASSETS_FOLDER}/*`],
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      prune: true,
      memoryLimit: 512,
    })
    const documents = new BucketDeployment(this, 'DocumentsDeployment', {
      sources: [site],
      destinationBucket: siteBucket,
      // The build's manifest (.vite/) lists source paths and is for the bench alone.
      exclude: [`${HASHED_ASSETS_FOLDER}/*`, '.vite/*'],
      cacheControl: [CacheControl.noCache()],
      prune: true,
      // The edge caches documents too (CachingOptimized); the invalidation makes the new pages live.
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    })
    // The new pages must never reference bundles that are not uploaded yet.
    documents.node.addDependency(hashedAssets)

    new CfnOutput(this, 'DistributionDomainName', { value: this.distribution.distributionDomainName })
    new CfnOutput(this, 'SiteUrl', { value: `https://${this.distribution.distributionDomainName}` })
  }
}
