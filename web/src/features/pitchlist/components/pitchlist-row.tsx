import type { PitchlistEntry } from '../../../../../shared/contracts/discovery'
import { Avatar, ContactFacts, formatDate, JournalistMeta, RecentArticles, TopicTags } from '../../discovery'

interface PitchlistRowProps {
  entry: PitchlistEntry
  selected: boolean
  onSelect(selected: boolean): void
  removing: boolean
  onRemove(): void
  /** True while this row's pitch is being written. */
  generating: boolean
  /** Generation is off while any run is going. */
  canGenerate: boolean
  onGenerate(): void
}

export function PitchlistRow(props: PitchlistRowProps) {
  const { entry, selected, onSelect, removing, onRemove, generating, canGenerate, onGenerate } = props
  const { journalist } = entry
  const nameId = `pitchlist-${journalist.id}-name`
  return (
    <article
      className={selected ? 'card pitchlist-row pitchlist-row-selected' : 'card pitchlist-row'}
      aria-labelledby={nameId}
      data-journalist-id={journalist.id}
    >
      <input
        type="checkbox"
        className="journalist-select"
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        aria-label={`Select ${journalist.full_name}`}
      />
      <Avatar name={journalist.full_name} />
      <div className="pitchlist-row-main">
        <div className="pitchlist-row-heading">
          <h2 id={nameId}>{journalist.full_name}</h2>
          <span className="pitchlist-added">Added {formatDate(entry.created_at)}</span>
        </div>
        <JournalistMeta journalist={journalist} />
        <TopicTags topics={journalist.topics} max={4} />
        <ContactFacts journalist={journalist} />
        <RecentArticles articles={journalist.recent_articles.slice(0, 2)} />
      </div>
      <div className="pitchlist-row-actions">
        <button
          type="button"
          className="button button-primary"
          onClick={onGenerate}
          disabled={!canGenerate}
          aria-busy={generating}
          aria-label={`Generate Pitch for ${journalist.full_name}`}
        >
          {generating ? <span className="spinner" aria-hidden="true" /> : <span aria-hidden="true">✦</span>}
          Generate Pitch
        </button>
        <button
          type="button"
          className="button button-ghost button-danger"
          onClick={onRemove}
          disabled={removing || generating}
          aria-label={`Remove ${journalist.full_name} from pitchlist`}
        >
          {removing ? <span className="spinner" aria-hidden="true" /> : <span aria-hidden="true">×</span>}
          Remove
        </button>
      </div>
    </article>
  )
}
