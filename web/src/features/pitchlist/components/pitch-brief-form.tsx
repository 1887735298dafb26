import {
  PITCH_STORY_FIELDS,
  PITCH_STORY_MAX_LENGTH,
  type PitchStory,
} from '../../../../../shared/domain/pitch-brief'

/**
 * The brief the next pitches are written from: the news in one sentence, why it matters to the
 * journalist's readers and the ask. Each part is optional; the profile fills what is left blank.
 */
export function PitchBriefForm({
  story,
  onChange,
  disabled,
}: {
  story: PitchStory
  onChange: (story: PitchStory) => void
  disabled: boolean
}) {
  const given = PITCH_STORY_FIELDS.filter(({ key }) => story[key]?.trim()).length
  return (
    <details className="pitch-brief">
      <summary>
        Pitch brief{' '}
        <span className="muted">({given === 0 ? 'from your profile' : `${given} of 3 given`})</span>
      </summary>
      <p className="muted pitch-brief-intro">
        What the pitches you generate next will say. Leave a part blank and your company profile fills it.
      </p>
      {PITCH_STORY_FIELDS.map(({ key, label, hint }) => {
        const id = `pitch-brief-${key}`
        return (
          <div className="field" key={key}>
            <label htmlFor={id}>{label}</label>
            <textarea
              id={id}
              rows={2}
              maxLength={PITCH_STORY_MAX_LENGTH}
              value={story[key] ?? ''}
              readOnly={disabled}
              aria-describedby={`${id}-hint`}
              onChange={(event) => onChange({ ...story, [key]: event.target.value })}
            />
            <span className="field-hint" id={`${id}-hint`}>
              {hint}
            </span>
          </div>
        )
      })}
    </details>
  )
}

/** The parts the founder filled in, each on one line, the rest left out for the profile to fill. */
export function givenStory(story: PitchStory): PitchStory | undefined {
  const parts = Object.fromEntries(
    PITCH_STORY_FIELDS.flatMap(({ key }) => {
      const text = story[key]?.replace(/\s+/g, ' ').trim()
      return text ? [[key, text]] : []
    }),
  )
  return Object.keys(parts).length > 0 ? parts : undefined
}
