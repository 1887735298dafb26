import { useState } from 'react'
import { useToast } from '../../components/ui/toast'
import { downloadBlob } from '../../lib/download'
import { serverMessage } from '../../lib/error-message'
import { discoveryApi, type ExportParams } from './api'
import { SEARCH_MESSAGES } from './constants'

/** CSV downloads of a whole search or of the selected journalists, saved as journalists.csv. */
export function useSearchExports() {
  const [exporting, setExporting] = useState<'all' | 'selected' | null>(null)
  const toast = useToast()

  async function exportCsv(params: ExportParams, which: 'all' | 'selected') {
    setExporting(which)
    try {
      downloadBlob(await discoveryApi.exportCsv(params), 'journalists.csv')
    } catch (error) {
      toast(serverMessage(error, SEARCH_MESSAGES.exportFailed), 'error')
    } finally {
      setExporting(null)
    }
  }

  return { exporting, exportCsv }
}
