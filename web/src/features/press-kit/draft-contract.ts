import { type KitAsset, KitCustomizations } from '../../../../shared/contracts/press-kit'
import * as z from '../../../../shared/contracts/zod'
import { customizationsOf, type KitDraft } from './draft'

// The builder's checks with the server's contract (and zod): loaded beside the editor, not before it,
// since nothing is checked before the first save (issue 18).

/** The draft checked with the server's own contract: the first problem's message, or null. */
export function draftProblem(draft: KitDraft, assets: readonly KitAsset[]): string | null {
  const result = KitCustomizations.safeParse(customizationsOf(draft, assets))
  return result.success ? null : (result.error.issues[0]?.message ?? 'Check the kit for mistakes')
}

/**
 * The builder form's schema: the draft read as the PUT's customizations, then the server's own
 * KitCustomizations contract. The sections (in order), branding and company keep their paths, so a
 * problem lands on its field ('sections.2.title', 'company.website'); `assets` are the kit's at the time.
 */
export const kitDraftContract = (assets: () => readonly KitAsset[]) =>
  z.pipe(
    z.pipe(
      z.custom<KitDraft>(),
      z.transform((draft) => customizationsOf(draft, assets())),
    ),
    KitCustomizations,
  )
