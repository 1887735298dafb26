import {
  aliasesFromText,
  COMPANY_ALIAS_MAX_LENGTH,
  COMPANY_ALIASES_MAX,
} from '../../../../../shared/domain/company'
import { preloadOn } from '../../../components/ui/lazy-component'
import { useInlineEdit } from '../use-inline-edit'
import { useSavedGlow } from '../use-saved-glow'
import { AliasesEditor } from './lazy-editors'
import { PencilIcon } from './pencil-icon'

interface CompanyAliasesProps {
  aliases: string[]
  onSave(aliases: string[]): Promise<void>
}

const LABEL = 'Also known as'
const HINT =
  "Other names the press may use (a product, a former name), separated by commas: a publication's story naming one is found as coverage too."

/** The company's other names, edited in place on one line. */
export function CompanyAliases({ aliases, onSave }: CompanyAliasesProps) {
  const { editing, editButton, open, close } = useInlineEdit()
  const [glowing, glow] = useSavedGlow()
  const ids = { label: 'company-aliases-label', hint: 'company-aliases-hint', input: 'company-aliases-input' }

  return (
    <div className={glowing ? 'company-aliases company-field-saved' : 'company-aliases'}>
      <div className="company-field-heading">
        <span className="company-field-label" id={ids.label}>
          {LABEL}
        </span>
        <span className="company-field-hint" id={ids.hint}>
          {HINT}
        </span>
      </div>
      {editing ? (
        <AliasesEditor
          id={ids.input}
          labelledBy={ids.label}
          describedBy={ids.hint}
          initial={aliases.join(', ')}
          maxLength={COMPANY_ALIASES_MAX * (COMPANY_ALIAS_MAX_LENGTH + 2)}
          multiline={false}
          onSave={async (text) => {
            await onSave(aliasesFromText(text))
            close()
            glow()
          }}
          onCancel={close}
        />
      ) : (
        <div className="company-aliases-value">
          <p className={aliases.length ? 'company-field-text' : 'company-field-text not-set'}>
            {aliases.length ? aliases.join(', ') : 'None yet'}
          </p>
          <button
            ref={editButton}
            type="button"
            className="icon-button"
            aria-label={`Edit ${LABEL}`}
            title={`Edit ${LABEL}`}
            {...preloadOn(AliasesEditor)}
            onClick={open}
          >
            <PencilIcon />
          </button>
        </div>
      )}
    </div>
  )
}
