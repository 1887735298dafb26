import { followUpDue } from '../../events/follow-up-due'
import { DEFAULT_AUTOMATION_SETTINGS } from '../../shared/contracts/automation'
import { MAX_REGENERATIONS, type PitchAngle } from '../../shared/contracts/pitches'
import { updateProfile } from '../accounts/profile'
import { createAccount, openSession } from '../accounts/session'
import { fireFollowUp } from '../automation/fire'
import { listActionRecords } from '../automation/pauses'
import { saveAutomationSettings } from '../automation/settings'
import { createCompany } from '../companies/companies'
import { generateDemoJournalists, mulberry32 } from '../journalists/demo-dataset'
import { movePitch } from '../pitches/move-pitch'
import { generatePitch, regeneratePitch } from '../pitches/pitches'
import type { Deps } from '../ports/deps'
import { receiveInbound } from '../sending/inbound'
import { sendPitch } from '../sending/send-pitch'

/** The demo founder of the embedded stack: a fixed, fictional account on this machine only. */
export const DEMO_EMAIL = 'demo@pressroom.example'
export const DEMO_PASSWORD = 'pressroom-demo'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/**
 * The journalists the demo founder pitches, each again every few weeks, so Journalist Preferences has
 * people pitched more than once within any month.
 */
const ROSTER_SIZE = 18

/**
 * How often a person answers a pitch on each angle: the founder's story lands, a product pitch rarely
 * does, so What's Working has an angle that stands out and Angle Effectiveness has bars that differ.
 */
const ANSWER_ODDS: Record<Exclude<PitchAngle, 'data'>, number> = {
  founder_story: 0.6,
  launch: 0.4,
  funding: 0.3,
  milestone: 0.2,
  product: 0.1,
}
const DEMO_ANGLES = Object.keys(ANSWER_ODDS) as (keyof typeof ANSWER_ODDS)[]
/** What a roster journalist answers more often than others: their own preferred angle. */
const FAVOURITE_BONUS = 0.25

/**
 * A demo founder with a company and `days` of history, made by driving the real use cases with a
 * moved clock: pitches written and sent on their days, journalists answering (people, out-of-office
 * notes), follow-ups firing when due, stories won. Analytics, boards and follow-ups then show what the
 * pipeline made of it. Run again, it signs the existing demo founder in and changes nothing.
 */
