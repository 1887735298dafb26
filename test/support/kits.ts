import type { PressKit } from '../../shared/contracts/press-kit'
import {
  buildSections,
  DEFAULT_BRANDING,
  KIT_TEMPLATES,
  type KitSection,
  quickStartContent,
} from '../../shared/domain/press-kit'

/** A kit as kitHtml takes it: the first template's quick-start sections for Acme Robotics. */
export function kitToPrint(changes: Partial<PressKit> = {}) {
  const template = KIT_TEMPLATES[0] as (typeof KIT_TEMPLATES)[number]
  const sections = buildSections(
    template,
    quickStartContent(
      {
        short_description: 'Robots that pick orders in small warehouses.',
        full_description: 'More about it.',
      },
      'press@acme.example',
    ),
  )
  return {
    company: { name: 'Acme Robotics', website: 'https://acme.example/', logo: '', logo_url: '' },
    branding: { ...DEFAULT_BRANDING, fonts: { heading: 'Georgia', body: 'Inter', mono: 'Fira Code' } },
    sections,
    assets: [],
    ...changes,
  } as unknown as PressKit
}

type KitAsRead = {
  sections: KitSection[]
  branding: unknown
  assets: { id: string; altText: string; caption: string }[]
  company: { name: string; logo: string; website: string }
}

/**
 * A kit's PUT as its builder sends it: the customizations of the kit as the API answered it, with one
 * section changed.
 */
export function withSectionChanged(kit: KitAsRead, sectionId: string, change: Partial<KitSection>) {
  return {
    customizations: {
      sections: kit.sections.map((section) =>
        section.id === sectionId ? { ...section, ...change } : section,
      ),
      branding: kit.branding,
      assets: kit.assets.map(({ id, altText, caption }) => ({ id, altText, caption })),
      company: { name: kit.company.name, logo: kit.company.logo, website: kit.company.website },
    },
  }
}
