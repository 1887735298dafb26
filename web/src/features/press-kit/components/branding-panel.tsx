import { useId, useState } from 'react'
import type { PressKit } from '../../../../../shared/contracts/press-kit'
import { KIT_FONTS, type KitBranding, type KitFont } from '../../../../../shared/domain/press-kit'
import { useToast } from '../../../components/ui/toast'
import { pressKitApi } from '../api'
import { applyExtracted, COLOUR_FIELDS, FONT_FIELDS } from '../branding'
import { KIT_TEXT } from '../messages'

interface BrandingPanelProps {
  branding: KitBranding
  company: PressKit['company']
  onBranding(branding: KitBranding): void
  onCompany(company: PressKit['company']): void
}

/** Colours, fonts, and the website the kit links to and can take its theme from. */
export function BrandingPanel({ branding, company, onBranding, onCompany }: BrandingPanelProps) {
  const id = useId()
  const toast = useToast()
  const [extracting, setExtracting] = useState(false)
  const website = company.website

  async function extract() {
    const url = /^https?:\/\//i.test(website) ? website : `https://${website}`
    setExtracting(true)
    try {
      const { branding: found } = await pressKitApi.extractBranding(url)
      onBranding(applyExtracted(branding, found))
      const logo = found.logo && /^https?:\/\//.test(found.logo) ? found.logo : undefined
      onCompany({ ...company, website: url, ...(logo ? { logo } : {}) })
      toast(KIT_TEXT.brandingExtracted)
    } catch {
      toast(KIT_TEXT.brandingFailed, 'error')
    } finally {
      setExtracting(false)
    }
  }

  return (
    <div className="kit-branding">
      <fieldset className="kit-fieldset">
        <legend>Company</legend>
        <div className="field">
          <label htmlFor={`${id}-name`}>Company name</label>
          <input
            id={`${id}-name`}
            value={company.name}
            onChange={(event) => onCompany({ ...company, name: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-website`}>Website</label>
          <div className="kit-extract">
            <input
              id={`${id}-website`}
              type="url"
              inputMode="url"
              placeholder="https://example.com"
              value={website}
              onChange={(event) => onCompany({ ...company, website: event.target.value })}
            />
            <button
              type="button"
              className="button button-secondary"
              disabled={!website.trim() || extracting}
              onClick={() => void extract()}
            >
              {extracting ? 'Extracting...' : 'Extract from website'}
            </button>
          </div>
        </div>
        {company.logo && (
          <p className="kit-logo-line muted">
            Logo:{' '}
            <a href={company.logo} target="_blank" rel="noopener noreferrer">
              {company.logo}
            </a>{' '}
            <button type="button" className="link-button" onClick={() => onCompany({ ...company, logo: '' })}>
              Remove
            </button>
          </p>
        )}
      </fieldset>
      <fieldset className="kit-fieldset">
        <legend>Colours</legend>
        <div className="kit-colours">
          {COLOUR_FIELDS.map(([key, label]) => (
            <label key={key} className="kit-colour">
              <input
                type="color"
                value={branding.colors[key]}
                onChange={(event) =>
                  onBranding({
                    ...branding,
                    colors: { ...branding.colors, [key]: event.target.value.toLowerCase() },
                  })
                }
              />
              <span className="kit-colour-label">{label}</span>
              <code className="kit-colour-code" aria-hidden="true">
                {branding.colors[key]}
              </code>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="kit-fieldset">
        <legend>Fonts</legend>
        {FONT_FIELDS.map(([key, label]) => (
          <div key={key} className="field">
            <label htmlFor={`${id}-${key}`}>{label}</label>
            <select
              id={`${id}-${key}`}
              value={branding.fonts[key]}
              onChange={(event) =>
                onBranding({
                  ...branding,
                  fonts: { ...branding.fonts, [key]: event.target.value as KitFont },
                })
              }
            >
              {KIT_FONTS.map((font) => (
                <option key={font} value={font}>
                  {font}
                </option>
              ))}
            </select>
          </div>
        ))}
      </fieldset>
    </div>
  )
}
