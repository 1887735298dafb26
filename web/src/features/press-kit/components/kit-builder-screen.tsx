import { useParams, useSearchParams } from 'react-router-dom'
import { Link } from '../../../components/ui/link'
import { LoadError } from '../../../components/ui/load-error'
import { LoadingState } from '../../../components/ui/loading-state'
import { KIT_TEXT } from '../messages'
import { useKit } from '../use-press-kit'
import { CreateKitFlow } from './create-kit-flow'
import { KitEditor } from './kit-editor'

/** /press-kit/builder (create; ?quick=true starts at Quick Start) and /press-kit/builder/{kitId} (edit). */
export function KitBuilderScreen() {
  const { kitId } = useParams()
  const [search] = useSearchParams()
  if (!kitId) return <CreateKitFlow quick={search.get('quick') === 'true'} />
  return <EditKit kitId={kitId} />
}

function EditKit({ kitId }: { kitId: string }) {
  const kit = useKit(kitId)
  // A kit once loaded stays on screen when a later poll fails: the draft must not be thrown away.
  if (kit.data) return <KitEditor key={kitId} kit={kit.data} />
  if (kit.isPending) return <LoadingState />
  return (
    <div className="stack kit-load-error">
      <LoadError message={KIT_TEXT.kitFailed} onRetry={() => kit.refetch()} error={kit.error} />
      <Link to="/press-kit">Back to press kits</Link>
    </div>
  )
}
