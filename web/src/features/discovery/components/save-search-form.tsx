import { useState } from 'react'
import { lazyComponent, preloadOn } from '../../../components/ui/lazy-component'
import type { SearchParams } from '../use-journalist-search'

// The dialog (its form, the contract and zod) loads when the button is pointed at or focused, not
// before the results show (issue 18).
const SaveSearchDialog = lazyComponent(() => import('./save-search-dialog').then((m) => m.SaveSearchDialog))

/** Names the search on screen and keeps it on the server, to run again from Discovery. */
export function SaveSearchForm({ search, suggestedName }: { search: SearchParams; suggestedName: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className="button button-ghost"
        {...preloadOn(SaveSearchDialog)}
        onClick={() => setOpen(true)}
      >
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M6 3h12v18l-6-4-6 4z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        Save Search
      </button>
      {open && (
        <SaveSearchDialog
          search={search}
          suggestedName={suggestedName.slice(0, 100)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  )
}
