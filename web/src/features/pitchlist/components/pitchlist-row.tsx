import type { PitchlistEntry } from '../../../../../shared/contracts/discovery'
import { Link } from '../../../components/ui/link'
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
  /** The founder has a pitch for this journalist at the active company already. */
  pitched: boolean
  onGenerate(): void
}

export function PitchlistRow(props: PitchlistRowProps) {
  const { entry, selected, onSelect, removing, onRemove, generating, canGenerate, pitched, onGenerate } =
    props
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
          {pitched && (
            <Link to="/pitches" className="pitchlist-pitched">
              Pitch written
            </Link>
          )}
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
          // A second pitch costs one too: said on the button, once the first is written.
          aria-label={`${pitched ? 'Generate another pitch' : 'Generate Pitch'} for ${journalist.full_name}`}
        >
          {generating ? <span className="spinner" aria-hidden="true" /> : <span aria-hidden="true">✦</span>}
          {pitched ? 'Generate another' : 'Generate Pitch'}
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
