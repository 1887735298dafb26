import {
  aliasesFromText,
  COMPANY_ALIAS_MAX_LENGTH,
  COMPANY_ALIASES_MAX,
  COMPANY_FIELD_INFO,
  COMPANY_FIELDS,
  COMPANY_NAME_MAX_LENGTH,
  type CompanyField,
} from '../domain/company'
import { idField } from './ids'
import { storedText } from './text'
import * as z from './zod'

export const COMPANY_NAME_REQUIRED = 'Company name is required'

export const CompanyName = storedText('Company name', {
  schema: z.string({ error: COMPANY_NAME_REQUIRED }),
}).check(
  z.minLength(1, { error: COMPANY_NAME_REQUIRED }),
  z.maxLength(COMPANY_NAME_MAX_LENGTH, {
    error: `Company name is at most ${COMPANY_NAME_MAX_LENGTH} characters`,
  }),
)

/** Each optional field: clean text (see storedText) within its bound; an empty string clears it. */
const fieldSchemas = Object.fromEntries(
  COMPANY_FIELDS.map((field) => {
    const { label, maxLength, multiline } = COMPANY_FIELD_INFO[field]
    return [
      field,
      storedText(label, { multiline }).check(
        z.maxLength(maxLength, { error: `${label} is at most ${maxLength} characters` }),
      ),
    ]
  }),
) as Record<CompanyField, z.ZodMiniString<string>>

const optionalFields = Object.fromEntries(
  COMPANY_FIELDS.map((f) => [f, z.optional(fieldSchemas[f])]),
) as Record<CompanyField, z.ZodMiniOptional<z.ZodMiniString<string>>>

/** Other names the press may use for the company; each once, blanks dropped. */
export const CompanyAliases = z
  .array(
    storedText('Other name').check(
      z.maxLength(COMPANY_ALIAS_MAX_LENGTH, {
        error: `Each other name is at most ${COMPANY_ALIAS_MAX_LENGTH} characters`,
      }),
    ),
    { error: 'Other names are a list of names' },
  )
  .check(
    z.overwrite((names) =>
      names.filter((name, i) => name && names.findIndex((n) => n.toLowerCase() === name.toLowerCase()) === i),
    ),
    z.maxLength(COMPANY_ALIASES_MAX, { error: `At most ${COMPANY_ALIASES_MAX} other names` }),
  )

export const CreateCompanyRequest = z.strictObject({
  name: CompanyName,
  aliases: z.optional(CompanyAliases),
  ...optionalFields,
})
export type CreateCompanyRequest = z.infer<typeof CreateCompanyRequest>

export const UpdateCompanyRequest = z.strictObject({
  name: z.optional(CompanyName),
  aliases: z.optional(CompanyAliases),
  ...optionalFields,
})
export type UpdateCompanyRequest = z.infer<typeof UpdateCompanyRequest>

export const SetActiveCompanyRequest = z.strictObject({ companyId: idField('companyId') })

/** A company as the API answers it: every optional field present, `null` when not set. */
export type Company = {
  id: string
  name: string
  /** Other names it goes by: a feed story naming one is possible coverage too. */
  aliases: string[]
  created_at: string
  updated_at: string
} & Record<CompanyField, string | null>

/** The schema of one field, for validating an inline edit in the form before it is sent. */
export const companyFieldSchema = (field: CompanyField) => fieldSchemas[field]

/** That line, checked with the same rules as the list the server takes. */
export const AliasesText = storedText('Other names').check(
  z.refine((text) => aliasesFromText(text).every((name) => name.length <= COMPANY_ALIAS_MAX_LENGTH), {
    error: `Each other name is at most ${COMPANY_ALIAS_MAX_LENGTH} characters`,
  }),
  z.refine((text) => new Set(aliasesFromText(text).map((n) => n.toLowerCase())).size <= COMPANY_ALIASES_MAX, {
    error: `At most ${COMPANY_ALIASES_MAX} other names`,
  }),
)
