import { useId, useState } from 'react'
import type { KitAsset, PressKit } from '../../../../../shared/contracts/press-kit'
import { KIT_FONTS, type KitBranding } from '../../../../../shared/domain/press-kit'
import { FieldError, fieldA11y } from '../../../components/ui/form'
import { Controller } from '../../../components/ui/form-extras'
import { useToast } from '../../../components/ui/toast'
import { serverMessage } from '../../../lib/error-message'
import { pressKitApi } from '../api'
import { applyExtracted, COLOUR_FIELDS, FONT_FIELDS } from '../branding'
import { KIT_TEXT } from '../messages'
import type { KitForm } from '../use-kit-editor'

interface BrandingPanelProps {
  /** The builder's form: the fields below are its controllers. */
  form: KitForm
  /** As the draft has it now; `onBranding` and `onCompany` replace the draft's (a theme taken from the website). */
  company: PressKit['company']
  /** The kit's files: a logo chosen among them is shown by its picture and name. */
  assets: readonly KitAsset[]
  onBranding(branding: KitBranding): void
  onCompany(company: PressKit['company']): void
}

/** Colours, fonts, and the website the kit links to and can take its theme from. */
export function BrandingPanel({ form, company, assets, onBranding, onCompany }: BrandingPanelProps) {
  const id = useId()
  const toast = useToast()
  const [extracting, setExtracting] = useState(false)
  const website = company.website

  async function extract() {
    const url = /^https?:\/\//i.test(website) ? website : `https://${website}`
    setExtracting(true)
    try {
      const { branding: found } = await pressKitApi.extractBranding(url)
      // Applied to the draft as it is now: what was typed while the website was read stays.
      const now = form.getValues()
      onBranding(applyExtracted(now.branding, found))
      const logo = found.logo && /^https?:\/\//.test(found.logo) ? found.logo : undefined
      onCompany({ ...now.company, website: url, ...(logo ? { logo } : {}) })
      toast(KIT_TEXT.brandingExtracted)
    } catch (error) {
      // The server says why it could not ('Could not read that website'); the generic text otherwise.
      toast(serverMessage(error, KIT_TEXT.brandingFailed), 'error')
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
          <Controller
            control={form.control}
            name="company.name"
            render={({ field }) => (
              <input id={`${id}-name`} {...fieldA11y(form, 'company.name', `${id}-name`)} {...field} />
            )}
          />
          <FieldError form={form} name="company.name" fieldId={`${id}-name`} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-website`}>Website</label>
          <div className="kit-extract">
            <Controller
              control={form.control}
              name="company.website"
              render={({ field }) => (
                <input
                  id={`${id}-website`}
                  type="url"
                  inputMode="url"
                  placeholder="https://example.com"
                  {...fieldA11y(form, 'company.website', `${id}-website`)}
                  {...field}
                  value={field.value ?? ''}
                />
              )}
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
          <FieldError form={form} name="company.website" fieldId={`${id}-website`} />
        </div>
        {company.logo && (
          <p className="kit-logo-line muted">
            <LogoPreview logo={company.logo} assets={assets} />{' '}
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
            <Controller
              key={key}
              control={form.control}
              name={`branding.colors.${key}`}
              render={({ field }) => (
                <label className="kit-colour">
                  <input
                    type="color"
                    {...field}
                    onChange={(event) => field.onChange(event.target.value.toLowerCase())}
                  />
                  <span className="kit-colour-label">{label}</span>
                  <code className="kit-colour-code" aria-hidden="true">
                    {field.value}
                  </code>
                </label>
              )}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="kit-fieldset">
        <legend>Fonts</legend>
        {FONT_FIELDS.map(([key, label]) => (
          <div key={key} className="field">
            <label htmlFor={`${id}-${key}`}>{label}</label>
            <Controller
              control={form.control}
              name={`branding.fonts.${key}`}
              render={({ field }) => (
                <select id={`${id}-${key}`} {...field}>
                  {KIT_FONTS.map((font) => (
                    <option key={font} value={font}>
                      {font}
                    </option>
                  ))}
                </select>
              )}
            />
          </div>
        ))}
      </fieldset>
    </div>
  )
}

/**
 * The kit's logo: one of its own files ("asset:<id>", chosen on the Assets tab) by its picture and file
 * name, or an address taken from the website by its picture and a link to it.
 */
function LogoPreview({ logo, assets }: { logo: string; assets: readonly KitAsset[] }) {
  if (logo.startsWith('asset:')) {
    const asset = assets.find((a) => `asset:${a.id}` === logo)
    if (!asset) return <>Logo: removed from this kit's files</>
    return (
      <>
        <img className="kit-logo-thumb" src={asset.sizes.medium?.url ?? asset.sizes.original.url} alt="" />
        Logo: {asset.originalName}
      </>
    )
  }
  return (
    <>
      {/* The app's pages load no image over plain http (their content security policy). */}
      {logo.startsWith('https://') && <img className="kit-logo-thumb" src={logo} alt="" />}
      Logo:{' '}
      <a href={logo} target="_blank" rel="noopener noreferrer">
        {logo}
      </a>
    </>
  )
}
