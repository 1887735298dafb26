import { randomBytes, randomUUID } from 'node:crypto'
import type { Company } from '../../shared/contracts/company'
import type {
  CreateKitRequest,
  KitAsset,
  KitCustomizations,
  UpdateKitRequest,
} from '../../shared/contracts/press-kit'
import {
  buildSections,
  DEFAULT_BRANDING,
  KIT_MESSAGES,
  type KitSection,
  quickStartContent,
  templateById,
} from '../../shared/domain/press-kit'
import { currentCompany, getCompany } from '../companies/companies'
import { ConflictError, ValidationError } from '../platform/errors'
import type { Deps } from '../ports/deps'
import { isConditionFailure } from '../store/conditions'
import {
  assetKeys,
  hashOfEarlierPdf,
  type KitRecord,
  kitRecord,
  pdfIsCurrent,
  presentKit,
} from './kit-records'
import { hashPassword } from './passwords'
import { sanitizeSectionHtml } from './sanitize'

type KitDeps = Pick<Deps, 'store' | 'blobs' | 'now'>

export const NO_COMPANY = 'Please select a company first'

/** The public address's last part: the company's name for people, 12 random characters for safety. */
function newSlug(companyName: string): string {
  const words = companyName
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)
  const secret = randomBytes(9)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')
  return words ? `${words}-${secret}` : secret
}

const cleanSections = (sections: KitSection[]): Promise<KitSection[]> =>
  Promise.all(
    [...sections]
      .sort((a, b) => a.order - b.order)
      .map(async (section, order) => ({
        ...section,
        order,
        content: await sanitizeSectionHtml(section.content),
      })),
  )

/** Captions and alt text edited in the builder, for assets the kit has; unknown ids are ignored. */
function editAssets(assets: KitAsset[], edits: KitCustomizations['assets']): KitAsset[] {
  if (!edits) return assets
  return assets.map((asset) => {
    const edit = edits.find((candidate) => candidate.id === asset.id)
    return edit
      ? { ...asset, caption: edit.caption ?? asset.caption, altText: edit.altText ?? asset.altText }
      : asset
  })
}

// A founder's kits, newest first (USER#<id> / KIT#*).
export async function listKits(deps: Pick<Deps, 'store' | 'blobs'>, userId: string, companyId?: string) {
  const { data } = await deps.store.pressKits.query.byUser({ user_id: userId }).go({ pages: 'all' })
  const records = data
    .filter((record) => !companyId || record.company_id === companyId)
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
  return Promise.all(records.map((record) => presentKit(deps, record)))
}

/**
 * Throws NotFoundError unless the founder has the kit: the save routes' ownership check (route's
 * `owned`), with the message a save of a kit that does not exist answers.
 */
export async function findOwnKit(deps: Pick<Deps, 'store'>, userId: string, kitId: string) {
  await kitRecord(deps, userId, kitId, KIT_MESSAGES.mustExist)
}

export async function getKit(deps: Pick<Deps, 'store' | 'blobs'>, userId: string, kitId: string) {
  return presentKit(deps, await kitRecord(deps, userId, kitId, KIT_MESSAGES.notFound))
}

async function kitCompany(deps: KitDeps, userId: string, companyId: string | undefined): Promise<Company> {
  const company = companyId ? await getCompany(deps, userId, companyId) : await currentCompany(deps, userId)
  if (!company) throw new ValidationError(NO_COMPANY)
  return company
}

