import { useState } from 'react'
import { DEFAULT_SECTIONS } from '../../../../../shared/domain/press-kit'
import { useTemplates } from '../use-press-kit'

interface TemplatesStepProps {
  quickStart: boolean
  creating: boolean
  onBack?(): void
  onContinue(templateId: string): void
}

const sectionTitle = (id: string) => DEFAULT_SECTIONS.find((section) => section.id === id)?.title ?? id

/** The template gallery: one choice, and Continue only once a template is chosen (spec 2 §2). */
export function TemplatesStep({ quickStart, creating, onBack, onContinue }: TemplatesStepProps) {
  const templates = useTemplates()
  const [chosen, setChosen] = useState<string | null>(null)

  return (
    <section className="kit-templates" aria-labelledby="templates-title">
      <p className="eyebrow">Step 2</p>
      <h1 id="templates-title">Choose a template</h1>
      <p className="muted">
        {quickStart
          ? 'Your profile fills the sections; the template decides which come first.'
          : 'The template decides which sections your kit starts with, and their order.'}
      </p>
      <fieldset className="kit-template-grid">
        <legend className="visually-hidden">Template</legend>
        {(templates.data ?? []).map((template) => (
          <label
            key={template.id}
            className={chosen === template.id ? 'kit-template chosen' : 'kit-template'}
          >
            <input
              type="radio"
              name="template"
              value={template.id}
              checked={chosen === template.id}
              onChange={() => setChosen(template.id)}
              className="kit-template-radio"
            />
            <span className="kit-template-head">
              <span className="kit-template-name">{template.name}</span>
              {template.isNew && <span className="kit-badge-new">New</span>}
            </span>
            <span className="kit-template-meta">
              {template.category} · {template.popularity}% popularity
            </span>
            <span className="kit-template-description">{template.description}</span>
            <ul className="kit-template-features">
              {template.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <span className="kit-template-sections muted">
              {template.sections.length} sections:{' '}
              {template.sections.slice(0, 4).map(sectionTitle).join(', ')}
              {template.sections.length > 4 ? '…' : ''}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="kit-step-actions">
        {onBack && (
          <button type="button" className="button button-secondary" onClick={onBack} disabled={creating}>
            Back
          </button>
        )}
        <button
          type="button"
          className="button button-primary"
          disabled={!chosen || creating}
          onClick={() => chosen && onContinue(chosen)}
        >
          {creating ? 'Creating...' : 'Continue'}
        </button>
      </div>
    </section>
  )
}
