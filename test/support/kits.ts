import type { KitSection } from '../../shared/domain/press-kit'

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
