import { useQueryClient } from '@tanstack/react-query'
import { type ChangeEvent, useRef, useState } from 'react'
import { useToast } from '../../../components/ui/toast'
import { ApiError } from '../../../lib/api-client'
import { downloadBlob } from '../../../lib/download'
import { type ImportReport, workflowApi, workflowKeys } from '../api'
import { WORKFLOW_TEXTS, WORKFLOW_TIPS } from '../constants'
import { failureText } from '../failure-text'
import { refusedLines } from '../import-report'

/** Spec 2's settings panel: the workflow tips, the CSV export and the CSV import with its report. */
export function SettingsPanel() {
  const [busy, setBusy] = useState<'export' | 'import' | null>(null)
  const [report, setReport] = useState<ImportReport | null>(null)
  const file = useRef<HTMLInputElement>(null)
  const queryClient = useQueryClient()
  const toast = useToast()

  async function exportCsv() {
    setBusy('export')
    try {
      const response = await workflowApi.export()
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null
        throw new ApiError(body?.message ?? WORKFLOW_TEXTS.exportFailed, response.status)
      }
      downloadBlob(await response.blob(), 'workflow.csv')
    } catch (error) {
      toast(failureText(error, WORKFLOW_TEXTS.exportFailed), 'error')
    } finally {
      setBusy(null)
    }
  }

  async function importCsv(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0]
    event.target.value = ''
    if (!chosen) return
    setBusy('import')
    setReport(null)
    try {
      const { company } = await workflowApi.currentCompany()
      if (!company) throw new ApiError('Please select a company first', 400)
      const result = await workflowApi.import(company.id, await chosen.text())
      setReport(result)
      void queryClient.invalidateQueries({ queryKey: workflowKeys.all })
    } catch (error) {
      toast(failureText(error, WORKFLOW_TEXTS.importFailed), 'error')
    } finally {
      setBusy(null)
    }
  }

  return (
    <div className="workflow-settings">
      <section>
        <h3>Workflow tips</h3>
        <ul className="workflow-tips">
          {WORKFLOW_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
      <section className="workflow-settings-data">
        <h3>Data</h3>
        {/* Busy, not disabled: a disabled button would drop the focus to the page (and Escape with it). */}
        <button
          type="button"
          className="button button-secondary button-block"
          onClick={() => busy === null && void exportCsv()}
          aria-disabled={busy !== null}
          aria-busy={busy === 'export'}
        >
          {busy === 'export' ? 'Exporting...' : 'Export Workflow Data'}
        </button>
        <button
          type="button"
          className="button button-secondary button-block"
          onClick={() => busy === null && file.current?.click()}
          aria-disabled={busy !== null}
          aria-busy={busy === 'import'}
        >
          {busy === 'import' ? 'Importing...' : 'Import from CSV'}
        </button>
        <input
          ref={file}
          type="file"
          accept=".csv,text/csv"
          className="visually-hidden"
          tabIndex={-1}
          aria-label="CSV file to import"
          onChange={(event) => void importCsv(event)}
        />
        {report && (
          <div className="workflow-import-report" role="status">
            <p>
              Imported {report.created} {report.created === 1 ? 'card' : 'cards'}.
              {report.refused.length > 0 &&
                ` ${report.refused.length} ${report.refused.length === 1 ? 'row was' : 'rows were'} refused:`}
            </p>
            {report.refused.length > 0 && (
              <ul>
                {refusedLines(report.refused).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </section>
    </div>
  )
}
