import { COMPANY_NAME_MAX_LENGTH } from '../../../../../shared/domain/company'
import { preloadOn } from '../../../components/ui/lazy-component'
import { useInlineEdit } from '../use-inline-edit'
import { useSavedGlow } from '../use-saved-glow'
import { NameEditor } from './lazy-editors'
import { PencilIcon } from './pencil-icon'

interface CompanyNameProps {
  name: string
  onSave(name: string): Promise<void>
}

/** The shown company's name, renamed in place like any field. */
export function CompanyName({ name, onSave }: CompanyNameProps) {
  const { editing, editButton, open, close } = useInlineEdit()
  const [glowing, glow] = useSavedGlow()

  if (editing) {
    return (
      <div className="company-name-editor">
        <span id="company-name-label" className="company-field-label">
          Company Name
        </span>
        <NameEditor
          id="company-name-input"
          labelledBy="company-name-label"
          initial={name}
          maxLength={COMPANY_NAME_MAX_LENGTH}
          multiline={false}
          onSave={async (next) => {
            await onSave(next)
            close()
            glow()
          }}
          onCancel={close}
        />
      </div>
    )
  }

  return (
    <div className={glowing ? 'company-name company-field-saved' : 'company-name'}>
      <h2 className="company-name-text">{name}</h2>
      <button
        ref={editButton}
        type="button"
        className="icon-button"
        aria-label="Edit Company Name"
        title="Edit Company Name"
        {...preloadOn(NameEditor)}
        onClick={open}
      >
        <PencilIcon />
      </button>
    </div>
  )
}
