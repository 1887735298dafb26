import type { KitSection } from '../../../../shared/domain/press-kit'

/** Sections in their order, numbered 0..n-1 without gaps (what the server stores too). */
export const inOrder = (sections: readonly KitSection[]): KitSection[] =>
  [...sections].sort((a, b) => a.order - b.order).map((section, order) => ({ ...section, order }))

/** The section moved to `toIndex` of the ordered list; the others keep their relative order. */
export function moveSection(sections: readonly KitSection[], id: string, toIndex: number): KitSection[] {
  const ordered = inOrder(sections)
  const from = ordered.findIndex((section) => section.id === id)
  if (from < 0) return ordered
  const to = Math.max(0, Math.min(ordered.length - 1, toIndex))
  if (to === from) return ordered
  const [moved] = ordered.splice(from, 1)
  if (moved) ordered.splice(to, 0, moved)
  return ordered.map((section, order) => ({ ...section, order }))
}

/** One place up (-1) or down (+1): the keyboard's way to reorder. */
export function moveSectionBy(sections: readonly KitSection[], id: string, delta: number): KitSection[] {
  const index = inOrder(sections).findIndex((section) => section.id === id)
  return index < 0 ? inOrder(sections) : moveSection(sections, id, index + delta)
}

/** A drag that ended over another section: the dragged one takes that section's place. */
export function dropSection(sections: readonly KitSection[], activeId: string, overId: string): KitSection[] {
  const index = inOrder(sections).findIndex((section) => section.id === overId)
  return index < 0 ? inOrder(sections) : moveSection(sections, activeId, index)
}

export const updateSection = (
  sections: readonly KitSection[],
  id: string,
  changes: Partial<Pick<KitSection, 'title' | 'content' | 'visible'>>,
): KitSection[] => sections.map((section) => (section.id === id ? { ...section, ...changes } : section))

export const visibleSections = (sections: readonly KitSection[]) =>
  inOrder(sections).filter((section) => section.visible)
