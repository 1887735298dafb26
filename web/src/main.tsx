import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, preloadScreen } from './app'
import './styles.css'

/**
 * How long the first render waits for the first screen's chunk: on a connection that slow, the header
 * and the loading state show meanwhile, as they would for a screen opened later.
 */
const FIRST_SCREEN_WAIT_MS = 1000

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
const rootElement = root

function render() {
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

// The page opened paints whole, rather than its loading state first. A chunk that fails to load is
// the screen's error boundary's to tell, when the screen asks for it again.
Promise.race([
  preloadScreen(window.location.pathname).catch(() => {}),
  new Promise((settle) => setTimeout(settle, FIRST_SCREEN_WAIT_MS)),
]).then(render)
