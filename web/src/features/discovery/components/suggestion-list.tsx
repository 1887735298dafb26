import type { Suggestion } from '../../../../../shared/contracts/discovery'

const TYPE_LABELS: Record<Suggestion['type'], string> = {
  topic: 'Topic',
  publication: 'Publication',
  journalist: 'Journalist',
  other: 'Search',
}

interface SuggestionListProps {
  suggestions: Suggestion[]
  active: number
  onPick(suggestion: Suggestion): void
}

/**
 * The autocomplete listbox. Keyboard users move through it from the box (aria-activedescendant), so
 * the options themselves take clicks only; a press keeps focus in the box.
 */
export function SuggestionList({ suggestions, active, onPick }: SuggestionListProps) {
  return (
    <div className="suggestion-list" id="search-suggestions" role="listbox" aria-label="Suggestions">
      {suggestions.map((suggestion, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys for its options
        <div
          key={`${suggestion.type}:${suggestion.value}`}
          id={`search-suggestion-${index}`}
          role="option"
          tabIndex={-1}
          aria-selected={index === active}
          className={index === active ? 'suggestion suggestion-active' : 'suggestion'}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(suggestion)}
        >
          <span className="suggestion-value">{suggestion.value}</span>
          <span className="suggestion-detail">{detail(suggestion)}</span>
          <span className={`suggestion-type suggestion-type-${suggestion.type}`}>
            {TYPE_LABELS[suggestion.type]}
          </span>
        </div>
      ))}
    </div>
  )
}

function detail({ type, metadata }: Suggestion) {
  if (type === 'journalist') return metadata?.publication ?? ''
  if (metadata?.count !== undefined)
    return `${metadata.count} ${metadata.count === 1 ? 'journalist' : 'journalists'}`
  return ''
}
