/** Spec 2: every chart is 300 px high. */
export const CHART_HEIGHT = 300
export const AXIS_TICK = { fontSize: 12, fill: '#5b6079' }
export const GRID_STROKE = '#e2e3ee'
export const VIEWS_COLOUR = '#4f46e5'
export const DOWNLOADS_COLOUR = '#10b981'
