import type { PressKit } from '../../../../shared/contracts/press-kit'
import { templateById } from '../../../../shared/domain/press-kit'

/** The public page's full address, to paste into an e-mail: /kit/{slug} on this app's origin. */
export const publicUrl = (kit: PressKit, origin = window.location.origin) =>
  new URL(kit.outputs.web.preview_url || `/kit/${kit.press_kit_web.slug}`, origin).toString()

export const kitTitle = (kit: PressKit) => (kit.company.name ? `${kit.company.name} Press Kit` : 'Press Kit')

/** Spec 2: the default template shows as Standard Kit. */
export const templateName = (id: string) => templateById(id)?.name ?? 'Standard Kit'

/** Leads arrive with the public pages (issue 13); until then the record has none. */
export const leadsOf = (kit: PressKit) => (kit.press_kit_web as { leads?: number }).leads ?? 0

export function kitTotals(kits: readonly PressKit[]) {
  return {
    kits: kits.length,
    views: kits.reduce((sum, kit) => sum + (kit.press_kit_web.views ?? 0), 0),
    downloads: kits.reduce((sum, kit) => sum + (kit.press_kit_web.downloads ?? 0), 0),
    leads: kits.reduce((sum, kit) => sum + leadsOf(kit), 0),
  }
}

export const STATUS_LABELS: Record<string, string> = {
  completed: 'Completed',
  generating: 'Generating',
  error: 'Error',
  draft: 'Draft',
}

/** Completed, generating and error each have a colour; any other status is grey (spec 2 §2). */
export const statusTone = (status: string) =>
  status === 'completed' || status === 'generating' || status === 'error' ? status : 'other'
