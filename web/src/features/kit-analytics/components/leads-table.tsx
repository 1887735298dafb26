import { downloadBlob } from '../../../lib/download'
import type { KitLead } from '../api'
import { formatCapturedAt, LEAD_SCORE_RULE, sourceLabel } from '../format'
import { leadsCsv, leadsCsvFilename } from '../leads-csv'

/** Strong, middling or weak, by the stated rule's score. */
const scoreTone = (score: number) => (score >= 70 ? 'high' : score >= 40 ? 'medium' : 'low')

/** The leads of the timeframe, newest first, with the score's rule and a CSV export made in the browser. */
export function LeadsTable({ leads }: { leads: KitLead[] }) {
  function exportCsv() {
    downloadBlob(
      new Blob([leadsCsv(leads)], { type: 'text/csv;charset=utf-8' }),
      leadsCsvFilename(new Date()),
    )
  }

  return (
    <section className="card kit-leads" aria-labelledby="kit-leads-heading">
      <div className="kit-leads-head">
        <h2 id="kit-leads-heading">Leads</h2>
        <button
          type="button"
          className="button button-secondary"
          onClick={exportCsv}
          disabled={!leads.length}
        >
          Export CSV
        </button>
      </div>
      {leads.length === 0 ? (
        <div className="kit-analytics-empty">
          <p className="kit-leads-empty-title">No leads in this period yet</p>
          <p>Leads appear here when a visitor leaves an email address to download the kit.</p>
        </div>
      ) : (
        // The wrapper scrolls where the table is wider than it, and takes focus so a keyboard can scroll
        // it too. On a phone each lead is a card of labelled lines instead (kit-analytics.css).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <section className="kit-leads-scroll" tabIndex={0} aria-label="Leads table">
          <table className="kit-leads-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Company</th>
                <th scope="col">Role</th>
                <th scope="col" aria-describedby="lead-score-rule-summary">
                  Score
                </th>
                <th scope="col">Date</th>
                <th scope="col">Marketing Consent</th>
                <th scope="col">Source</th>
              </tr>
            </thead>
            <tbody>
              {leads.map((lead) => (
                <tr key={lead.email}>
                  <td data-label="Name">{lead.name || <span className="kit-not-given">—</span>}</td>
                  <td data-label="Email">
                    <a href={`mailto:${lead.email}`}>{lead.email}</a>
                  </td>
                  <td data-label="Company">{lead.company || <span className="kit-not-given">—</span>}</td>
                  <td data-label="Role">{lead.role || <span className="kit-not-given">—</span>}</td>
                  <td data-label="Score">
                    <span className={`kit-score kit-score-${scoreTone(lead.score)}`}>{lead.score}</span>
                  </td>
                  <td data-label="Date">
                    <time dateTime={lead.captured_at}>{formatCapturedAt(lead.captured_at)}</time>
                  </td>
                  <td data-label="Marketing Consent">{lead.marketing_consent ? 'Yes' : 'No'}</td>
                  <td data-label="Source">{sourceLabel(lead.source)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <details className="kit-score-rule" id="lead-score-rule">
        <summary id="lead-score-rule-summary">How the score works</summary>
        <p>Each lead scores from 0 to 100, added up from what they did and told you:</p>
        <ul>
          {LEAD_SCORE_RULE.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
    </section>
  )
}
