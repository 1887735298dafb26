export interface Selection {
  ids: ReadonlySet<string>
  /** The card a Shift+Click range starts from: the last card clicked with a modifier or ticked. */
  anchor: string | null
}

export const EMPTY_SELECTION: Selection = { ids: new Set(), anchor: null }

export interface ClickKeys {
  /** Cmd (macOS) or Ctrl: toggle this card. */
  toggle: boolean
  /** Shift: add the range from the anchor to this card, within one column. */
  range: boolean
}

/** Cmd/Ctrl+Click or a card's checkbox: in if it was out, out if it was in. */
export function toggleCard(selection: Selection, id: string): Selection {
  const ids = new Set(selection.ids)
  if (ids.has(id)) ids.delete(id)
  else ids.add(id)
  return { ids, anchor: id }
}

/**
 * What a click with modifiers does to the selection, given the ids of the clicked card's column in
 * board order. Shift adds every card between the anchor and this one when both are in that column
 * (else it toggles this card); Cmd/Ctrl toggles. A plain click returns null: it does not select.
 */
export function clickSelection(
  selection: Selection,
  id: string,
  column: readonly string[],
  keys: ClickKeys,
): Selection | null {
  if (keys.range) {
    const from = selection.anchor === null ? -1 : column.indexOf(selection.anchor)
    const to = column.indexOf(id)
    if (from === -1 || to === -1) return toggleCard(selection, id)
    const [start, end] = from < to ? [from, to] : [to, from]
    return { ids: new Set([...selection.ids, ...column.slice(start, end + 1)]), anchor: selection.anchor }
  }
  if (keys.toggle) return toggleCard(selection, id)
  return null
}

/** Drops ids no longer on the board (deleted, filtered out), keeping the anchor only if it stayed. */
export function keepOnly(selection: Selection, present: ReadonlySet<string>): Selection {
  const ids = [...selection.ids].filter((id) => present.has(id))
  if (ids.length === selection.ids.size && (selection.anchor === null || present.has(selection.anchor)))
    return selection
  return {
    ids: new Set(ids),
    anchor: selection.anchor && present.has(selection.anchor) ? selection.anchor : null,
  }
}
