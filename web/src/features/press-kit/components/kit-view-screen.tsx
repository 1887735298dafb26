import { useParams } from 'react-router-dom'
import type { KitAsset, PressKit } from '../../../../../shared/contracts/press-kit'
import { Link } from '../../../components/ui/link'
import { LoadError } from '../../../components/ui/load-error'
import { LoadingState } from '../../../components/ui/loading-state'
import { useToast } from '../../../components/ui/toast'
import { pressKitApi } from '../api'
import { kitTitle, publicUrl } from '../kit-links'
import { KIT_TEXT } from '../messages'
import { useKitRender } from '../use-kit-render'
import { updateKit, useKit, useStoreKit } from '../use-press-kit'
import { usePublishKit } from '../use-publish-kit'
import { KitAccess } from './kit-access'
import { KitPreview } from './kit-preview'
import { StatusBadge } from './status-badge'

/** /press-kit/view/{id}: after Publish, the kit with its share link and its PDF. */
export function KitViewScreen() {
  const { id = '' } = useParams()
  const kit = useKit(id)
  // Keyed: another kit's view starts afresh, awaiting no render of the one before.
  if (kit.data) return <KitView key={kit.data.id} kit={kit.data} />
  if (kit.isPending) return <LoadingState />
  return (
    <div className="stack kit-load-error">
      <LoadError message={KIT_TEXT.kitFailed} onRetry={() => kit.refetch()} error={kit.error} />
      <Link to="/press-kit">Back to press kits</Link>
    </div>
  )
}

function KitView({ kit }: { kit: PressKit }) {
  const toast = useToast()
  const storeKit = useStoreKit()
  const render = useKitRender(kit, async () => {
    const generating = await updateKit(kit.id, { regenerate: true })
    storeKit(generating)
    return generating
  })
  const link = publicUrl(kit)
  const textOf = (asset: KitAsset) => ({ caption: asset.caption, altText: asset.altText })
  const { publishing, publish } = usePublishKit(kit)

  async function copy() {
    try {
      await navigator.clipboard.writeText(link)
      toast(KIT_TEXT.linkCopied)
    } catch {
      toast('Could not copy the link', 'error')
    }
  }

  async function latest() {
    const { kit: fresh } = await pressKitApi.get(kit.id)
    storeKit(fresh)
    return fresh
  }

  return (
    <div className="kit-view">
      <header className="page-header page-header-row kit-view-header">
        <div>
          <p className="eyebrow">{kit.published ? 'Published' : 'Not published'}</p>
          <h1>{kitTitle(kit)}</h1>
        </div>
        <div className="kit-builder-actions">
          <StatusBadge status={kit.status} published={kit.published} />
          <Link to={`/press-kit/builder/${kit.id}`} className="button button-secondary">
            Edit
          </Link>
          <button
            type="button"
            className="button button-primary"
            disabled={render.rendering}
            onClick={() => void render.download(latest)}
          >
            {render.rendering ? 'Generating PDF...' : 'Download PDF'}
          </button>
        </div>
      </header>
      {kit.outputs.pdf.outdated && !render.rendering && (
        <p className="kit-pdf-outdated" role="status">
          {kit.published ? KIT_TEXT.pdfOutdatedPublished : KIT_TEXT.pdfOutdated}
        </p>
      )}
      {kit.published ? (
        <section className="card kit-share-card" aria-labelledby="kit-share-title">
          <h2 id="kit-share-title">Share link</h2>
          <div className="kit-share-row">
            <label htmlFor="kit-share-link" className="visually-hidden">
              Public link
            </label>
            <input id="kit-share-link" readOnly value={link} onFocus={(event) => event.target.select()} />
            <button type="button" className="button button-secondary" onClick={() => void copy()}>
              Copy link
            </button>
            <a
              className="button button-ghost"
              href={kit.outputs.web.preview_url}
              target="_blank"
              rel="noopener noreferrer"
            >
              Open public page
            </a>
          </div>
          <p className="muted">
            Journalists open the kit from this link, without an account
            {kit.settings.has_password ? ', with its password' : ''}.{' '}
            {kit.settings.require_email ? 'Downloads ask for an e-mail address.' : ''}
          </p>
        </section>
      ) : (
        <section className="card kit-share-card" aria-labelledby="kit-share-title">
          <h2 id="kit-share-title">Not published</h2>
          <p className="muted">
            Journalists can open this kit once it is published: until then its link shows them nothing.
          </p>
          <div className="kit-share-row">
            <button
              type="button"
              className="button button-primary"
              disabled={publishing}
              onClick={() => void publish()}
            >
              {publishing ? 'Publishing...' : 'Publish'}
            </button>
          </div>
        </section>
      )}
      <KitAccess kit={kit} />
      <div className="kit-preview-full">
        <KitPreview
          sections={kit.sections}
          branding={kit.branding}
          company={kit.company}
          assets={kit.assets}
          textOf={textOf}
          label="Kit preview"
        />
      </div>
    </div>
  )
}
