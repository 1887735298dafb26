import sharp from 'sharp'
import { DEFAULT_AUTOMATION_SETTINGS } from '../../shared/contracts/automation'
import type { Api } from './api'
import { fillPath, routeInventory } from './route-inventory'
import {
  arrangeJournalists,
  deliverInbound,
  founderWithPitches,
  mailbox,
  rawMessage,
  waitUntil,
} from './sending'
import type { storeOf } from './store'

type Store = ReturnType<typeof storeOf>

/** The ids of one founder's records, one of each kind the API can name. */
export interface FounderRecords {
  companyId: string
  journalistId: string
  pitchId: string
  /** A pitch still a draft (the other was sent). */
  draftPitchId: string
  savedSearchId: string
  jobId: string
  actionId: string
  kitId: string
  kitSlug: string
  assetId: string
  /** The journalist's reply to the sent pitch, kept in its conversation, and the file it carried. */
  messageId: string
  attachmentId: string
  /** A feed story naming the company, found as possible coverage of the sent pitch. */
  foundCoverageId: string
}

export interface FounderWithEverything {
  id: string
  email: string
  token: string
  refreshToken: string
  records: FounderRecords
}

/** A real PNG, for a kit asset. */
export const smallPng = () =>
  sharp({ create: { width: 64, height: 32, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()

/** Uploads files as the builder does (multipart/form-data), answering the status and body. */
export async function uploadAssets(baseUrl: string, token: string | undefined, kitId: string, png: Buffer) {
  const form = new FormData()
  form.append('assets', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png')
  const response = await fetch(new URL(`/api/press-kit/kits/${encodeURIComponent(kitId)}/assets`, baseUrl), {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : undefined }
}

/**
 * The journalist answers the founder's sent pitch (an HTML part and a file): the ids of that message
 * and its file in the pitch's conversation.
 */
async function journalistAnswers(
  api: Api,
  store: Store,
  baseUrl: string,
  founder: { id: string; token: string },
  pitchId: string,
) {
  const pitch = await store.pitches.get({ user_id: founder.id, pitch_id: pitchId }).go()
  const messageId = pitch.data?.thread_message_id ?? ''
  const sent = (await mailbox(baseUrl)).find((m) => m.message_id === messageId)
  if (!sent) throw new Error('fixture: the sent pitch is not in the mailbox')
  const replyTo = /^Reply-To: (.+)$/im.exec(await rawMessage(baseUrl, messageId))?.[1]?.trim() ?? ''
  const raw = [
    `From: ${sent.to}`,
    `To: ${replyTo}`,
    'Subject: Re: your pitch',
    `Message-ID: <fixture-${Date.now()}-${Math.random().toString(36).slice(2)}@newsdesk.example>`,
    `In-Reply-To: <${messageId}>`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="b"',
    '',
    '--b',
    'Content-Type: text/html; charset=utf-8',
    '',
    '<p>Send numbers</p>',
    '--b',
    'Content-Type: text/plain; name="numbers.txt"',
    'Content-Disposition: attachment; filename="numbers.txt"',
    '',
    'revenue 10',
    '--b--',
    '',
  ].join('\r\n')
  await deliverInbound(baseUrl, raw)
  const { messages } = (await api.get(`/api/pitches/${pitchId}/conversation`, founder.token)).body
    .conversation
  const reply = messages.find((m: { direction: string }) => m.direction === 'in')
  if (!reply?.attachments[0]) throw new Error(`fixture: no reply kept: ${JSON.stringify(messages)}`)
  return { messageId: reply.id as string, attachmentId: reply.attachments[0].id as string }
}

/**
 * A founder with one of everything: a company, journalists on the pitchlist, a sent pitch (with its
 * follow-up scheduled, then cancelled by the journalist's reply, kept with a file in the pitch's
 * conversation) and a draft, a finished bulk send, a saved search, and a published press kit with an
 * asset.
 */
export async function founderWithEverything(api: Api, store: Store, baseUrl: string) {
  const { ids } = await arrangeJournalists(store, ['first', 'second', 'third'])
  const founder = await founderWithPitches(api, store, ids)
  const ok = async <T>(what: string, call: Promise<{ status: number; body: T }>) => {
    const response = await call
    if (response.status >= 300)
      throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`)
    return response.body
  }
  const { token } = founder
  const [sent, draft, bulk] = founder.pitches as [(typeof founder.pitches)[0], ...typeof founder.pitches]
  await ok('automation', api.put('/api/automation/settings', DEFAULT_AUTOMATION_SETTINGS, token))
  await ok('pitchlist', api.post('/api/pitchlist', { journalistId: ids[0] }, token))
  const saved = await ok<any>(
    'saved search',
    api.post('/api/discovery/searches/save', { name: 'Robotics in London', query: 'robotics' }, token),
  )
  await ok('send', api.post(`/api/pitches/${sent.id}/send`, {}, token))
  const job = await ok<any>('bulk send', api.post('/api/send-jobs', { pitchIds: [bulk!.id] }, token))
  await waitUntil(
    async () => (await api.get(`/api/send-jobs/${job.job.id}`, token)).body.job,
    (j) => j.done,
  )
  const actions = await waitUntil(
    async () => (await api.get('/api/automation/actions', token)).body.actions as { id: string }[],
    (list) => list.length > 0,
  )
  const kit = (await ok<any>('kit', api.post('/api/press-kit/kits', { quickStart: true }, token))).kit
  const uploaded = await uploadAssets(baseUrl, token, kit.id, await smallPng())
  if (uploaded.status !== 200) throw new Error(`upload: ${uploaded.status} ${JSON.stringify(uploaded.body)}`)
  await ok('publish', api.put(`/api/press-kit/kits/${kit.id}`, { published: true }, token))
  // Publishing makes its PDF: waited for, so that what is snapshotted no longer changes by itself.
  await waitUntil(
    async () => (await api.get(`/api/press-kit/kits/${kit.id}`, token)).body.kit.status,
    (status) => status !== 'generating',
    60_000,
  )
  const reply = await journalistAnswers(api, store, baseUrl, founder, sent.id)
  const foundCoverageId = `fixture-${sent.id.slice(0, 20)}`
  await store.foundCoverage
    .create({
      user_id: founder.id,
      find_id: foundCoverageId,
      company_id: founder.companyId,
      pitch_id: sent.id,
      matched_by: 'author',
      url: `https://news.example/${foundCoverageId}`,
      title: 'A story about the company',
      publication: 'News Example',
      named: 'the company',
      found_at: new Date().toISOString(),
    })
    .go()
  const records: FounderRecords = {
    companyId: founder.companyId,
    journalistId: ids[0]!,
    pitchId: sent.id,
    draftPitchId: draft!.id,
    savedSearchId: saved.search?.id ?? saved.id,
    jobId: job.job.id,
    actionId: actions[0]!.id,
    kitId: kit.id,
    kitSlug: kit.press_kit_web?.slug ?? kit.slug,
    assetId: uploaded.body.assets[0].id,
    foundCoverageId,
    ...reply,
  }
  for (const [name, value] of Object.entries(records))
    if (typeof value !== 'string' || !value) throw new Error(`fixture: no ${name}`)
  return { ...founder, records } satisfies FounderWithEverything
}

/**
 * The values of a route's path parameters that name one of the founder's records, or undefined when the
 * route's parameters name nothing this fixture holds.
 */
export function pathValuesFor(path: string, records: FounderRecords): Record<string, string> | undefined {
  const r = records
  const rules: [RegExp, Record<string, string>][] = [
    [/^\/api\/companies\/\{id\}/, { id: r.companyId }],
    [/^\/api\/discovery\/searches\/\{id\}/, { id: r.savedSearchId }],
    // A message of the pitch's journalist, as a bulk message names it (the pitch is checked first).
    [
      /^\/api\/pitches\/\{id\}\/messages\/\{sendId\}/,
      { id: r.pitchId, sendId: `message-${r.jobId}-${r.pitchId}` },
    ],
    [/^\/api\/pitches\/\{id\}/, { id: r.pitchId }],
    [/^\/api\/inbox\/\{pitchId\}/, { pitchId: r.pitchId }],
    [
      /^\/api\/conversations\/\{pitchId\}\/messages\/\{messageId\}/,
      { pitchId: r.pitchId, messageId: r.messageId, attachmentId: r.attachmentId },
    ],
    [/^\/api\/send-jobs\/\{id\}/, { id: r.jobId }],
    [/^\/api\/coverage\/found\/\{id\}/, { id: r.foundCoverageId }],
    [/^\/api\/automation\/actions\/\{id\}/, { id: r.actionId }],
    [/^\/api\/automation\/pauses\/\{scope\}\/\{id\}/, { scope: 'pitch', id: r.pitchId }],
    [/^\/api\/press-kits?\/(kits|public|share)\/\{id\}/, { id: r.kitId, assetId: r.assetId }],
    [/^\/api\/press-kits\/\{id\}/, { id: r.kitId }],
    [/\{slug\}/, { slug: r.kitSlug }],
    [/^\/api\/journalists\/\{id\}/, { id: r.journalistId }],
    [/\{journalistId\}/, { journalistId: r.journalistId }],
  ]
  return rules.find(([pattern]) => pattern.test(path))?.[1]
}

/** Files' short-lived links are signed anew on every read. */
const signedLinks = (text: string) => text.replace(/https?:[^"]*X-Amz-[^"\s]*/g, 'signed link')

/** Reads whose answer changes by itself, or holds nothing of a founder's own. */
const NOT_SNAPSHOT: Record<string, string> = {
  'GET /api/billing/portal': 'opens a new billing portal session (a new link) on every call',
  'GET /api/discovery/feeds': "publications' feeds, one list for every founder: another file adds to it",
  'GET /api/journalists/search': 'shared journalists, and the time the search took',
  'GET /api/press-kit/templates': 'the same templates for everyone',
}

/** Everything A can read: every signed-in GET route of the inventory, with A's ids in its path. */
export async function snapshotOf(baseUrl: string, founder: FounderWithEverything) {
  const reads = routeInventory.filter((r) => r.method === 'GET' && !r.public && !NOT_SNAPSHOT[r.key])
  const entries = await Promise.all(
    reads.map(async (route) => {
      const values = route.params.length ? pathValuesFor(route.path, founder.records) : {}
      if (!values) return [route.key, 'not fillable'] as const
      const response = await fetch(new URL(fillPath(route.path, values), baseUrl), {
        headers: { authorization: `Bearer ${founder.token}` },
      })
      return [route.key, { status: response.status, body: signedLinks(await response.text()) }] as const
    }),
  )
  return Object.fromEntries(entries)
}
