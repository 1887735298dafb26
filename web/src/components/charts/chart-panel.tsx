import type { ReactNode } from 'react'

export interface ChartTable {
  columns: string[]
  rows: (string | number)[][]
}

/**
 * A chart in its card: the title, an empty state when there is nothing to draw, and otherwise the
 * chart (an image with a one-line summary for screen readers) plus the same figures as a table that
 * only screen readers see. `classPrefix` names the screen's own styles (`analytics`, `kit-analytics`).
 */
export function ChartPanel({
  id,
  title,
  summary,
  empty,
  table,
  wide = false,
  classPrefix,
  note,
  children,
}: {
  id: string
  title: string
  summary: string
  /** The empty state's sentence, or null when there is data to draw. */
  empty: string | null
  table: ChartTable
  wide?: boolean
  classPrefix: string
  /** A line under the chart, shown to everyone: how to read it. */
  note?: ReactNode
  children: ReactNode
}) {
  return (
    <section
      className={`card ${classPrefix}-panel${wide ? ` ${classPrefix}-panel-wide` : ''}`}
      aria-labelledby={`${id}-heading`}
      data-chart={id}
    >
      <h2 id={`${id}-heading`}>{title}</h2>
      {empty !== null ? (
        <p className={`${classPrefix}-empty ${classPrefix}-chart-empty`}>{empty}</p>
      ) : (
        <>
          <div className={`${classPrefix}-chart`} role="img" aria-label={summary}>
            {children}
          </div>
          {note && <p className={`${classPrefix}-chart-note muted`}>{note}</p>}
          {/* A table is never narrower than its content: the wrapper, not the table, is hidden. */}
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
