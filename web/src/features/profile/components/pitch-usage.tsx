import type { Profile } from '../../../../../shared/contracts/profile'
import { Link } from '../../../components/ui/link'
import { formatDate, PLAN_NAMES, pitchUsage } from '../../billing'

/** Pitches used of the plan's allowance plus packs, when it resets, and launch-week pitches apart. */
export function PitchUsage({ profile }: { profile: Profile }) {
  const usage = pitchUsage(profile, new Date())
  const { used, total } = usage
  const percent = total ? Math.min(100, Math.round((used / total) * 100)) : 0

  return (
    <div className="pitch-usage">
      <div className="pitch-usage-head">
        <span className="pitch-usage-label" id="pitch-usage-label">
          Pitch usage
        </span>
        <span className="pitch-usage-count" data-testid="pitch-usage-count">
          {total === null
            ? `${used} ${used === 1 ? 'pitch' : 'pitches'} used · no monthly cap`
            : `${used} of ${total} ${total === 1 ? 'pitch' : 'pitches'} used`}
        </span>
      </div>
      {total !== null && (
        <div
          className="usage-bar"
          role="progressbar"
          aria-labelledby="pitch-usage-label"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={used}
          aria-valuetext={`${used} of ${total} ${total === 1 ? 'pitch' : 'pitches'} used`}
        >
          <span
            className={percent >= 100 ? 'usage-bar-fill usage-bar-full' : 'usage-bar-fill'}
            style={{ width: `${percent}%` }}
          />
        </div>
      )}
      <p className="pitch-usage-meta">
        Resets {formatDate(usage.resetsAt)} · <Link to="/pricing">add more?</Link>
      </p>
      <dl className="usage-breakdown">
        <div>
          <dt>{PLAN_NAMES[profile.subscription_tier]} plan</dt>
          <dd>{usage.allowance === null ? 'Unlimited' : `${usage.allowance} a month`}</dd>
        </div>
        <div>
          <dt>Pitch packs</dt>
          <dd>{usage.purchased} left</dd>
        </div>
        {usage.launchWeek > 0 && (
          <div data-testid="launch-week-pitches">
            <dt>Launch week</dt>
            <dd>{usage.launchWeek} left</dd>
          </div>
        )}
      </dl>
    </div>
  )
}
