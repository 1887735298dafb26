import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { lazyComponent } from '../../../components/ui/lazy-component'
import { Link } from '../../../components/ui/link'
import { LoadingState } from '../../../components/ui/loading-state'
import { kitsQuery } from '../kits-query'
import { KIT_TEXT } from '../messages'

// Nothing but the header shows before the kits arrive, so the figures, the table and the empty and error
// states load while they are fetched (issue 18); the loading state stays until both are there.
const KitListContent = lazyComponent(
  () => import('./kit-list-content').then((m) => m.KitListContent),
  <LoadingState />,
)

/**
 * /press-kit: the founder's kits, their figures, and the way to a new one. The read starts at once,
 * beside the code that shows it; the header stays put, so focus on its link survives the swap.
 */
export function KitListScreen() {
  useQuery(kitsQuery)
  useEffect(() => KitListContent.preload(), [])
  return (
    <>
      <header className="page-header page-header-row kit-list-header">
        <div>
          <h1>Press Kits</h1>
          <p className="muted">A kit journalists can open from a link, and a PDF to attach.</p>
        </div>
        <Link to="/press-kit/builder?quick=true" className="button button-primary">
          {KIT_TEXT.create}
        </Link>
      </header>
      <KitListContent />
    </>
  )
}
