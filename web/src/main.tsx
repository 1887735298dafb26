import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, firstScreenLoaded } from './app'
import './styles.css'

/**
 * The longest the first render waits for the first screen's chunk (the page stays blank meanwhile):
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
Promise.race([
  firstScreenLoaded(window.location.pathname).catch(() => {}),
  new Promise((settle) => setTimeout(settle, FIRST_SCREEN_WAIT_MS)),
]).then(render)
