import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { queryClient } from './query-client'

/**
 * The server-state cache, around each screen that reads through it. The signed-in screens import it
 * (so TanStack Query loads with them); the pages a visitor lands on (/, /login, /pricing) do not, and
 * stay within their budget of initial JavaScript. Every screen gets the one client, so what one screen
 * loaded is there for the next (docs/decisions/011).
 */
export function ServerState({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
