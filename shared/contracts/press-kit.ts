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
import * as z from './zod'

/** One section as the builder sends it; its HTML is sanitised on the server before it is stored. */
export const KitSectionInput = z.strictObject({
  id: z
    .string()
    .check(
      z.regex(/^[a-z0-9_-]{1,40}$/, { error: 'A section id is 1-40 lowercase letters, digits, - or _' }),
    ),
  title: storedText('Section title', {
    schema: z.string().check(z.minLength(1, { error: 'A section needs a title' })),
  }).check(z.maxLength(120, { error: 'A section title is at most 120 characters' })),
  type: z.enum(KIT_SECTION_TYPES, { error: 'Unknown section type' }),
  visible: z.boolean(),
  order: z.number().check(z.int(), z.gte(0), z.lte(99)),
  content: z.string().check(z.maxLength(50_000, { error: 'A section is at most 50,000 characters' })),
})

const Colour = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, { error: 'Colours are #rrggbb' }))
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
}) satisfies z.ZodMiniType<KitBranding>

const HttpUrl = z
  .url({ protocol: /^https?$/, error: 'Links start with http:// or https://' })
  .check(z.maxLength(2000))

export const KitCompanyInput = z.strictObject({
  name: storedText('Company name').check(z.maxLength(120)),
  /** An uploaded asset (`asset:<id>`), a web address, or '' for none. */
  logo: z.optional(z.union([HttpUrl, z.literal(''), z.string().check(z.regex(/^asset:[\w-]{1,100}$/))])),
  website: z.optional(z.union([HttpUrl, z.literal('')])),
})

const AssetEdit = z.strictObject({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  caption: z.optional(storedText('Caption', { multiline: true }).check(z.maxLength(500))),
  altText: z.optional(storedText('Alt text').check(z.maxLength(300))),
})

export const KitCustomizations = z.strictObject({
  sections: z.optional(
    z.array(KitSectionInput).check(
      z.maxLength(30, { error: 'At most 30 sections' }),
      z.refine((sections) => new Set(sections.map((s) => s.id)).size === sections.length, {
        error: 'Section ids must be unique',
      }),
    ),
  ),
  branding: z.optional(KitBrandingInput),
  company: z.optional(KitCompanyInput),
  /** Captions and alt text of uploaded assets (the files themselves go through the assets route). */
  assets: z.optional(z.array(AssetEdit).check(z.maxLength(20))),
})
export type KitCustomizations = z.infer<typeof KitCustomizations>

export const CreateKitRequest = z.strictObject({
  templateId: z._default(
    z.enum(KIT_TEMPLATES.map((t) => t.id) as [string, ...string[]], { error: 'Unknown template' }),
    'default',
  ),
  format: z._default(z.enum(KIT_FORMATS, { error: 'format must be pdf, web or both' }), 'both'),
  /** The company the kit presents; the active company when absent. */
  companyId: z.optional(idField('companyId')),
  /** Fill the sections from the company profile's facts. */
  quickStart: z._default(z.boolean(), false),
  customizations: z.optional(KitCustomizations),
})
export type CreateKitRequest = z.input<typeof CreateKitRequest>

export const UpdateKitRequest = z.strictObject({
  customizations: z.optional(KitCustomizations),
  templateId: z.optional(z.enum(KIT_TEMPLATES.map((t) => t.id) as [string, ...string[]])),
  settings: z.optional(z.strictObject({ require_email: z.boolean() })),
  /** A new password for the public page; null removes it. */
  password: z.optional(
    z.union([
      z.string().check(z.minLength(4, { error: 'A password is at least 4 characters' }), z.maxLength(200)),
      z.null(),
    ]),
  ),
  /** Publish (or unpublish) the public page /kit/{slug}. */
  published: z.optional(z.boolean()),
  /** Render the PDF again (KitRenderRequested). */
  regenerate: z._default(z.boolean(), false),
})
export type UpdateKitRequest = z.input<typeof UpdateKitRequest>

