import { useEffect, useState } from 'react'
import { ErrorBanner } from '../../../components/ui/error-banner'
import { lazyComponent, preloadOn } from '../../../components/ui/lazy-component'
import { useSendingSettings } from '../../../lib/sending-settings'

// The form (react-hook-form, the contract and zod) loads once the settings show, not before the page.
const SenderSettingsForm = lazyComponent(() =>
  import('./sender-settings-form').then((m) => m.SenderSettingsForm),
)

const LOAD_FAILED = 'Failed to load sending settings'

/** How the founder's pitches read in a journalist's inbox: the From line, and where replies go. */
export function SendingSettings() {
  const query = useSendingSettings()
  const settings = query.data
  // A failed read with settings already shown (a later refetch) keeps showing them.
  const error = query.isError && !settings ? LOAD_FAILED : null
  const [editing, setEditing] = useState(false)
  const shown = settings !== undefined

  useEffect(() => {
    if (shown) SenderSettingsForm.preload()
  }, [shown])

  return (
    <section className="card section-card" aria-labelledby="sending-settings-heading">
      <div className="section-heading">
        <h2 id="sending-settings-heading">Sending</h2>
        {settings && !editing && (
          <button
            type="button"
            className="button button-ghost"
            {...preloadOn(SenderSettingsForm)}
            onClick={() => setEditing(true)}
          >
            Edit sending settings
          </button>
        )}
      </div>
      {error && <ErrorBanner message={error} />}
      {!settings && !error && <p className="muted">Loading...</p>}
      {settings && editing && (
        <SenderSettingsForm
          settings={settings}
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      )}
      {settings && !editing && (
        <dl className="detail-list">
          <div className="detail">
            <dt>From</dt>
            <dd>
              {settings.from_name} &lt;{settings.from_address}&gt;
            </dd>
          </div>
          <div className="detail">
            <dt>Time zone</dt>
            <dd>
              {settings.time_zone_set
                ? settings.time_zone.replaceAll('_', ' ')
                : 'UTC (not chosen yet: edit to set yours)'}
            </dd>
          </div>
          <div className="detail">
            <dt>Reply-to</dt>
            <dd>
              A private address for each pitch at {settings.reply_domain}: replies reach Pressroom, mark the
              pitch replied and stop its follow-ups.
            </dd>
          </div>
        </dl>
      )}
    </section>
  )
}
