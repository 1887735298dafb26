import type { PressKit } from '../../../../shared/contracts/press-kit'
import { buildSections, DEFAULT_BRANDING, KIT_TEMPLATES } from '../../../../shared/domain/press-kit'

const at = '2026-03-01T09:00:00.000Z'

/** A kit as the API answers it, for the press kit's component tests: a draft unless told otherwise. */
export function kitFixture(overrides: Partial<PressKit> = {}): PressKit {
  return {
    id: 'kit-1',
    company_id: 'company-1',
    template_id: 'default',
    format: 'both',
    status: 'draft',
    sections: buildSections(KIT_TEMPLATES[0] as (typeof KIT_TEMPLATES)[number]),
    branding: DEFAULT_BRANDING,
    assets: [],
    company: { name: 'Acme Robotics', logo: '', logo_url: '', website: '' },
    settings: { require_email: false, has_password: false },
    published: false,
    press_kit_web: { slug: 'acme', views: 0, downloads: 0, leads: 0 },
    render_error: null,
    version: 1,
    created_at: at,
    updated_at: at,
    customizations: { sections: [], branding: DEFAULT_BRANDING, assets: [] },
    outputs: { web: { preview_url: '' }, pdf: { download_url: null, outdated: false } },
    ...overrides,
  }
}