/** Spec 1's older family: a company id plus the same fields. */
export const LegacyCreateKitRequest = z.extend(CreateKitRequest, { companyId: idField('companyId') })
export const LegacyKitsQuery = z.strictObject({ companyId: z.optional(idField('companyId')) })

export interface KitAsset {
  id: string
  kind: 'image' | 'pdf'
  originalName: string
  contentType: string
  bytes: number
  altText: string
  caption: string
  sizes: { original: { url: string }; medium?: { url: string } }
  /** The first 16 hex digits of the original's SHA-256: names its content in its public address. */
  hash?: string
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
  /** `outdated`: the PDF was made before the latest change to what it shows; only its owner gets it. */
  outputs: { web: { preview_url: string }; pdf: { download_url: string | null; outdated: boolean } }
}

export const DEFAULT_SECTION_IDS = DEFAULT_SECTIONS.map((section) => section.id)

export const BrandingExtractRequest = z.strictObject({
  url: z.url({ protocol: /^https?$/, error: 'Enter the address of your website' }).check(z.maxLength(2000)),
})

export const KIT_FORMAT_QUERY = ['pdf', 'web', 'assets'] as const
export type DownloadFormat = (typeof KIT_FORMAT_QUERY)[number]

export const PUBLIC_KIT_MESSAGES = {
  invalidLink: 'Invalid or expired link',
  passwordNeeded: 'This press kit is protected: enter its password',
  wrongPassword: 'Incorrect password',
  emailNeeded: 'Please enter your email to download',
  pdfNotReady: 'The PDF of this kit is not ready yet',
  nothingToZip: 'This kit has no files to download yet',
} as const

const Email = z.email({ error: 'Enter a valid email address' }).check(z.maxLength(254))

export const PasswordQuery = z.strictObject({ password: z.optional(z.string().check(z.maxLength(200))) })
export const DownloadQuery = z.extend(PasswordQuery, {
  format: z._default(z.enum(KIT_FORMAT_QUERY, { error: 'format must be pdf, web or assets' }), 'pdf'),
})
export const DownloadRequest = z.strictObject({ email: z.optional(z.union([Email, z.literal('')])) })

export const TrackRequest = z.discriminatedUnion(
  'event',
  [
    z.strictObject({
      event: z.literal('view'),
      metadata: z.strictObject({
        session_id: z
          .string()
          .check(z.regex(/^[\w-]{8,64}$/, { error: 'session_id is 8-64 letters, digits, - or _' })),
        duration: z._default(z.number().check(z.gte(0), z.lte(86_400)), 0),
        scroll_depth: z._default(z.number().check(z.gte(0), z.lte(100)), 0),
      }),
    }),
    z.strictObject({
      event: z.literal('download'),
      metadata: z.strictObject({
        format: z.enum(KIT_FORMAT_QUERY),
        user_info: z.optional(z.record(z.string(), z.string().check(z.maxLength(200)))),
      }),
    }),
  ],
  { error: 'event must be view or download' },
)

export const LeadRequest = z.strictObject({
  email: Email,
  marketing_consent: z._default(z.boolean(), false),
  source: z._default(z.literal('kit_download'), 'kit_download'),
  name: z.optional(storedText('Name').check(z.maxLength(120))),
  company: z.optional(storedText('Company').check(z.maxLength(120))),
  role: z.optional(storedText('Role').check(z.maxLength(120))),
})

export const KitAnalyticsQuery = z.strictObject({
  timeframe: z._default(
    z.enum(['7d', '30d', '90d', 'all'], { error: 'timeframe must be 7d, 30d, 90d or all' }),
    '30d',
  ),
})

/** What a visitor of the public page sees: published content, nothing about the owner beyond the kit. */
export interface PublicKit {
  id: string
  slug: string
  company: { name: string; website: string; logo_url: string }
  sections: KitSection[]
  branding: KitBranding
  /** `sizes` are the files' lasting public addresses (functions/press-kit/kit-files.ts). */
  assets: Array<Pick<KitAsset, 'id' | 'kind' | 'originalName' | 'altText' | 'caption' | 'sizes'>>
  settings: { require_email: boolean; allow_download: boolean }
  has_pdf: boolean
  updated_at: string
}
