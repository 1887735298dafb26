import * as z from 'zod'
import {
  DEFAULT_SECTIONS,
  KIT_FONTS,
  KIT_FORMATS,
  KIT_SECTION_TYPES,
  KIT_TEMPLATES,
  type KitBranding,
  type KitFormat,
  type KitSection,
  type KitStatus,
} from '../domain/press-kit'
import { idField } from './ids'
import { storedText } from './text'

/** One section as the builder sends it; its HTML is sanitised on the server before it is stored. */
export const KitSectionInput = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/, { error: 'A section id is 1-40 lowercase letters, digits, - or _' }),
  title: storedText('Section title', { schema: z.string().min(1, { error: 'A section needs a title' }) }).max(
    120,
    {
      error: 'A section title is at most 120 characters',
    },
  ),
  type: z.enum(KIT_SECTION_TYPES, { error: 'Unknown section type' }),
  visible: z.boolean(),
  order: z.number().int().min(0).max(99),
  content: z.string().max(50_000, { error: 'A section is at most 50,000 characters' }),
})

const Colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'Colours are #rrggbb' })
const Font = z.enum(KIT_FONTS, { error: 'Choose one of the offered fonts' })

export const KitBrandingInput = z.strictObject({
  colors: z.strictObject({
    primary: Colour,
    secondary: Colour,
    accent: Colour,
    text: Colour,
    background: Colour,
  }),
  fonts: z.strictObject({ heading: Font, body: Font, mono: Font }),
}) satisfies z.ZodType<KitBranding>

const HttpUrl = z.url({ protocol: /^https?$/, error: 'Links start with http:// or https://' }).max(2000)

export const KitCompanyInput = z.strictObject({
  name: storedText('Company name').max(120),
  /** An uploaded asset (`asset:<id>`), a web address, or '' for none. */
  logo: z.union([HttpUrl, z.literal(''), z.string().regex(/^asset:[\w-]{1,100}$/)]).optional(),
  website: z.union([HttpUrl, z.literal('')]).optional(),
})

const AssetEdit = z.strictObject({
  id: z.string().min(1).max(100),
  caption: storedText('Caption', { multiline: true }).max(500).optional(),
  altText: storedText('Alt text').max(300).optional(),
})

export const KitCustomizations = z.strictObject({
  sections: z
    .array(KitSectionInput)
    .max(30, { error: 'At most 30 sections' })
    .refine((sections) => new Set(sections.map((s) => s.id)).size === sections.length, {
      error: 'Section ids must be unique',
    })
    .optional(),
  branding: KitBrandingInput.optional(),
  company: KitCompanyInput.optional(),
  /** Captions and alt text of uploaded assets (the files themselves go through the assets route). */
  assets: z.array(AssetEdit).max(20).optional(),
})
export type KitCustomizations = z.infer<typeof KitCustomizations>

export const CreateKitRequest = z.strictObject({
  templateId: z
    .enum(KIT_TEMPLATES.map((t) => t.id) as [string, ...string[]], { error: 'Unknown template' })
    .default('default'),
  format: z.enum(KIT_FORMATS, { error: 'format must be pdf, web or both' }).default('both'),
  /** The company the kit presents; the active company when absent. */
  companyId: idField('companyId').optional(),
  /** Fill the sections from the company profile's facts. */
  quickStart: z.boolean().default(false),
  customizations: KitCustomizations.optional(),
})
export type CreateKitRequest = z.input<typeof CreateKitRequest>

export const UpdateKitRequest = z.strictObject({
  customizations: KitCustomizations.optional(),
  templateId: z.enum(KIT_TEMPLATES.map((t) => t.id) as [string, ...string[]]).optional(),
  settings: z.strictObject({ require_email: z.boolean() }).optional(),
  /** A new password for the public page; null removes it. */
  password: z
    .union([z.string().min(4, { error: 'A password is at least 4 characters' }).max(200), z.null()])
    .optional(),
  /** Publish (or unpublish) the public page /kit/{slug}. */
  published: z.boolean().optional(),
  /** Render the PDF again (KitRenderRequested). */
  regenerate: z.boolean().default(false),
})
export type UpdateKitRequest = z.input<typeof UpdateKitRequest>

