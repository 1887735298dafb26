import { AliasesText, CompanyName, companyFieldSchema } from '../../../../../shared/contracts/company'
import type { CompanyField } from '../../../../../shared/domain/company'
import { InlineEditor, type InlineEditorProps } from './inline-editor'

type EditorProps = Omit<InlineEditorProps, 'schema'>

/** A company fact edited in place, checked with the server's rule for that field. */
function FieldEditor({ field, ...props }: EditorProps & { field: CompanyField }) {
  return <InlineEditor {...props} schema={companyFieldSchema(field)} />
}

/** The company's name edited in place, checked with the server's rule for it. */
function NameEditor(props: EditorProps) {
  return <InlineEditor {...props} schema={CompanyName} />
}

/** The other names the press may use, on one line separated by commas. */
function AliasesEditor(props: EditorProps) {
  return <InlineEditor {...props} schema={AliasesText} />
}

export const editors = { FieldEditor, NameEditor, AliasesEditor }
