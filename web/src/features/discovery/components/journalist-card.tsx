import type { ReactNode } from 'react'
import type { JournalistSummary } from '../../../../../shared/contracts/discovery'
import {
  Avatar,
  ContactFacts,
  JournalistMeta,
  RecentArticles,
  RecordSource,
  TopicTags,
} from './journalist-parts'
import { StarButton } from './star-button'

export type ResultsView = 'grid' | 'list'

interface JournalistCardProps {
  journalist: JournalistSummary
  view?: ResultsView
  starred: boolean
  onToggleStar(): void
  /** Absent where there is nothing to select for (a single found journalist). */
  selection?: { selected: boolean; onChange(selected: boolean): void }
  children?: ReactNode
}

/** A journalist as a card (grid) or a row (list): who, where, what they cover and how to reach them. */
export function JournalistCard({
  journalist,
  view = 'grid',
  starred,
  onToggleStar,
  selection,
  children,
}: JournalistCardProps) {
  const nameId = `journalist-${journalist.id}-name`
  const className = [
    'card journalist-card',
    `journalist-card-${view}`,
    selection?.selected ? 'journalist-card-selected' : '',
  ].join(' ')
  return (
    <article className={className} aria-labelledby={nameId} data-journalist-id={journalist.id}>
      <div className="journalist-card-head">
        {selection && (
          <input
            type="checkbox"
            className="journalist-select"
            checked={selection.selected}
            onChange={(event) => selection.onChange(event.target.checked)}
            aria-label={`Select ${journalist.full_name}`}
          />
        )}
        <Avatar name={journalist.full_name} />
        <div className="journalist-heading">
          <h3 id={nameId}>{journalist.full_name}</h3>
          <JournalistMeta journalist={journalist} />
        </div>
        <StarButton name={journalist.full_name} starred={starred} onToggle={onToggleStar} />
      </div>
      {children}
      <div className="journalist-card-body">
        <TopicTags topics={journalist.topics} />
        <ContactFacts journalist={journalist} />
      </div>
      <RecentArticles articles={journalist.recent_articles} />
      <RecordSource journalist={journalist} />
    </article>
  )
}
