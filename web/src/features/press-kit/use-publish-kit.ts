import { useCallback, useState } from 'react'
import type { PressKit } from '../../../../shared/contracts/press-kit'
import { useToast } from '../../components/ui/toast'
import { KIT_TEXT } from './messages'
import { updateKit, useStoreKit } from './use-press-kit'

/**
 * Publish, from the list's row and from the kit's view: PUT `{ published: true }`, the kit the server
 * answers into the cache, and a toast either way. `publishing` holds while the request is out.
 */
export function usePublishKit(kit: Pick<PressKit, 'id'>) {
  const toast = useToast()
  const storeKit = useStoreKit()
  const [publishing, setPublishing] = useState(false)
  const { id } = kit

  const publish = useCallback(async () => {
    setPublishing(true)
    try {
      storeKit(await updateKit(id, { published: true }))
      toast(KIT_TEXT.published)
    } catch {
      toast(KIT_TEXT.publishFailed, 'error')
    } finally {
      setPublishing(false)
    }
  }, [id, storeKit, toast])

  return { publishing, publish }
}
