import type { KitAsset, KitCustomizations, PressKit } from '../../../../shared/contracts/press-kit'
import type { KitBranding, KitSection } from '../../../../shared/domain/press-kit'
import { inOrder } from './sections'

export type AssetText = {
  caption: string
  altText: string
}

/**
 * What the builder edits and saves: sections, branding, the company line, and the captions and alt
 * text of uploaded assets. The files themselves are the server's (upload and remove answer with them).
 */
export type KitDraft = {
  sections: KitSection[]
  branding: KitBranding
  company: PressKit['company']
  assetText: Record<string, AssetText>
}

export function draftFromKit(kit: PressKit): KitDraft {
  return {
    sections: inOrder(kit.sections),
    branding: kit.branding,
    company: kit.company,
    assetText: Object.fromEntries(
      kit.assets.map((asset) => [asset.id, { caption: asset.caption, altText: asset.altText }]),
    ),
  }
}

/** An asset's caption and alt text as the founder last typed them, else as stored. */
export const assetTextOf = (draft: KitDraft, asset: KitAsset): AssetText =>
  draft.assetText[asset.id] ?? { caption: asset.caption, altText: asset.altText }

/** The PUT body's customizations: the draft, with the text of the assets the kit has now. */
export function customizationsOf(draft: KitDraft, assets: readonly KitAsset[]): KitCustomizations {
  return {
    sections: inOrder(draft.sections),
    branding: draft.branding,
    // logo_url is the server's link to the logo, not something to save.
    company: { name: draft.company.name, logo: draft.company.logo, website: draft.company.website },
    ...(assets.length
      ? { assets: assets.map((asset) => ({ id: asset.id, ...assetTextOf(draft, asset) })) }
      : {}),
  }
}
