import { useCallback, useEffect, useRef, useState } from 'react'
import { SAVED_GLOW_MS } from './constants'

/** True for SAVED_GLOW_MS after each `glow()`: the class that makes a just-saved value shine. */
export function useSavedGlow(): [glowing: boolean, glow: () => void] {
  const [glowing, setGlowing] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const glow = useCallback(() => {
    clearTimeout(timer.current)
    setGlowing(true)
    timer.current = setTimeout(() => setGlowing(false), SAVED_GLOW_MS)
  }, [])

  return [glowing, glow]
}
