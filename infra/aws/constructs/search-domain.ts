import { RemovalPolicy } from 'aws-cdk-lib'
import type { ISecurityGroup, IVpc, SubnetSelection } from 'aws-cdk-lib/aws-ec2'
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam'
import { Domain, EngineVersion, TLSSecurityPolicy } from 'aws-cdk-lib/aws-opensearchservice'
import { Construct } from 'constructs'

export interface SearchDomainProps {
  /** Data nodes: 1 for dev (no replica), 2 or more across zones for prod. Default 1. */
  dataNodes?: number
  /** Default t3.small.search (dev); prod past the line in decision 010: m7g.large.search or larger. */
  instanceType?: string
  /** GiB of gp3 per data node. Default 10. */
  volumeGiB?: number
  /** Inside these subnets of a VPC, reachable only through `securityGroups`; public endpoint (IAM only) without. */
  vpc?: { vpc: IVpc; subnets?: SubnetSelection[]; securityGroups?: ISecurityGroup[] }
  /** RETAIN in prod, DESTROY in dev. Default RETAIN. */
  removalPolicy?: RemovalPolicy
}

/**
 * Amazon OpenSearch Service for journalist search past one function's memory (decision 010): encrypted
 * at rest and node to node, HTTPS only (TLS 1.2), access by IAM role only (functions sign with SigV4).
 * The search and import functions get `SEARCH_ENGINE=opensearch` and `OPENSEARCH_ENDPOINT` from
 * `environment`, and read or write through `grantReadWrite`.
 */
export class SearchDomain extends Construct {
  readonly domain: Domain
  /** For a function's configuration: SEARCH_ENGINE and OPENSEARCH_ENDPOINT. */
  readonly environment: Record<string, string>

  constructor(scope: Construct, id: string, props: SearchDomainProps = {}) {
    super(scope, id)
    const dataNodes = props.dataNodes ?? 1
    this.domain = new Domain(this, 'Domain', {
      version: EngineVersion.OPENSEARCH_2_19,
      capacity: {
        dataNodes,
        dataNodeInstanceType: props.instanceType ?? 't3.small.search',
        multiAzWithStandbyEnabled: false,
      },
      ebs: { volumeSize: props.volumeGiB ?? 10 },
      zoneAwareness:
        dataNodes > 1 ? { enabled: true, availabilityZoneCount: Math.min(dataNodes, 3) } : undefined,
      encryptionAtRest: { enabled: true },
      nodeToNodeEncryption: true,
      enforceHttps: true,
      tlsSecurityPolicy: TLSSecurityPolicy.TLS_1_2,
      logging: { slowSearchLogEnabled: true, appLogEnabled: true },
      ...(props.vpc && {
        vpc: props.vpc.vpc,
        vpcSubnets: props.vpc.subnets,
        securityGroups: props.vpc.securityGroups,
      }),
      removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN,
    })
    this.environment = {
      SEARCH_ENGINE: 'opensearch',
      OPENSEARCH_ENDPOINT: `https://${this.domain.domainEndpoint}`,
    }
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
}
