/**
 * Word, within the embedded stack's process, that a local queue has a message due at a time (clock
 * time, as `deps.now` reads it): the idle workers wake for it instead of polling the table.
 */
type Listener = (dueAtMs: number) => void

const listeners = new Set<Listener>()

export function announceDue(at: Date) {
  for (const listener of listeners) listener(at.getTime())
}

export function onDue(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
