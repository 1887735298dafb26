import { useCallback, useEffect, useRef, useState } from 'react'
import type { PressKit } from '../../../../shared/contracts/press-kit'
import { useToast } from '../../components/ui/toast'
import { KIT_TEXT } from './messages'

/**
 * Generate Kit and the PDF download: asks for a render, follows the kit (polled while generating) until
 * it is completed or in error, and says so. A download asked for before there is a PDF of the kit as it
 * is now starts when the render completes. What it waits for is the kit at the version the request
 * made, or later: the kit read before it (completed with an outdated PDF, or in error) is not taken for
 * its outcome, however late the cache tells of the request's answer.
 */
export function useKitRender(kit: PressKit, requestRender: () => Promise<PressKit>) {
  const toast = useToast()
  // The version whose render is awaited; null when none is.
  const [awaited, setAwaited] = useState<number | null>(kit.status === 'generating' ? kit.version : null)
  const downloadWhenDone = useRef(false)

  useEffect(() => {
    if (awaited === null || kit.version < awaited) return
    if (kit.status === 'completed') {
      setAwaited(null)
      toast(KIT_TEXT.regenerated)
      const url = kit.outputs.pdf.download_url
      if (downloadWhenDone.current && url) openLink(url)
      downloadWhenDone.current = false
    } else if (kit.status === 'error') {
      setAwaited(null)
      downloadWhenDone.current = false
      toast(kit.render_error ?? KIT_TEXT.regenerateFailed, 'error')
    }
  }, [kit, awaited, toast])

  const generate = useCallback(async () => {
    try {
      setAwaited((await requestRender()).version)
    } catch {
      downloadWhenDone.current = false
      toast(KIT_TEXT.regenerateFailed, 'error')
    }
  }, [requestRender, toast])

  /** The PDF, when there is one of the kit as it is now; else a render first. */
  const download = useCallback(
    async (fresh: () => Promise<PressKit>) => {
      const latest = await fresh().catch(() => kit)
      const url = latest.outputs.pdf.download_url
      if (latest.status === 'completed' && url && !latest.outputs.pdf.outdated) {
        openLink(url)
        return
      }
      downloadWhenDone.current = true
      if (latest.status !== 'generating') await generate()
      else setAwaited(latest.version)
    },
    [kit, generate],
  )

  return { rendering: awaited !== null || kit.status === 'generating', generate, download }
}

function openLink(url: string) {
  const link = document.createElement('a')
  link.href = url
  link.rel = 'noopener'
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
}