/** A kit from a template; with quick start, its sections say what the company profile says. */
export async function createKit(
  deps: KitDeps,
  userId: string,
  input: CreateKitRequest & { templateId: string },
) {
  const company = await kitCompany(deps, userId, input.companyId)
  const template = templateById(input.templateId)
  if (!template) throw new ValidationError('Unknown template')
  const { data: profile } = await deps.store.profiles.get({ user_id: userId }).go()
  const content = input.quickStart ? quickStartContent(company, profile?.email) : {}
  const custom = input.customizations
  const at = deps.now().toISOString()
  const record = await deps.store.pressKits
    .create({
      user_id: userId,
      kit_id: randomUUID(),
      company_id: company.id,
      slug: newSlug(company.name),
      template_id: template.id,
      format: input.format ?? 'both',
      status: 'draft',
      sections: await cleanSections(custom?.sections ?? buildSections(template, content)),
      branding: custom?.branding ?? DEFAULT_BRANDING,
      assets: [],
      company: {
        name: custom?.company?.name ?? company.name,
        logo: custom?.company?.logo ?? '',
        website: custom?.company?.website ?? '',
      },
      created_at: at,
      updated_at: at,
    })
    .go()
  return presentKit(deps, record.data)
}

/**
 * Saves the builder's changes, conditional on the version read: a save from a second tab that did not
 * see the first is refused rather than silently overwriting it. `regenerate` asks for a new PDF.
 */
export async function updateKit(
  deps: KitDeps,
  userId: string,
  kitId: string,
  input: UpdateKitRequest,
  onRegenerate?: (record: KitRecord) => Promise<void>,
) {
  const record = await kitRecord(deps, userId, kitId, KIT_MESSAGES.mustExist)
  const custom = input.customizations
  const edits = {
    ...(custom?.sections ? { sections: await cleanSections(custom.sections) } : {}),
    ...(custom?.branding ? { branding: custom.branding } : {}),
    ...(custom?.company
      ? {
          company: {
            name: custom.company.name,
            logo: custom.company.logo ?? '',
            website: custom.company.website ?? '',
          },
        }
      : {}),
    ...(custom?.assets ? { assets: editAssets(record.assets as KitAsset[], custom.assets) } : {}),
    ...(input.templateId ? { template_id: input.templateId } : {}),
    ...(input.settings ? { require_email: input.settings.require_email } : {}),
    ...(input.published === undefined ? {} : { published: input.published }),
    ...(input.password ? { password_hash: await hashPassword(input.password) } : {}),
    ...hashOfEarlierPdf(record),
  }
  // Asked for, or a kit published without a PDF of what it now says (or whose last render failed): a
  // published kit hands out only a current PDF, so publishing one makes it.
  const after = { ...record, ...edits } as KitRecord
  const render =
    input.regenerate ||
    (input.published === true &&
      after.status !== 'generating' &&
      (after.status === 'error' || !pdfIsCurrent(after)))
  const changes = { ...edits, ...(render ? { status: 'generating' as const, render_error: '' } : {}) }
  try {
    const patch = deps.store.pressKits
      .patch({ user_id: userId, kit_id: kitId })
      .set({ ...changes, version: record.version + 1, updated_at: deps.now().toISOString() })
    const { data } = await (input.password === null ? patch.remove(['password_hash']) : patch)
      .where((attr, { eq }) => eq(attr.version, record.version))
      .go({ response: 'all_new' })
    const saved = data as KitRecord
    if (render && onRegenerate) await onRegenerate(saved)
    return presentKit(deps, saved)
  } catch (error) {
    if (isConditionFailure(error))
      throw new ConflictError('This kit was changed in another window: reload it to see the latest version')
    throw error
  }
}

/** Deletes a kit and every file it owns. */
export async function deleteKit(deps: Pick<Deps, 'store' | 'blobs'>, userId: string, kitId: string) {
  const record = await kitRecord(deps, userId, kitId, KIT_MESSAGES.notFound)
  const keys = [
    ...(record.assets as KitAsset[]).flatMap((asset) => assetKeys(userId, kitId, asset.id)),
    ...(record.pdf_key ? [record.pdf_key] : []),
  ]
  await Promise.all(keys.map((key) => deps.blobs.delete(key)))
  await deps.store.pressKits.delete({ user_id: userId, kit_id: kitId }).go()
  return { deleted: true }
}