/** Spec 1's older family: a company id plus the same fields. */
export const LegacyCreateKitRequest = CreateKitRequest.extend({ companyId: idField('companyId') })
export const LegacyKitsQuery = z.strictObject({ companyId: idField('companyId').optional() })

export interface KitAsset {
  id: string
  kind: 'image' | 'pdf'
  originalName: string
  contentType: string
  bytes: number
  altText: string
  caption: string
  sizes: { original: { url: string }; medium?: { url: string } }
}

/** A kit as the API answers it: spec 2's shape, and spec 1's first-generation view of the same record. */
export interface PressKit {
  id: string
  company_id: string
  template_id: string
  format: KitFormat
  status: KitStatus
  sections: KitSection[]
  branding: KitBranding
  assets: KitAsset[]
  /** `logo` as saved; `logo_url` a link that shows it (an asset's short-lived link). */
  company: { name: string; logo: string; logo_url: string; website: string }
  settings: { require_email: boolean; has_password: boolean }
  published: boolean
  press_kit_web: { slug: string; views: number; downloads: number; leads: number }
  render_error: string | null
  version: number
  created_at: string
  updated_at: string
  customizations: { sections: KitSection[]; branding: KitBranding; assets: KitAsset[] }
  outputs: { web: { preview_url: string }; pdf: { download_url: string | null } }
}

export const DEFAULT_SECTION_IDS = DEFAULT_SECTIONS.map((section) => section.id)

export const BrandingExtractRequest = z.strictObject({
  url: z.url({ protocol: /^https?$/, error: 'Enter the address of your website' }).max(2000),
})

export const KIT_FORMAT_QUERY = ['pdf', 'web', 'assets'] as const
export type DownloadFormat = (typeof KIT_FORMAT_QUERY)[number]

export const PUBLIC_KIT_MESSAGES = {
  invalidLink: 'Invalid or expired link',
  passwordNeeded: 'This press kit is protected: enter its password',
  wrongPassword: 'Incorrect password',
  emailNeeded: 'Please enter your email to download',
  pdfNotReady: 'The PDF of this kit is not ready yet',
} as const

const Email = z.email({ error: 'Enter a valid email address' }).max(254)

export const PasswordQuery = z.strictObject({ password: z.string().max(200).optional() })
export const DownloadQuery = PasswordQuery.extend({
  format: z.enum(KIT_FORMAT_QUERY, { error: 'format must be pdf, web or assets' }).default('pdf'),
})
export const DownloadRequest = z.strictObject({ email: z.union([Email, z.literal('')]).optional() })

export const TrackRequest = z.discriminatedUnion(
  'event',
  [
    z.strictObject({
      event: z.literal('view'),
      metadata: z.strictObject({
        session_id: z
          .string()
          .regex(/^[\w-]{8,64}$/, { error: 'session_id is 8-64 letters, digits, - or _' }),
        duration: z.number().min(0).max(86_400).default(0),
        scroll_depth: z.number().min(0).max(100).default(0),
      }),
    }),
    z.strictObject({
      event: z.literal('download'),
      metadata: z.strictObject({
        format: z.enum(KIT_FORMAT_QUERY),
        user_info: z.record(z.string(), z.string().max(200)).optional(),
      }),
    }),
  ],
  { error: 'event must be view or download' },
)

export const LeadRequest = z.strictObject({
  email: Email,
  marketing_consent: z.boolean().default(false),
  source: z.literal('kit_download').default('kit_download'),
  name: storedText('Name').max(120).optional(),
  company: storedText('Company').max(120).optional(),
  role: storedText('Role').max(120).optional(),
})

export const KitAnalyticsQuery = z.strictObject({
  timeframe: z
    .enum(['7d', '30d', '90d', 'all'], { error: 'timeframe must be 7d, 30d, 90d or all' })
    .default('30d'),
})

/** What a visitor of the public page sees: published content, nothing about the owner beyond the kit. */
export interface PublicKit {
  id: string
  slug: string
  company: { name: string; website: string; logo_url: string }
  sections: KitSection[]
  branding: KitBranding
  assets: Array<Pick<KitAsset, 'id' | 'kind' | 'originalName' | 'altText' | 'caption' | 'sizes'>>
  settings: { require_email: boolean; allow_download: boolean }
  has_pdf: boolean
  updated_at: string
}
