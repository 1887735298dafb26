import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App, firstScreenLoaded } from './app'
import './styles.css'

/**
 * The longest the first render waits for the first screen's chunk when the page is blank meanwhile:
 * on a connection slower than that, the header and the loading state show while it still comes.
 */
const FIRST_SCREEN_WAIT_MS = 1000

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

const app = (
  <StrictMode>
    <App />
  </StrictMode>
)
const firstScreen = firstScreenLoaded(window.location.pathname)

if (root.hasChildNodes()) {
  // A prerendered page (prerender.tsx) shows already. The app takes it over once the screen's chunk is
  // loaded, however long that takes, by hydrating the same elements in place (focus, selection and
  // scroll stay), in a transition, which React splits into short tasks, so a tap on the page never
  // waits behind it. Should the chunk not load, the page stays as it is: its links still work.
  firstScreen.then(
    () => startTransition(() => void hydrateRoot(root, app)),
    () => {},
  )
} else {
  // The page opened paints whole, rather than its loading state first. A chunk that fails to load is
  // the screen's error boundary's to tell, when the screen asks for it again.
  Promise.race([
    firstScreen.catch(() => {}),
    new Promise((settle) => setTimeout(settle, FIRST_SCREEN_WAIT_MS)),
  ]).then(() => createRoot(root).render(app))
}
