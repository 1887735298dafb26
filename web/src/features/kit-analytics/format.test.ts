import { describe, expect, it } from 'vitest'
import type { KitAnalytics } from './api'
import { dailySeries, formatDuration, formatPercent, localIsoDate, sourceLabel } from './format'

const analytics = (
  viewsOverTime: KitAnalytics['engagement']['viewsOverTime'],
  overTime: KitAnalytics['downloads']['overTime'],
): KitAnalytics => ({
  downloads: { total: 0, allTime: 0, byFormat: { pdf: 0, web: 0, assets: 0 }, overTime },
  leads: { total: 0, leads: [] },
  engagement: { views: 0, allTimeViews: 0, viewsOverTime, avgTimeOnPage: 0, avgScrollDepth: 0 },
})

describe('formatDuration', () => {
  it('gives seconds under a minute, minutes and padded seconds under an hour, then hours', () => {
    expect(formatDuration(0)).toBe('0s')
    expect(formatDuration(42.4)).toBe('42s')
    expect(formatDuration(59.6)).toBe('1m 00s')
    expect(formatDuration(185)).toBe('3m 05s')
    expect(formatDuration(3720)).toBe('1h 02m')
  })
})

describe('formatPercent', () => {
  it('keeps at most one decimal', () => {
    expect(formatPercent(56)).toBe('56%')
    expect(formatPercent(33.333)).toBe('33.3%')
  })
})

describe('localIsoDate', () => {
  it("writes the browser's calendar day as YYYY-MM-DD", () => {
    expect(localIsoDate(new Date(2026, 2, 4, 23, 59))).toBe('2026-03-04')
  })
})

describe('sourceLabel', () => {
  it('reads a source id as words', () => {
    expect(sourceLabel('kit_download')).toBe('Kit download')
  })
})

describe('dailySeries', () => {
  const now = new Date('2026-03-10T15:00:00Z')

  it('has every day of the last 7 days, with 0 on quiet days and both series on one day', () => {
    const series = dailySeries(
      analytics(
        [{ date: '2026-03-05', views: 3 }],
        [
          { date: '2026-03-05', downloads: 1 },
          { date: '2026-03-10', downloads: 2 },
        ],
      ),
      '7d',
      now,
    )
    expect(series.map((p) => p.date)).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ])
    expect(series[1]).toEqual({ date: '2026-03-05', views: 3, downloads: 1 })
    expect(series[2]).toEqual({ date: '2026-03-06', views: 0, downloads: 0 })
    expect(series[6]).toEqual({ date: '2026-03-10', views: 0, downloads: 2 })
  })

  it("keeps a visit on the window's first, partial day", () => {
    const series = dailySeries(analytics([{ date: '2026-03-03', views: 1 }], []), '7d', now)
    expect(series[0]).toEqual({ date: '2026-03-03', views: 1, downloads: 0 })
    expect(series).toHaveLength(8)
  })

  it('starts all time at the first recorded day, and is empty with nothing recorded', () => {
    const series = dailySeries(analytics([{ date: '2026-03-08', views: 2 }], []), 'all', now)
    expect(series.map((p) => p.date)).toEqual(['2026-03-08', '2026-03-09', '2026-03-10'])
    expect(dailySeries(analytics([], []), 'all', now)).toEqual([])
  })

  it('has 30 days for the last 30 days', () => {
    expect(dailySeries(analytics([], []), '30d', now)).toHaveLength(30)
  })
})
