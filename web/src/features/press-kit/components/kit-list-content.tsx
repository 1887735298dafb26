import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { PressKit } from '../../../../../shared/contracts/press-kit'
import { lazyComponent } from '../../../components/ui/lazy-component'
import { Link } from '../../../components/ui/link'
import { LoadError } from '../../../components/ui/load-error'
import { LoadingState } from '../../../components/ui/loading-state'
import { useToast } from '../../../components/ui/toast'
import { kitTitle, kitTotals } from '../kit-links'
import { kitsQuery } from '../kits-query'
import { KIT_TEXT } from '../messages'
import { useDeleteKit } from '../use-press-kit'
import { KitTable } from './kit-table'

// The dialog loads once the kits show (there is something to delete), not before the list (issue 18).
const ConfirmDialog = lazyComponent(() => import('./confirm-dialog').then((m) => m.ConfirmDialog))

/**
 * /press-kit below its header once this code has loaded (./kit-list-screen.tsx shows the header and the
 * loading state before): the kits' figures, the kits, and deleting one.
 */
export function KitListContent() {
  // The screen has already asked (kit-list-screen.tsx): a failure shows here with Try again.
  const kits = useQuery({ ...kitsQuery, retryOnMount: false })
  const toast = useToast()
  const remove = useDeleteKit()
  const [deleting, setDeleting] = useState<PressKit | null>(null)

  useEffect(() => {
    if (kits.isError) toast(KIT_TEXT.listFailed, 'error')
  }, [kits.isError, toast])

  const listed = (kits.data?.length ?? 0) > 0
  useEffect(() => {
    if (listed) ConfirmDialog.preload()
  }, [listed])

  async function confirmDelete() {
    if (!deleting) return
    try {
      await remove.mutateAsync(deleting.id)
      toast(KIT_TEXT.deleted)
    } catch {
      toast(KIT_TEXT.deleteFailed, 'error')
    } finally {
      setDeleting(null)
    }
  }

  return (
    <>
      {kits.isPending ? (
        <LoadingState />
      ) : kits.isError ? (
        <LoadError message={KIT_TEXT.listFailed} onRetry={() => kits.refetch()} />
      ) : (
        <>
          <SummaryCards kits={kits.data} />
          {kits.data.length === 0 ? <EmptyKits /> : <KitTable kits={kits.data} onDelete={setDeleting} />}
        </>
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete this press kit?"
          confirmLabel="Delete"
          busy={remove.isPending}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        >
          <p>
            {kitTitle(deleting)} and its files will be deleted, and its public link will stop working. This
            cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </>
  )
}

function SummaryCards({ kits }: { kits: readonly PressKit[] }) {
  const totals = kitTotals(kits)
  const cards = [
    ['Total Kits', totals.kits],
    ['Total Views', totals.views],
    ['Downloads', totals.downloads],
    ['Leads Captured', totals.leads],
  ] as const
  return (
    <ul className="kit-summary" aria-label="Summary">
      {cards.map(([label, value]) => (
        <li key={label} className="card kit-summary-card">
          <span className="kit-summary-label">{label}</span>
          <span className="kit-summary-value">{value.toLocaleString()}</span>
        </li>
      ))}
    </ul>
  )
}

function EmptyKits() {
  return (
    <div className="empty-state empty-state-cta">
      <span className="empty-state-icon" aria-hidden="true">
        ▤
      </span>
      <p className="empty-state-title">{KIT_TEXT.empty}</p>
      <p>Quick Start fills a kit from your company profile in a minute.</p>
      <Link to="/press-kit/builder?quick=true" className="button button-primary">
        {KIT_TEXT.create}
      </Link>
    </div>
  )
}
