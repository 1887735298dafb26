import type { CSSProperties } from 'react'
import type { KitAsset, PressKit } from '../../../../../shared/contracts/press-kit'
import { readableKitColorVariables } from '../../../../../shared/domain/contrast'
import { kitFontStack } from '../../../../../shared/domain/kit-fonts'
import type { KitBranding, KitSection } from '../../../../../shared/domain/press-kit'
import { drawableImage } from '../assets'
import type { AssetText } from '../draft'
import { useKitFonts } from '../kit-fonts'
import { visibleSections } from '../sections'

interface KitPreviewProps {
  sections: readonly KitSection[]
  branding: KitBranding
  company: PressKit['company']
  assets: readonly KitAsset[]
  textOf(asset: KitAsset): AssetText
  /** The builder shows empty visible sections with a note; the finished kit leaves them out, as the PDF does. */
  showEmpty?: boolean
  label?: string
}

/**
 * The kit as a journalist sees it: visible sections in order, in the kit's colours and fonts. Branding
 * is applied as CSS custom properties through React's style prop (set through the CSSOM, which the
 * Content-Security-Policy allows; an inline <style> element it would refuse).
 */
export function brandingStyle(branding: KitBranding): CSSProperties {
  const { colors, fonts } = branding
  return {
    '--kit-primary': colors.primary,
    '--kit-secondary': colors.secondary,
    '--kit-accent': colors.accent,
    '--kit-text': colors.text,
    '--kit-background': colors.background,
    ...readableKitColorVariables(colors),
    '--kit-heading-font': kitFontStack(fonts.heading),
    '--kit-body-font': kitFontStack(fonts.body),
    '--kit-mono-font': kitFontStack(fonts.mono),
  } as CSSProperties
}

export function KitPreview({
  sections,
  branding,
  company,
  assets,
  textOf,
  showEmpty,
  label = 'Live Preview',
}: KitPreviewProps) {
  useKitFonts(branding.fonts)
  const shown = visibleSections(sections).filter(
    (section) => showEmpty || section.content.trim() || (section.type === 'media' && assets.length > 0),
  )
  const website = company.website.replace(/^https?:\/\//, '').replace(/\/$/, '')
  const logoAsset = assets.find((asset) => `asset:${asset.id}` === company.logo)
  const logo = logoAsset ? (logoAsset.sizes.medium?.url ?? logoAsset.sizes.original.url) : company.logo
  return (
    <article
      className="kit-preview"
      style={brandingStyle(branding)}
      aria-label={label}
      data-testid="kit-preview"
    >
      <header className="kit-preview-header">
        {drawableImage(logo, window.location.origin, !!logoAsset) && (
          <img className="kit-preview-logo" src={logo} alt={`${company.name} logo`} />
        )}
        <p className="kit-preview-kind">Press Kit</p>
        <h2 className="kit-preview-company">{company.name || 'Your company'}</h2>
        {website && <p className="kit-preview-website">{website}</p>}
      </header>
      {shown.length === 0 ? (
        <p className="kit-preview-empty">No visible sections yet: show a section in the Sections tab.</p>
      ) : (
        shown.map((section) => (
          <section key={section.id} className="kit-preview-section" data-section-id={section.id}>
            <h3 className="kit-preview-title">{section.title}</h3>
            {section.content.trim() ? (
              // Section HTML is the editor's own output, or what the server kept after its allow-list.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server, schema-bound in the editor
              <div className="kit-preview-body" dangerouslySetInnerHTML={{ __html: section.content }} />
            ) : section.type === 'media' && assets.length > 0 ? null : (
              <p className="kit-preview-placeholder">Nothing written yet.</p>
            )}
            {section.type === 'media' && <MediaGrid assets={assets} textOf={textOf} />}
          </section>
        ))
      )}
    </article>
  )
}

function MediaGrid({ assets, textOf }: { assets: readonly KitAsset[]; textOf(asset: KitAsset): AssetText }) {
  if (assets.length === 0) return null
  return (
    <ul className="kit-preview-media">
      {assets.map((asset) => {
        const text = textOf(asset)
        const url = asset.sizes.medium?.url ?? asset.sizes.original.url
        return (
          <li key={asset.id}>
            <figure>
              {asset.kind === 'image' && drawableImage(url, window.location.origin, true) ? (
                <img src={url} alt={text.altText} />
              ) : (
                <span className="kit-preview-file">
                  <span aria-hidden="true">{asset.kind === 'pdf' ? 'PDF' : 'IMG'}</span>
                  <span className="kit-preview-file-name">{asset.originalName}</span>
                </span>
              )}
              {text.caption && <figcaption>{text.caption}</figcaption>}
            </figure>
          </li>
        )
      })}
    </ul>
  )
}
