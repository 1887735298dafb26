import { useEffect, useState } from 'react'

/** The time now, renewed every `everyMs`, so an action crosses from Today to Overdue on its own. */
export function useNow(everyMs = 60_000) {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}
