/** Spec 2's press kit: sections, branding, templates, and the rules that build a kit from a profile. */

export const KIT_SECTION_TYPES = [
  'text',
  'facts',
  'team',
  'timeline',
  'media',
  'quotes',
  'list',
  'links',
  'contact',
] as const
export type KitSectionType = (typeof KIT_SECTION_TYPES)[number]

export interface KitSection {
  id: string
  title: string
  type: KitSectionType
  visible: boolean
  order: number
  /** Sanitised HTML (see functions/press-kit/sanitize.ts). */
  content: string
}

/** Spec 2 section 3: the default sections, in order 0-10. */
export const DEFAULT_SECTIONS: ReadonlyArray<Pick<KitSection, 'id' | 'title' | 'type'>> = [
  { id: 'overview', title: 'Company Overview', type: 'text' },
  { id: 'facts', title: 'Key Facts', type: 'facts' },
  { id: 'story', title: 'Our Story', type: 'text' },
  { id: 'team', title: 'Team', type: 'team' },
  { id: 'products', title: 'Products & Services', type: 'text' },
  { id: 'milestones', title: 'Milestones', type: 'timeline' },
  { id: 'media', title: 'Media Assets', type: 'media' },
  { id: 'testimonials', title: 'Testimonials', type: 'quotes' },
  { id: 'awards', title: 'Awards & Recognition', type: 'list' },
  { id: 'press', title: 'Press Coverage', type: 'links' },
  { id: 'contact', title: 'Press Contact', type: 'contact' },
]

export interface KitBranding {
  colors: { primary: string; secondary: string; accent: string; text: string; background: string }
  fonts: { heading: KitFont; body: KitFont; mono: KitFont }
}

/** Spec 2's defaults: blue, purple, green, dark, white; Inter, Inter, Fira Code. */
export const DEFAULT_BRANDING: KitBranding = {
  colors: {
    primary: '#3b82f6',
    secondary: '#8b5cf6',
    accent: '#10b981',
    text: '#1f2937',
    background: '#ffffff',
  },
  fonts: { heading: 'Inter', body: 'Inter', mono: 'Fira Code' },
}

/** The fonts a kit may use: each is available on the public page and in the PDF. */
export const KIT_FONTS = [
  'Inter',
  'Georgia',
  'Helvetica',
  'Arial',
  'Merriweather',
  'Playfair Display',
  'Roboto',
  'Source Sans Pro',
  'Fira Code',
  'JetBrains Mono',
  'Courier New',
] as const
export type KitFont = (typeof KIT_FONTS)[number]

export const KIT_ASSET_LIMIT = 20
export const KIT_FORMATS = ['pdf', 'web', 'both'] as const
export type KitFormat = (typeof KIT_FORMATS)[number]
export const KIT_STATUSES = ['draft', 'generating', 'completed', 'error'] as const
export type KitStatus = (typeof KIT_STATUSES)[number]

export const KIT_MESSAGES = {
  mustExist: 'Kit must be created first',
  notFound: 'Press kit not found',
} as const

export interface KitTemplate {
  id: string
  name: string
  description: string
  category: string
  /** The ids of the default sections this template shows, in its order; the others start hidden. */
  sections: string[]
  features: string[]
  popularity: number
  isNew: boolean
}

export const KIT_TEMPLATES: readonly KitTemplate[] = [
  {
    id: 'default',
    name: 'Standard Kit',
    description: 'Every section a journalist looks for, in the order they look for it.',
    category: 'General',
    sections: DEFAULT_SECTIONS.map((section) => section.id),
    features: ['All 11 sections', 'Company facts up front', 'Press contact on every page'],
    popularity: 95,
    isNew: false,
  },
  {
    id: 'tech_startup',
    name: 'Tech Startup',
    description: 'Product, team and traction first: for a launch or a funding announcement.',
    category: 'Technology',
    sections: ['overview', 'products', 'facts', 'milestones', 'team', 'story', 'media', 'press', 'contact'],
    features: ['Product before story', 'Funding and milestones timeline', 'Founder bios'],
    popularity: 88,
    isNew: true,
  },
  {
    id: 'ecommerce',
    name: 'E-commerce',
    description: 'Products, customers and imagery for consumer brands.',
    category: 'E-commerce',
    sections: ['overview', 'products', 'media', 'testimonials', 'story', 'facts', 'awards', 'contact'],
    features: ['Product imagery first', 'Customer testimonials', 'Awards and recognition'],
    popularity: 82,
    isNew: false,
  },
]

