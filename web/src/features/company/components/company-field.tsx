import { COMPANY_FIELD_INFO, type CompanyField } from '../../../../../shared/domain/company'
import { preloadOn } from '../../../components/ui/lazy-component'
import { COMPANY_MESSAGES } from '../constants'
import { useInlineEdit } from '../use-inline-edit'
import { useSavedGlow } from '../use-saved-glow'
import { FieldEditor } from './lazy-editors'
import { PencilIcon } from './pencil-icon'

interface CompanyFieldRowProps {
  field: CompanyField
  value: string | null
  onSave(value: string): Promise<void>
}

/** One of the 22 facts: label, hint and value, with a pencil that edits it in place. */
export function CompanyFieldRow({ field, value, onSave }: CompanyFieldRowProps) {
  const info = COMPANY_FIELD_INFO[field]
  const { editing, editButton, open, close } = useInlineEdit()
  const [glowing, glow] = useSavedGlow()
  const ids = { label: `${field}-label`, hint: `${field}-hint`, input: `${field}-input` }

  async function save(next: string) {
    await onSave(next)
    close()
    glow()
  }

  return (
    <div className={glowing ? 'company-field company-field-saved' : 'company-field'} data-field={field}>
      <dt className="company-field-term">
        <span className="company-field-heading">
          <span className="company-field-label" id={ids.label}>
            {info.label}
          </span>
          <span className="company-field-hint" id={ids.hint}>
            {info.hint}
          </span>
        </span>
        {!editing && (
          <button
            ref={editButton}
            type="button"
            className="icon-button"
            aria-label={`Edit ${info.label}`}
            title={`Edit ${info.label}`}
            {...preloadOn(FieldEditor)}
            onClick={open}
          >
            <PencilIcon />
          </button>
        )}
      </dt>
      <dd className="company-field-value">
        {editing ? (
          <FieldEditor
            field={field}
            id={ids.input}
            labelledBy={ids.label}
            describedBy={ids.hint}
            initial={value ?? ''}
            maxLength={info.maxLength}
            multiline={info.multiline}
            onSave={save}
            onCancel={close}
          />
        ) : value ? (
          <p className="company-field-text">{value}</p>
        ) : (
          <p className="company-field-text not-set">{COMPANY_MESSAGES.notSet}</p>
        )}
      </dd>
    </div>
  )
}
