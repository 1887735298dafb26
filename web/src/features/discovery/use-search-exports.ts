import { useState } from 'react'
import { useToast } from '../../components/ui/toast'
import { downloadBlob, downloadUrl } from '../../lib/download'
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
      const file = await discoveryApi.exportCsv(params)
      // A large export comes as a link to the file in storage, which downloads it (attachment).
      if ('url' in file) downloadUrl(file.url)
      else downloadBlob(file, 'journalists.csv')
    } catch (error) {
      toast(serverMessage(error, SEARCH_MESSAGES.exportFailed), 'error')
    } finally {
      setExporting(null)
    }
  }

  return { exporting, exportCsv }
}
