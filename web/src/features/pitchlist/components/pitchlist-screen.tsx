import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { lazyComponent } from '../../../components/ui/lazy-component'
import { LoadingState } from '../../../components/ui/loading-state'
import { pitchlistQuery } from '../pitchlist-query'
import '../pitchlist.css'

/** What the screen shows until the pitchlist is there: its title and the loading state. */
function PitchlistLoading() {
  return (
    <>
      <header className="page-header page-header-row pitchlist-header">
        <div>
          <h1>My Pitchlist</h1>
        </div>
      </header>
      <LoadingState />
    </>
  )
}

// Nothing but the title shows before the pitchlist arrives, so the list, its actions, the generation
// and the quota line load while it is fetched (issue 18); the loading state stays until both are there.
const PitchlistContent = lazyComponent(
  () => import('./pitchlist-content').then((m) => m.PitchlistContent),
  <PitchlistLoading />,
)

/** My Pitchlist: the read starts at once, beside the code that shows it. */
export function PitchlistScreen() {
  useQuery(pitchlistQuery)
  useEffect(() => PitchlistContent.preload(), [])
  return <PitchlistContent />
}
