/** Spec 2: every chart is 300 px high. */
export const CHART_HEIGHT = 300
export const AXIS_TICK = { fontSize: 12, fill: '#5b6079' }
export const GRID_STROKE = '#e2e3ee'

/** Tooltip values of percentage series: "42.5%"; a period with no pitch sent has no rate. */
export const percentTooltip = (value: unknown) =>
  value === null || value === undefined ? 'no pitches sent' : `${value}%`
