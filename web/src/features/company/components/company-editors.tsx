import { CompanyName, companyFieldSchema } from '../../../../../shared/contracts/company'
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

export const editors = { FieldEditor, NameEditor }
