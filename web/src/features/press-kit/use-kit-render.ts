import { useCallback, useEffect, useRef, useState } from 'react'
import type { PressKit } from '../../../../shared/contracts/press-kit'
import { useToast } from '../../components/ui/toast'
import { KIT_TEXT } from './messages'

/**
 * Generate Kit and the PDF download: asks for a render, follows the kit (polled while generating) until
 * it is completed or in error, and says so. A download asked for before there is a PDF starts when the
 * render completes.
 */
export function useKitRender(kit: PressKit, requestRender: () => Promise<unknown>) {
  const toast = useToast()
  const [rendering, setRendering] = useState(kit.status === 'generating')
  const downloadWhenDone = useRef(false)

  useEffect(() => {
    if (!rendering) return
    if (kit.status === 'completed') {
      setRendering(false)
      toast(KIT_TEXT.regenerated)
      const url = kit.outputs.pdf.download_url
      if (downloadWhenDone.current && url) openLink(url)
      downloadWhenDone.current = false
    } else if (kit.status === 'error') {
      setRendering(false)
      downloadWhenDone.current = false
      toast(kit.render_error ?? KIT_TEXT.regenerateFailed, 'error')
    }
  }, [kit, rendering, toast])

  const generate = useCallback(async () => {
    try {
      await requestRender()
      setRendering(true)
    } catch {
      downloadWhenDone.current = false
      toast(KIT_TEXT.regenerateFailed, 'error')
    }
  }, [requestRender, toast])

  /** The PDF as it is, when there is one; else a render first. */
  const download = useCallback(
    async (fresh: () => Promise<PressKit>) => {
      const latest = await fresh().catch(() => kit)
      const url = latest.outputs.pdf.download_url
      if (latest.status === 'completed' && url) {
        openLink(url)
        return
      }
      downloadWhenDone.current = true
      if (latest.status !== 'generating') await generate()
      else setRendering(true)
    },
    [kit, generate],
  )

  return { rendering: rendering || kit.status === 'generating', generate, download }
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
