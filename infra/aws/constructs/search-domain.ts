import { CfnOutput, RemovalPolicy, Stack } from 'aws-cdk-lib'
import {
  EbsDeviceVolumeType,
  type ISecurityGroup,
  type IVpc,
  type SubnetSelection,
} from 'aws-cdk-lib/aws-ec2'
import { AccountRootPrincipal, type IGrantable, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam'
import { LogGroup, ResourcePolicy, RetentionDays } from 'aws-cdk-lib/aws-logs'
import { type CfnDomain, Domain, EngineVersion, TLSSecurityPolicy } from 'aws-cdk-lib/aws-opensearchservice'
import { Construct } from 'constructs'

/** How big the domain is: one small node to try it (dev), or spread across zones with masters (prod). */
export interface SearchDomainSize {
  /** Data nodes: 1 (no replica, one zone) or 2 or more, spread across up to 3 zones. */
  dataNodes: number
  instanceType: string
  /** GiB of gp3 per data node. */
  volumeGiB: number
  /** Dedicated master nodes (3 for a production cluster), or none. */
  masters?: { count: number; instanceType: string }
}

/** Decision 010: dev is one t3.small (about $28 a month at rest), prod two data nodes and three masters. */
export const SEARCH_DOMAIN_SIZES = {
  dev: { dataNodes: 1, instanceType: 't3.small.search', volumeGiB: 10 },
  prod: {
    dataNodes: 2,
    instanceType: 'm7g.large.search',
    volumeGiB: 20,
    masters: { count: 3, instanceType: 'm7g.medium.search' },
  },
} satisfies Record<'dev' | 'prod', SearchDomainSize>

export interface SearchDomainProps {
  /** The domain's name (3–28 lowercase letters, digits, hyphens); its access policy names it. */
  domainName: string
  /** Default: SEARCH_DOMAIN_SIZES.dev. */
  size?: SearchDomainSize
  /** Inside these subnets of a VPC, reachable only through `securityGroups`; public endpoint (IAM only) without. */
  vpc?: { vpc: IVpc; subnets?: SubnetSelection[]; securityGroups?: ISecurityGroup[] }
  /** RETAIN in prod, DESTROY in dev, for the domain and its logs. Default RETAIN. */
  removalPolicy?: RemovalPolicy
}

/**
 * Amazon OpenSearch Service for journalist search past one function's memory (decision 010): encrypted
 * at rest and node to node, HTTPS only (TLS 1.2), its access policy admitting only this account's IAM
 * identities (functions sign with SigV4, and only the roles granted here may call it), its error, slow
 * search and slow indexing logs in CloudWatch. The search and import functions get
 * `SEARCH_ENGINE=opensearch` and `OPENSEARCH_ENDPOINT` from `environment`, and read or write through
 * `grantReadWrite`.
 */
export class SearchDomain extends Construct {
  readonly domain: Domain
  /** For a function's configuration: SEARCH_ENGINE and OPENSEARCH_ENDPOINT. */
  readonly environment: Record<string, string>

  constructor(scope: Construct, id: string, props: SearchDomainProps) {
    super(scope, id)
    const size: SearchDomainSize = props.size ?? SEARCH_DOMAIN_SIZES.dev
    const removalPolicy = props.removalPolicy ?? RemovalPolicy.RETAIN
    const logs = this.logGroups(removalPolicy)
    this.domain = new Domain(this, 'Domain', {
      domainName: props.domainName,
      version: EngineVersion.OPENSEARCH_2_19,
      capacity: {
        dataNodes: size.dataNodes,
        dataNodeInstanceType: size.instanceType,
        ...(size.masters && {
          masterNodes: size.masters.count,
          masterNodeInstanceType: size.masters.instanceType,
        }),
        multiAzWithStandbyEnabled: false,
      },
      ebs: { volumeSize: size.volumeGiB, volumeType: EbsDeviceVolumeType.GP3 },
      zoneAwareness:
        size.dataNodes > 1
          ? { enabled: true, availabilityZoneCount: Math.min(size.dataNodes, 3) }
          : undefined,
      encryptionAtRest: { enabled: true },
      nodeToNodeEncryption: true,
      enforceHttps: true,
      tlsSecurityPolicy: TLSSecurityPolicy.TLS_1_2,
      logging: {
        appLogEnabled: true,
        appLogGroup: logs.app,
        slowSearchLogEnabled: true,
        slowSearchLogGroup: logs.slowSearch,
        slowIndexLogEnabled: true,
        slowIndexLogGroup: logs.slowIndex,
      },
      // The log groups' policy is ours (below): aws-cdk-lib's own is a custom resource with a Lambda.
      suppressLogsResourcePolicy: true,
      ...(props.vpc && {
        vpc: props.vpc.vpc,
        vpcSubnets: props.vpc.subnets,
        securityGroups: props.vpc.securityGroups,
      }),
      removalPolicy,
    })
    this.admitThisAccountOnly(props.domainName)
    this.domain.node.addDependency(logs.policy)
    const endpoint = `https://${this.domain.domainEndpoint}`
    this.environment = { SEARCH_ENGINE: 'opensearch', OPENSEARCH_ENDPOINT: endpoint }
    new CfnOutput(this, 'Endpoint', {
      value: endpoint,
      description: 'OPENSEARCH_ENDPOINT for npm run import:journalists',
    })
  }

  /** Search, and (for the import) index creation, bulk writes and the alias swap: HTTP on this domain only. */
  grantReadWrite(grantee: IGrantable) {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['es:ESHttpGet', 'es:ESHttpHead', 'es:ESHttpPost', 'es:ESHttpPut', 'es:ESHttpDelete'],
        resources: [this.domain.domainArn, `${this.domain.domainArn}/*`],
      }),
    )
  }

  /**
   * The domain's resource policy: HTTP calls signed by an identity of this account, which IAM then
   * allows or not (`grantReadWrite`). No anonymous or cross-account call. Written on the domain itself
   * rather than through `Domain.addAccessPolicies`, which sets it with a custom resource.
   */
  private admitThisAccountOnly(domainName: string) {
    const domainArn = Stack.of(this).formatArn({
      service: 'es',
      resource: 'domain',
      resourceName: domainName,
    })
    const statement = new PolicyStatement({
      principals: [new AccountRootPrincipal()],
      actions: ['es:ESHttp*'],
      resources: [`${domainArn}/*`],
    })
    ;(this.domain.node.defaultChild as CfnDomain).accessPolicies = {
      Version: '2012-10-17',
      Statement: [statement.toStatementJson()],
    }
  }

  /** Error, slow search and slow indexing logs, kept a month, which the service may write to. */
  private logGroups(removalPolicy: RemovalPolicy) {
    const group = (id: string) =>
      new LogGroup(this, id, { retention: RetentionDays.ONE_MONTH, removalPolicy })
    const app = group('AppLogs')
    const slowSearch = group('SlowSearchLogs')
    const slowIndex = group('SlowIndexLogs')
    const policy = new ResourcePolicy(this, 'LogsPolicy', {
      policyStatements: [
        new PolicyStatement({
          principals: [new ServicePrincipal('es.amazonaws.com')],
          actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
          resources: [app, slowSearch, slowIndex].map((logGroup) => logGroup.logGroupArn),
          conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
        }),
      ],
    })
    return { app, slowSearch, slowIndex, policy }
  }
}