export const templateById = (id: string) => KIT_TEMPLATES.find((template) => template.id === id)

/** The facts a quick start may use: a company's profile, as the founder wrote it. */
export type KitProfile = Partial<
  Record<
    | 'name'
    | 'short_description'
    | 'full_description'
    | 'location'
    | 'funding_amount'
    | 'recent_funding'
    | 'revenue'
    | 'founder_story'
    | 'company_motivation'
    | 'cofounders'
    | 'unique_product_feature'
    | 'use_case'
    | 'recent_accomplishments'
    | 'upcoming_features',
    string | null | undefined
  >
>

/** Text for HTML: the five characters that could open markup or end an attribute, as entities. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

/** A founder's text as paragraphs: blank lines separate them, single line breaks stay. */
function paragraphs(text: string | null | undefined): string {
  const blocks = (text ?? '')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
  return blocks.map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`).join('')
}

function labelled(items: Array<[string, string | null | undefined]>): string {
  const present = items.filter(([, value]) => value?.trim())
  if (present.length === 0) return ''
  return `<ul>${present.map(([label, value]) => `<li><strong>${label}:</strong> ${escapeHtml((value ?? '').trim())}</li>`).join('')}</ul>`
}

/** A bullet that began after a ";" starts as a sentence does, unless its word is cased on purpose (iPhone). */
const capitalised = (item: string) =>
  /^[a-z](?![A-Z])/.test(item) ? item[0]?.toUpperCase() + item.slice(1) : item

function list(text: string | null | undefined): string {
  const lines = (text ?? '')
    .split('\n')
    .flatMap((line) => line.split(';').map((item, i) => (i === 0 ? item : capitalised(item.trim()))))
    .map((line) => line.replace(/^[-•*]\s*/, '').trim())
    .filter(Boolean)
  return lines.length ? `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : ''
}

/**
 * Quick start: each section from the profile facts that belong in it, and nothing else. A section the
 * profile says nothing about stays empty for the founder to write; nothing is invented.
 */
export function quickStartContent(
  profile: KitProfile,
  contactEmail: string | undefined,
): Record<string, string> {
  const content: Record<string, string> = {
    overview: paragraphs(profile.short_description) + paragraphs(profile.full_description),
    facts: labelled([
      ['Location', profile.location],
      ['Funding', profile.funding_amount],
      ['Latest round', profile.recent_funding],
      ['Revenue', profile.revenue],
    ]),
    story: paragraphs(profile.founder_story) + paragraphs(profile.company_motivation),
    team: list(profile.cofounders),
    products: paragraphs(profile.unique_product_feature) + paragraphs(profile.use_case),
    milestones:
      list(profile.recent_accomplishments) +
      (profile.upcoming_features?.trim()
        ? `<p><strong>Coming next:</strong></p>${list(profile.upcoming_features)}`
        : ''),
    contact: contactEmail
      ? `<p><a href="mailto:${escapeHtml(contactEmail)}">${escapeHtml(contactEmail)}</a></p>`
      : '',
  }
  return Object.fromEntries(Object.entries(content).filter(([, html]) => html))
}

/** A template's sections: its own in its order and visible, then the rest hidden, each with its content. */
export function buildSections(template: KitTemplate, content: Record<string, string> = {}): KitSection[] {
  const shown = template.sections
  const hidden = DEFAULT_SECTIONS.map((section) => section.id).filter((id) => !shown.includes(id))
  return [...shown, ...hidden].map((id, order) => {
    const base = DEFAULT_SECTIONS.find((section) => section.id === id) as (typeof DEFAULT_SECTIONS)[number]
    return { ...base, visible: shown.includes(id), order, content: content[id] ?? '' }
  })
}
