// What other screens show of Pitch Analytics: the summary cards (no charts, so no recharts).
export { AnalyticsSummary } from './analytics-summary'
