import * as z from 'zod'
import {
  COMPANY_FIELD_INFO,
  COMPANY_FIELDS,
  COMPANY_NAME_MAX_LENGTH,
  type CompanyField,
} from '../domain/company'
import { idField } from './ids'
import { storedText } from './text'

export const COMPANY_NAME_REQUIRED = 'Company name is required'

export const CompanyName = storedText('Company name', { schema: z.string({ error: COMPANY_NAME_REQUIRED }) })
  .min(1, { error: COMPANY_NAME_REQUIRED })
  .max(COMPANY_NAME_MAX_LENGTH, { error: `Company name is at most ${COMPANY_NAME_MAX_LENGTH} characters` })

/** Each optional field: clean text (see storedText) within its bound; an empty string clears it. */
const fieldSchemas = Object.fromEntries(
  COMPANY_FIELDS.map((field) => {
    const { label, maxLength, multiline } = COMPANY_FIELD_INFO[field]
    return [
      field,
      storedText(label, { multiline }).max(maxLength, {
        error: `${label} is at most ${maxLength} characters`,
      }),
    ]
  }),
) as Record<CompanyField, z.ZodString>

const optionalFields = Object.fromEntries(
  COMPANY_FIELDS.map((f) => [f, fieldSchemas[f].optional()]),
) as Record<CompanyField, z.ZodOptional<z.ZodString>>

export const CreateCompanyRequest = z.strictObject({ name: CompanyName, ...optionalFields })
export type CreateCompanyRequest = z.infer<typeof CreateCompanyRequest>

export const UpdateCompanyRequest = z.strictObject({ name: CompanyName.optional(), ...optionalFields })
export type UpdateCompanyRequest = z.infer<typeof UpdateCompanyRequest>

export const SetActiveCompanyRequest = z.strictObject({ companyId: idField('companyId') })

/** A company as the API answers it: every optional field present, `null` when not set. */
export type Company = {
  id: string
  name: string
  created_at: string
  updated_at: string
} & Record<CompanyField, string | null>

/** The schema of one field, for validating an inline edit in the form before it is sent. */
export const companyFieldSchema = (field: CompanyField) => fieldSchemas[field]
