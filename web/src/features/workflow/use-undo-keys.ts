import { useEffect, useRef } from 'react'

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

/**
 * Cmd/Ctrl+Z undoes and Shift+Cmd/Ctrl+Z redoes, unless the founder is typing (the field's own undo
 * wins) or a dialog is open over the board.
 */
export function useUndoKeys(undo: () => void, redo: () => void) {
  const latest = useRef({ undo, redo })
  latest.current = { undo, redo }
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() !== 'z' || !(event.metaKey || event.ctrlKey) || event.altKey) return
      if (typing(event.target) || document.querySelector('dialog[open], [aria-modal="true"]')) return
      event.preventDefault()
      if (event.shiftKey) latest.current.redo()
      else latest.current.undo()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
}
