import type { PressKit } from '../../../../../shared/contracts/press-kit'
import { TimeframePicker } from '../../../components/charts/timeframe-picker'
import { Link } from '../../../components/ui/link'
import type { KitTimeframe } from '../api'

/** The kit's name, the way back to the list, its public link and spec 2's timeframe buttons. */
export function KitHeader({
  kit,
  timeframe,
  onTimeframe,
  updating,
}: {
  kit: PressKit | undefined
  timeframe: KitTimeframe
  onTimeframe: (timeframe: KitTimeframe) => void
  updating: boolean
}) {
  const slug = kit?.press_kit_web.slug
  const publicPath = slug ? `/kit/${encodeURIComponent(slug)}` : undefined
  return (
    <header className="kit-analytics-header">
      <div className="kit-analytics-title">
        <Link to="/press-kit" className="kit-analytics-back">
          <span aria-hidden="true">←</span> Press kits
        </Link>
        <p className="eyebrow">Kit Analytics</p>
        <h1>{kit ? kit.company.name || 'Press kit' : 'Kit Analytics'}</h1>
        {kit && publicPath && (
          <p className="kit-analytics-link">
            {kit.published ? (
              <>
                Public page:{' '}
                <a href={publicPath} target="_blank" rel="noopener noreferrer">
                  {`${window.location.origin}${publicPath}`}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </>
            ) : (
              'Not published yet: the public page opens once you publish the kit.'
            )}
          </p>
        )}
      </div>
      <TimeframePicker
        value={timeframe}
        onChange={onTimeframe}
        updating={updating}
        classPrefix="kit-analytics"
      />
    </header>
  )
}
