import { useEffect, useRef, useState } from 'react'

/** Open/closed state of an in-place editor; closing hands focus back to its pencil button. */
export function useInlineEdit() {
  const [editing, setEditing] = useState(false)
  const editButton = useRef<HTMLButtonElement>(null)
  const returnFocus = useRef(false)

  // A keyboard user keeps their place instead of landing at the top of the page.
  useEffect(() => {
    if (editing || !returnFocus.current) return
    returnFocus.current = false
    editButton.current?.focus()
  }, [editing])

  return {
    editing,
    editButton,
    open: () => setEditing(true),
    close: () => {
      returnFocus.current = true
      setEditing(false)
    },
  }
}
