/**
 * Whether the keyboard focus went nowhere: the element that had it was removed (a button that went
 * with its row, a bar, a banner), so the browser handed it to the page. A component that removed it
 * moves the focus somewhere sensible then, and leaves it alone when the founder has moved on.
 */
export const focusWasLost = () => !document.activeElement || document.activeElement === document.body
