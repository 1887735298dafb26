import type { App, Environment } from 'aws-cdk-lib'
import { endpointGroups as allEndpointGroups } from '../../functions/http/groups'
import type { EndpointGroup } from '../../functions/platform/http'
import { ApiStack } from './stacks/api-stack'
import { AuthStack } from './stacks/auth-stack'
import { DataStack } from './stacks/data-stack'
import { WebStack } from './stacks/web-stack'

export interface PressroomOptions {
  /** Folder of the built SPA. */
  webAssetPath: string
  env?: Environment
  endpointGroups?: EndpointGroup[]
}

/**
 * The production system as four stacks, split by how often they change: data and identity rarely, the
 * API with every feature, the web front with every build. The app and the infra tests both build it here.
 */
export function addPressroomStacks(app: App, options: PressroomOptions) {
  const { env } = options
  const data = new DataStack(app, 'Pressroom-Data', { env, description: 'Pressroom table and assets bucket' })
  const auth = new AuthStack(app, 'Pressroom-Auth', { env, description: 'Pressroom user pool' })
  const api = new ApiStack(app, 'Pressroom-Api', {
    env,
    description: 'Pressroom HTTP API and its Lambdas',
    endpointGroups: options.endpointGroups ?? allEndpointGroups,
    table: data.table,
    assetsBucket: data.assetsBucket,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
  })
  const web = new WebStack(app, 'Pressroom-Web', {
    env,
    description: 'Pressroom CloudFront distribution and web app',
    webAssetPath: options.webAssetPath,
    apiEndpoint: api.httpApi.apiEndpoint,
  })
  return { data, auth, api, web }
}
