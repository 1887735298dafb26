import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { KitAsset, PressKit } from '../../../../../shared/contracts/press-kit'
import { useToast } from '../../../components/ui/toast'
import { pressKitApi } from '../api'
import { assetTextOf } from '../draft'
import { kitTitle, publicUrl } from '../kit-links'
import { KIT_TEXT } from '../messages'
import type { useKitEditor } from '../use-kit-editor'
import type { useKitRender } from '../use-kit-render'
import { useStoreKit } from '../use-press-kit'
import { BuilderSteps } from './builder-steps'
import { KitAccess } from './kit-access'
import { KitPreview } from './kit-preview'

interface PreviewStepProps {
  kit: PressKit
  editor: ReturnType<typeof useKitEditor>
  render: ReturnType<typeof useKitRender>
  onBack(): void
}

/** The kit as it will read, with Back to Editor, Share, Download PDF and Publish. */
export function PreviewStep({ kit, editor, render, onBack }: PreviewStepProps) {
  const toast = useToast()
  const navigate = useNavigate()
  const storeKit = useStoreKit()
  const [publishing, setPublishing] = useState(false)
  const { draft } = editor
  const textOf = (asset: KitAsset) => assetTextOf(draft, asset)

  async function share() {
    try {
      await navigator.clipboard.writeText(publicUrl(kit))
      toast(KIT_TEXT.linkCopied)
    } catch {
      toast('Could not copy the link', 'error')
    }
  }

  /** The kit as saved now, with a fresh link to its PDF (links last 15 minutes). */
  async function latest() {
    if (editor.unsaved()) return editor.save()
    const { kit: fresh } = await pressKitApi.get(kit.id)
    storeKit(fresh)
    return fresh
  }

  /**
   * Publishes the kit. The server makes its PDF too unless it has one of the kit as it now is (or one
   * is on its way): a published kit is a completed one, with its PDF and its link in the kit list.
   */
  async function publish() {
    setPublishing(true)
    try {
      await editor.save({ published: true })
      navigate(`/press-kit/view/${kit.id}`)
    } catch {
      toast(KIT_TEXT.saveFailed, 'error')
      setPublishing(false)
    }
  }

  return (
    <div className="kit-preview-step">
      <BuilderSteps current="preview" />
      <header className="kit-builder-header">
        <div className="kit-builder-title">
          <h1>Preview: {kitTitle({ ...kit, company: draft.company })}</h1>
        </div>
        <div className="kit-builder-actions">
          <button type="button" className="button button-secondary" onClick={onBack}>
            Back to Editor
          </button>
          <button type="button" className="button button-secondary" onClick={() => void share()}>
            Share
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={render.rendering}
            onClick={() => void render.download(latest)}
          >
            {render.rendering ? 'Generating PDF...' : 'Download PDF'}
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={publishing}
            onClick={() => void publish()}
          >
            {publishing ? 'Publishing...' : 'Publish'}
          </button>
        </div>
      </header>
      <p className="muted kit-share-note">
        {kit.published
          ? kit.settings.has_password
            ? 'This kit is published: anyone with its link and password can open it.'
            : 'This kit is published: anyone with its link can open it.'
          : 'Share copies the kit’s public link; it opens for others once you publish.'}
      </p>
      <KitAccess kit={kit} />
      <div className="kit-preview-full">
        <KitPreview
          sections={draft.sections}
          branding={draft.branding}
          company={draft.company}
          assets={kit.assets}
          textOf={textOf}
          label="Kit preview"
        />
      </div>
    </div>
  )
}
