import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App, firstScreenLoaded } from './app'
import './styles.css'

/**
 * The longest the first render waits for the first screen's chunk when the page is blank meanwhile:
 * on a connection slower than that, the header and the loading state show while it still comes.
 */
const FIRST_SCREEN_WAIT_MS = 1000

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )

// The page opened paints whole, rather than its loading state first. A chunk that fails to load is
// the screen's error boundary's to tell, when the screen asks for it again.
const firstScreen = firstScreenLoaded(window.location.pathname).catch(() => {})
// A prerendered page (prerender.tsx) shows already: the app renders over it once the screen is loaded,
// however long that takes, never with its loading state in between.
const prerendered = root.hasChildNodes()
// The render over a prerendered page is a transition, which React splits into short tasks, so a tap or
// a key on the page already shown never waits behind it.
if (prerendered) firstScreen.then(() => startTransition(render))
else
  Promise.race([firstScreen, new Promise((settle) => setTimeout(settle, FIRST_SCREEN_WAIT_MS))]).then(render)
