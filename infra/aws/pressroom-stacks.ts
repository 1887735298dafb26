import type { App, Environment } from 'aws-cdk-lib'
import { endpointGroups as allEndpointGroups } from '../../functions/http/groups'
import type { EndpointGroup } from '../../functions/platform/http'
import { SEARCH_DOMAIN_SIZES, SearchDomain } from './constructs/search-domain'
import { AlarmsStack, sendAlarmsTo } from './stacks/alarms-stack'
import { ApiStack } from './stacks/api-stack'
import { AuthStack } from './stacks/auth-stack'
import { DataStack } from './stacks/data-stack'
import { FeedsStack } from './stacks/feeds-stack'
import { type MailSettings, MailStack } from './stacks/mail-stack'
import { RenderStack } from './stacks/render-stack'
import { WebStack } from './stacks/web-stack'
import { removalPolicyFor, stageOf } from './stage'

export interface PressroomOptions {
  /** Folder of the built SPA. */
  webAssetPath: string
  env?: Environment
  endpointGroups?: EndpointGroup[]
  /** Overrides the CDK context values `mailFrom`, `replyDomain`, `mailFromDomain` and `appUrl`. */
  mail?: Partial<MailSettings>
  /** Overrides the CDK context value `stage` (dev or prod). */
  stage?: string
}

export const DEFAULT_MAIL_FROM = 'pitches@mail.pressroom.example'
export const DEFAULT_REPLY_DOMAIN = 'reply.pressroom.example'

/** Mail settings from the options, else the context (`cdk deploy -c mailFrom=…`), else the defaults. */
export function mailSettings(app: App, overrides: Partial<MailSettings> = {}): MailSettings {
  const read = (key: keyof MailSettings): string | undefined => {
    const value = overrides[key] ?? app.node.tryGetContext(key)
    return typeof value === 'string' && value.trim() ? value.trim() : undefined
  }
  const mailFrom = read('mailFrom') ?? DEFAULT_MAIL_FROM
  if (!/^[^@\s]+@[a-z0-9.-]+\.[a-z]{2,}$/i.test(mailFrom))
    throw new Error(`mailFrom is not an address: ${mailFrom}`)
  const replyDomain = (read('replyDomain') ?? DEFAULT_REPLY_DOMAIN).toLowerCase()
  if (!/^[a-z0-9.-]+\.[a-z]{2,}$/.test(replyDomain))
    throw new Error(`replyDomain is not a domain: ${replyDomain}`)
  const fromDomain = mailFrom.slice(mailFrom.lastIndexOf('@') + 1).toLowerCase()
  const appUrl = read('appUrl')
  if (appUrl && !/^https?:\/\/[^\s/]+/.test(appUrl)) throw new Error(`appUrl is not a URL: ${appUrl}`)
  // The unsubscribe link of every message is built on it: in AWS it is https, never a plain-text link.
  if (appUrl && !appUrl.startsWith('https://')) throw new Error(`appUrl must be an https address: ${appUrl}`)
  return {
    mailFrom,
    replyDomain,
    mailFromDomain: (read('mailFromDomain') ?? `bounce.${fromDomain}`).toLowerCase(),
    ...(appUrl ? { appUrl } : {}),
  }
}

/**
 * The production system as eight stacks, split by how often they change: alarms, data and identity rarely, mail
 * (queue, SES, scheduler, inbound) when its settings do, the kit renderer with its browser, the feed reader, the API with every feature, the web front with
 * every build. The app and the infra tests both build it here.
 */
export function addPressroomStacks(app: App, options: PressroomOptions) {
  const { env } = options
  const stage = stageOf(app, options.stage)
  const settings = mailSettings(app, options.mail)
  const alarmEmail = app.node.tryGetContext('alarmEmail')
  const alarms = new AlarmsStack(app, 'Pressroom-Alarms', {
    env,
    description: 'Pressroom alarm topic and region-wide Lambda alarms',
    ...(typeof alarmEmail === 'string' && alarmEmail ? { alarmEmail } : {}),
  })
  const data = new DataStack(app, 'Pressroom-Data', {
    env,
    stage,
    description: 'Pressroom table and assets bucket',
  })
  // Past what one search container holds well (decision 010): -c search=opensearch.
  const search =
    app.node.tryGetContext('search') === 'opensearch'
      ? new SearchDomain(data, 'Search', {
          // Named (its access policy names it); a replacement needs a new name: -c searchDomainName=….
          domainName: app.node.tryGetContext('searchDomainName') ?? `pressroom-search-${stage}`,
          size: SEARCH_DOMAIN_SIZES[stage],
          removalPolicy: removalPolicyFor(stage),
        })
      : undefined
  const auth = new AuthStack(app, 'Pressroom-Auth', { env, stage, description: 'Pressroom user pool' })
  const mail = new MailStack(app, 'Pressroom-Mail', {
    env,
    stage,
    description: 'Pressroom sending: send queue and consumer, SES, scheduler, inbound mail',
    ...settings,
    table: data.table,
    assetsBucket: data.assetsBucket,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
  })
  const render = new RenderStack(app, 'Pressroom-Render', {
    env,
    description: 'Pressroom press kit PDFs: render queue and Chromium function',
    table: data.table,
    assetsBucket: data.assetsBucket,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
  })
  const feedUrls = app.node.tryGetContext('feedUrls')
  const feeds = new FeedsStack(app, 'Pressroom-Feeds', {
    env,
    description: 'Pressroom publication feeds: feed queue, recurring schedule and reader function',
    table: data.table,
    assetsBucket: data.assetsBucket,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    ...(typeof feedUrls === 'string' && feedUrls ? { feedUrls } : {}),
  })
  const api = new ApiStack(app, 'Pressroom-Api', {
    env,
    description: 'Pressroom HTTP API and its Lambdas',
    endpointGroups: options.endpointGroups ?? allEndpointGroups,
    table: data.table,
    assetsBucket: data.assetsBucket,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    mail,
    renderer: render.renderer,
    feeds: feeds.reader,
    ...(settings.appUrl ? { appUrl: settings.appUrl } : {}),
    ...(search ? { search } : {}),
  })
  const web = new WebStack(app, 'Pressroom-Web', {
    env,
    description: 'Pressroom CloudFront distribution and web app',
    webAssetPath: options.webAssetPath,
    apiEndpoint: api.httpApi.apiEndpoint,
    stage,
  })
  sendAlarmsTo(alarms.topic, [alarms, data, auth, mail, render, feeds, api, web])
  return { alarms, data, auth, mail, render, feeds, api, web }
}
