import { useEffect, useId, useRef, useState } from 'react'
import type { KitAsset } from '../../../../../shared/contracts/press-kit'
import { KIT_ASSET_LIMIT } from '../../../../../shared/domain/press-kit'
import { useToast } from '../../../components/ui/toast'
import { serverMessage } from '../../../lib/error-message'
import { pressKitApi } from '../api'
import { ASSET_ACCEPT, checkUpload, drawableImage, formatBytes, uploadBatches } from '../assets'
import type { AssetText } from '../draft'
import { KIT_TEXT } from '../messages'

interface AssetsPanelProps {
  kitId: string
  assets: KitAsset[]
  textOf(asset: KitAsset): AssetText
  onText(id: string, text: AssetText): void
  /** The kit's assets as the server answered after an upload or a removal. */
  onAssets(assets: KitAsset[]): void
  /** The company logo as the draft has it: `asset:<id>` when it is one of these. */
  logo: string
  onLogo(logo: string): void
}

/** The one toast of a run of removals, and how long after the last one the next starts a new count. */
const REMOVED_TOAST = 'kit-assets-removed'
const REMOVALS_RUN_MS = 4000

/** Logos, photos and documents: upload with progress (at most 20), caption and alt text, remove. */
export function AssetsPanel({ kitId, assets, textOf, onText, onAssets, logo, onLogo }: AssetsPanelProps) {
  const id = useId()
  const toast = useToast()
  const input = useRef<HTMLInputElement>(null)
  const [progress, setProgress] = useState<{ count: number; share: number } | null>(null)
  const [refused, setRefused] = useState<string[]>([])
  const [removing, setRemoving] = useState<string | null>(null)
  const full = assets.length >= KIT_ASSET_LIMIT

  async function upload(picked: File[]) {
    const { accepted, refused } = checkUpload(picked, assets.length)
    setRefused(refused)
    if (accepted.length === 0) return
    setProgress({ count: accepted.length, share: 0 })
    // Batches keep each request within the API's payload limit; progress counts the bytes of all of them.
    const total = accepted.reduce((sum, file) => sum + file.size, 0) || 1
    let sent = 0
    let uploaded = 0
    try {
      for (const batch of uploadBatches(accepted)) {
        const size = batch.reduce((sum, file) => sum + file.size, 0)
        const answer = await pressKitApi.uploadAssets(kitId, batch, (share) =>
          setProgress({ count: accepted.length, share: (sent + share * size) / total }),
        )
        sent += size
        uploaded += batch.length
        onAssets(answer.assets)
      }
      toast(KIT_TEXT.uploaded(uploaded))
    } catch (error) {
      if (uploaded > 0) toast(KIT_TEXT.uploaded(uploaded))
      const reason = serverMessage(error, '')
      toast(reason ? `${KIT_TEXT.uploadFailed}: ${reason}` : KIT_TEXT.uploadFailed, 'error')
    } finally {
      setProgress(null)
      if (input.current) input.current.value = ''
    }
  }

  // Removals one after another share one toast that counts them, rather than a stack of "Asset removed".
  const removals = useRef({ count: 0, timer: undefined as ReturnType<typeof setTimeout> | undefined })
  useEffect(() => () => clearTimeout(removals.current.timer), [])
  function removed() {
    const run = removals.current
    run.count += 1
    clearTimeout(run.timer)
    run.timer = setTimeout(() => {
      run.count = 0
    }, REMOVALS_RUN_MS)
    toast(KIT_TEXT.assetsRemoved(run.count), 'success', { id: REMOVED_TOAST })
  }

  async function remove(asset: KitAsset) {
    setRemoving(asset.id)
    try {
      const answer = await pressKitApi.removeAsset(kitId, asset.id)
      onAssets(answer.assets)
      if (logo === `asset:${asset.id}`) onLogo('')
      removed()
    } catch {
      toast(KIT_TEXT.assetRemoveFailed, 'error')
    } finally {
      setRemoving(null)
    }
  }

  return (
    <div className="kit-assets">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for files from the desktop; the Upload files control inside does the same by keyboard */}
      <div
        className="kit-dropzone"
        onDragOver={(event) => {
          if (!full && !progress) event.preventDefault()
        }}
        onDrop={(event) => {
          event.preventDefault()
          if (!full && !progress) void upload([...event.dataTransfer.files])
        }}
      >
        <input
          ref={input}
          id={`${id}-files`}
          type="file"
          multiple
          accept={ASSET_ACCEPT}
          className="visually-hidden kit-file-input"
          disabled={full || progress !== null}
          onChange={(event) => void upload([...(event.target.files ?? [])])}
        />
        <label
          htmlFor={`${id}-files`}
          className={full || progress ? 'button button-secondary disabled' : 'button button-secondary'}
        >
          Upload files
        </label>
        <p className="kit-dropzone-hint muted">
          or drop them here · PNG, JPEG, WebP, SVG or PDF, up to 4 MB each
        </p>
        <p className="kit-asset-count" aria-live="polite">
          {assets.length} of {KIT_ASSET_LIMIT} files
        </p>
      </div>
      {progress && (
        <div className="kit-upload-progress">
          <label htmlFor={`${id}-progress`}>
            Uploading {progress.count} file{progress.count === 1 ? '' : 's'}…{' '}
            {Math.round(progress.share * 100)}%
          </label>
          <progress id={`${id}-progress`} max={1} value={progress.share} />
        </div>
      )}
      {refused.length > 0 && (
        <ul className="kit-upload-refused" role="alert">
          {refused.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      {assets.length === 0 ? (
        <p className="muted kit-panel-note">
          No assets yet. Logos and photos appear in the Media Assets section.
        </p>
      ) : (
        <ul className="kit-asset-list" aria-label="Assets">
          {assets.map((asset) => (
            <AssetItem
              key={asset.id}
              asset={asset}
              text={textOf(asset)}
              removing={removing === asset.id}
              isLogo={logo === `asset:${asset.id}`}
              onLogo={(chosen) => onLogo(chosen ? `asset:${asset.id}` : '')}
              onText={(text) => onText(asset.id, text)}
              onRemove={() => void remove(asset)}
            />
          ))}
        </ul>
      )}
    </div>
  )
}

interface AssetItemProps {
  asset: KitAsset
  text: AssetText
  removing: boolean
  isLogo: boolean
  onLogo(chosen: boolean): void
  onText(text: AssetText): void
  onRemove(): void
}

function AssetItem({ asset, text, removing, isLogo, onLogo, onText, onRemove }: AssetItemProps) {
  const id = useId()
  const thumbnail = asset.sizes.medium?.url ?? asset.sizes.original.url
  return (
    <li className="kit-asset">
      <div className="kit-asset-head">
        {asset.kind === 'image' && drawableImage(thumbnail, window.location.origin, true) ? (
          <img className="kit-asset-thumb" src={thumbnail} alt="" />
        ) : (
          <span className="kit-asset-thumb kit-asset-kind" aria-hidden="true">
            {asset.kind === 'pdf' ? 'PDF' : 'IMG'}
          </span>
        )}
        <span className="kit-asset-name">
          <a href={asset.sizes.original.url} target="_blank" rel="noopener noreferrer">
            {asset.originalName}
          </a>
          <span className="muted">{formatBytes(asset.bytes)}</span>
        </span>
        <button
          type="button"
          className="button button-ghost button-danger kit-asset-remove"
          aria-label={`Remove ${asset.originalName}`}
          disabled={removing}
          onClick={onRemove}
        >
          {removing ? 'Removing...' : 'Remove'}
        </button>
      </div>
      <div className="field">
        <label htmlFor={`${id}-caption`}>
          Caption<span className="visually-hidden"> of {asset.originalName}</span>
        </label>
        <textarea
          id={`${id}-caption`}
          rows={2}
          maxLength={500}
          value={text.caption}
          onChange={(event) => onText({ ...text, caption: event.target.value })}
        />
      </div>
      {asset.kind === 'image' && (
        <label className="kit-logo-choice">
          <input type="checkbox" checked={isLogo} onChange={(event) => onLogo(event.target.checked)} />
          Company logo<span className="visually-hidden"> is {asset.originalName}</span>
        </label>
      )}
      {asset.kind === 'image' && (
        <div className="field">
          <label htmlFor={`${id}-alt`}>
            Alt text<span className="visually-hidden"> of {asset.originalName}</span>
          </label>
          <input
            id={`${id}-alt`}
            maxLength={300}
            value={text.altText}
            placeholder="What the image shows"
            onChange={(event) => onText({ ...text, altText: event.target.value })}
          />
        </div>
      )}
    </li>
  )
}
