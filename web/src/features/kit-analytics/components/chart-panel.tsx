import type { ReactNode } from 'react'

export interface ChartTable {
  columns: string[]
  rows: (string | number)[][]
}

/**
 * A chart in its card: an empty state when there is nothing to draw, else the chart (an image with a
 * one-line summary for screen readers) and the same figures as a table only screen readers see.
 */
export function ChartPanel({
  id,
  title,
  summary,
  empty,
  table,
  wide = false,
  children,
}: {
  id: string
  title: string
  summary: string
  empty: string | null
  table: ChartTable
  wide?: boolean
  children: ReactNode
}) {
  return (
    <section
      className={wide ? 'card kit-analytics-panel kit-analytics-panel-wide' : 'card kit-analytics-panel'}
      aria-labelledby={`${id}-heading`}
      data-chart={id}
    >
      <h2 id={`${id}-heading`}>{title}</h2>
      {empty !== null ? (
        <p className="kit-analytics-empty kit-analytics-chart-empty">{empty}</p>
      ) : (
        <>
          <div className="kit-analytics-chart" role="img" aria-label={summary}>
            {children}
          </div>
          <div className="visually-hidden">
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  {table.columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={String(row[0])}>
                    {row.map((cell, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns
                      <td key={index}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  )
}
