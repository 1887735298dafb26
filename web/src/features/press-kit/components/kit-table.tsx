import type { PressKit } from '../../../../../shared/contracts/press-kit'
import { Link } from '../../../components/ui/link'
import { useToast } from '../../../components/ui/toast'
import { kitTitle, leadsOf, publicUrl, templateName } from '../kit-links'
import { KIT_TEXT } from '../messages'
import { usePublishKit } from '../use-publish-kit'
import { StatusBadge } from './status-badge'

const DATE = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' })

/** The kits as a table; on a phone each row becomes a card (press-kit.css), its cells labelled. */
export function KitTable({ kits, onDelete }: { kits: readonly PressKit[]; onDelete(kit: PressKit): void }) {
  return (
    <div className="card kit-table-card">
      <table className="kit-table">
        <caption className="visually-hidden">Your press kits</caption>
        <thead>
          <tr>
            <th scope="col">Press Kit</th>
            <th scope="col">Status</th>
            <th scope="col">Performance</th>
            <th scope="col">Created</th>
            <th scope="col">
              <span className="kit-actions-heading">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {kits.map((kit) => (
            <KitRow key={kit.id} kit={kit} onDelete={onDelete} />
          ))}
        </tbody>
      </table>
    </div>
  )
}

function KitRow({ kit, onDelete }: { kit: PressKit; onDelete(kit: PressKit): void }) {
  const toast = useToast()
  const { publishing, publish } = usePublishKit(kit)
  const title = kitTitle(kit)
  const completed = kit.status === 'completed'
  // The public page answers a published kit only: an unpublished kit's link would be a dead one.
  const live = kit.published

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(publicUrl(kit))
      toast(KIT_TEXT.linkCopied)
    } catch {
      toast('Could not copy the link', 'error')
    }
  }

  return (
    <tr data-kit-id={kit.id}>
      <th scope="row" data-label="Press Kit">
        <Link to={`/press-kit/builder/${kit.id}`} className="kit-name">
          {title}
        </Link>
        <span className="kit-row-template muted">{templateName(kit.template_id)}</span>
      </th>
      <td data-label="Status">
        <StatusBadge status={kit.status} published={kit.published} />
      </td>
      <td data-label="Performance" className="kit-performance">
        <span className="kit-performance-values">
          <span>{plural(kit.press_kit_web.views, 'view')}</span>
          <span>{plural(kit.press_kit_web.downloads, 'download')}</span>
          <span>{plural(leadsOf(kit), 'lead')}</span>
        </span>
      </td>
      <td data-label="Created">
        <time dateTime={kit.created_at}>{DATE.format(new Date(kit.created_at))}</time>
      </td>
      <td data-label="Actions">
        <div className="kit-actions">
          {!live && kit.status !== 'generating' && (
            <button
              type="button"
              className="button button-secondary kit-action"
              aria-label={`Publish ${title}`}
              disabled={publishing}
              onClick={() => void publish()}
            >
              {publishing ? 'Publishing...' : 'Publish'}
            </button>
          )}
          {live && (
            <>
              <a
                className="button button-ghost kit-action"
                href={kit.outputs.web.preview_url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`View ${title} (opens in a new tab)`}
              >
                View
              </a>
              <button
                type="button"
                className="button button-ghost kit-action"
                aria-label={`Copy link to ${title}`}
                onClick={() => void copyLink()}
              >
                Copy link
              </button>
            </>
          )}
          {completed && (
            <Link
              className="button button-ghost kit-action"
              to={`/press-kit/analytics/${kit.id}`}
              aria-label={`Analytics of ${title}`}
            >
              Analytics
            </Link>
          )}
          <Link
            className="button button-ghost kit-action"
            to={`/press-kit/builder/${kit.id}`}
            aria-label={`Edit ${title}`}
          >
            Edit
          </Link>
          <button
            type="button"
            className="button button-ghost kit-action kit-action-danger"
            aria-label={`Delete ${title}`}
            onClick={() => onDelete(kit)}
          >
            Delete
          </button>
        </div>
      </td>
    </tr>
  )
}

const plural = (count: number, word: string) => `${count.toLocaleString()} ${word}${count === 1 ? '' : 's'}`