export async function seedDemo(deps: Deps, options: { days?: number; seed?: number } = {}) {
  const existing = await openSession(deps, { email: DEMO_EMAIL, password: DEMO_PASSWORD }).catch(
    () => undefined,
  )
  if (existing) return { session: existing, created: false }
  const days = options.days ?? 90
  const random = mulberry32(options.seed ?? 7)
  // Days start at midnight (UTC, the demo founder's zone), so pitches go out at 08:00-17:00 on the
  // founder's clock whatever the time the demo is made: `days` whole days, then today until now.
  const made = deps.now().getTime()
  const today = made - (made % DAY)
  const start = today - days * DAY
  let clock = start
  // History is written with the clock moved back; its schedules are made at the end, for what is
  // still ahead, so the live scheduler never fires a past follow-up at today's time.
  const at = {
    ...deps,
    now: () => new Date(clock),
    scheduler: { schedule: async () => {}, cancel: async () => {} },
  }

  const session = await createAccount(at, { email: DEMO_EMAIL, password: DEMO_PASSWORD })
  const userId = session.user.id
  await updateProfile(at, userId, { first_name: 'Dana', last_name: 'Demo' })
  await deps.store.profiles
    .patch({ user_id: userId })
    .set({ pitches_purchased: 2 * days + 10 })
    .go()
  await saveAutomationSettings(at, userId, { ...DEFAULT_AUTOMATION_SETTINGS, autoSend: true })
  const company = await createCompany(at, userId, {
    name: 'Parcelbot',
    short_description: 'Robots that sort parcels for small warehouses.',
    location: 'London, UK',
    recent_funding: 'Raised a $4.2M seed round led by Northwind Ventures.',
    revenue: '$60k MRR, growing 12% a month.',
    founder_story: 'Dana ran a small warehouse and sorted parcels by hand every night for three years.',
    recent_features: 'A returns lane that sorts damaged parcels apart, asked for by our first ten customers.',
    recent_accomplishments: 'Sorted its millionth parcel in March across 14 warehouses.',
  })
  const journalists = generateDemoJournalists()
    .filter((j) => j.email)
    .slice(0, ROSTER_SIZE)
  let next = 0

  for (let day = 0; day <= days; day++) {
    const dayStart = start + day * DAY
    for (let n = random() < 0.45 ? 2 : 1; n > 0; n--) {
      const journalist = journalists[next++ % journalists.length]
      if (!journalist) break
      clock = dayStart + (8 + Math.floor(random() * 9)) * HOUR
      if (clock > made) break
      const { pitch } = await generatePitch(at, userId, {
        companyId: company.id,
        journalistId: journalist.id,
      })
      // The founder tries an angle, regenerating until the writer leads with it.
      const tried = DEMO_ANGLES[Math.floor(random() * DEMO_ANGLES.length)]
      let lead = pitch.angle
      for (let tries = 0; lead !== tried && tries < MAX_REGENERATIONS; tries++)
        lead = (await regeneratePitch(at, userId, pitch.id)).angle
      await sendPitch(at, userId, pitch.id)
      const angle = DEMO_ANGLES.find((a) => a === lead) ?? 'product'
      const favourite = DEMO_ANGLES[((next - 1) % ROSTER_SIZE) % DEMO_ANGLES.length]
      const odds = ANSWER_ODDS[angle] + (angle === favourite ? FAVOURITE_BONUS : 0)
      const roll = random()
      // What would happen after the demo is made has not happened yet: the latest pitches still wait.
      if (roll < odds) {
        const answeredAt = clock + (1 + random() * 47) * HOUR
        const storyAt = answeredAt + (1 + random() * 4) * DAY
        const covered = random() < 0.35
        if (answeredAt < made) {
          clock = answeredAt
          await receiveInbound(at, await reply(at, userId, pitch.id, 'human'))
          if (covered && storyAt < made) {
            clock = storyAt
            await movePitch(at, userId, pitch.id, 'picked_up')
          }
        }
      } else if (roll < odds + 0.1 && clock + 2 * HOUR < made) {
        clock += 2 * HOUR
        await receiveInbound(at, await reply(at, userId, pitch.id, 'away'))
      }
    }
    // The day's due follow-ups go out on their day, as the scheduler would have fired them.
    clock = Math.min(dayStart + DAY - HOUR, made)
    for (const action of await listActionRecords(at, userId)) {
      if (action.status === 'scheduled' && new Date(action.scheduled_for).getTime() <= clock)
        await fireFollowUp(at, followUpDue(userId, action.action_id))
    }
  }
  for (const action of await listActionRecords(deps, userId)) {
    if (action.status === 'scheduled')
      await deps.scheduler.schedule(
        action.schedule_name,
        new Date(action.scheduled_for),
        followUpDue(userId, action.action_id),
      )
  }
  return { session: await openSession(deps, { email: DEMO_EMAIL, password: DEMO_PASSWORD }), created: true }
}

/** What a journalist's mail client sends back to the pitch's Reply-To: a person, or an away note. */
async function reply(
  deps: Pick<Deps, 'store' | 'settings' | 'now'>,
  userId: string,
  pitchId: string,
  kind: 'human' | 'away',
) {
  const { data: send } = await deps.store.sends.get({ user_id: userId, send_id: `pitch-${pitchId}` }).go()
  if (!send) throw new Error(`demo pitch ${pitchId} was not sent`)
  const back = new Date(deps.now().getTime() + 6 * DAY).toISOString().slice(0, 10)
  return Buffer.from(
    [
      `From: ${send.to_name} <${send.to_email}>`,
      `To: reply+${send.reply_token}@${deps.settings.replyDomain}`,
      `Subject: ${kind === 'human' ? 'Re' : 'Automatic reply'}: ${send.subject}`,
      `Message-ID: <${send.send_id}.${kind}@mail.news.example>`,
      `In-Reply-To: <${send.message_id}>`,
      `Date: ${deps.now().toUTCString()}`,
      ...(kind === 'away' ? ['Auto-Submitted: auto-replied'] : []),
      '',
      kind === 'human'
        ? 'Thanks for this. Could you send me more detail and a founder I could talk to this week?'
        : `I am out of the office until ${back} with limited access to e-mail.`,
    ].join('\r\n'),
  )
}
