// @vitest-environment happy-dom
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { ErrorBoundary } from 'react-error-boundary'
import {
  createMemoryRouter,
  MemoryRouter,
  Route,
  RouterProvider,
  Routes,
  useNavigate,
} from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LeaveGuard, NEEDS_BROWSER_ROUTER } from '../../components/ui/leave-guard'
import { BuilderErrorBoundary } from './components/builder-error-boundary'
import { KIT_TEXT } from './messages'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let unsaved = true
let root: Root
let host: HTMLElement

function Builder() {
  const navigate = useNavigate()
  return (
    <>
      <LeaveGuard shouldBlock={() => unsaved} message={KIT_TEXT.leavePrompt} />
      <p>Builder</p>
      <button type="button" onClick={() => navigate('/pitches')}>
        Pitches
      </button>
    </>
  )
}

function Broken(): ReactNode {
  throw new Error('a section without content')
}

/** The browser's confirm(), answering as the founder would. */
function answerConfirm(answer: boolean) {
  const confirm = vi.fn((_message?: string) => answer)
  window.confirm = confirm
  return confirm
}

const routes = [
  { path: '/press-kit/builder/1', element: <Builder /> },
  { path: '/pitches', element: <p>Pitches screen</p> },
  { path: '/press-kit', element: <p>Kit list</p> },
]

async function mount(tree: ReactNode) {
  await act(async () => root.render(tree))
}
const text = () => host.textContent ?? ''
const click = async (label: string) => {
  const button = [...host.querySelectorAll('button')].find((b) => b.textContent === label)
  if (!button) throw new Error(`no button ${label}`)
  await act(async () => button.click())
}

beforeEach(() => {
  unsaved = true
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
})

afterEach(async () => {
  await act(async () => root.unmount())
  host.remove()
  vi.restoreAllMocks()
})

// The app's routing: <BrowserRouter>, whose navigator the guard watches.
const app = () => (
  <MemoryRouter initialEntries={['/press-kit/builder/1']}>
    <Routes>
      {routes.map((route) => (
        <Route key={route.path} path={route.path} element={route.element} />
      ))}
    </Routes>
  </MemoryRouter>
)

describe('the leave prompt', () => {
  it('asks with the spec’s words and stays when the founder cancels', async () => {
    const confirm = answerConfirm(false)
    await mount(app())
    await click('Pitches')
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Are you sure you want to leave?')
    expect(text()).toContain('Builder')
  })

  it('leaves when the founder confirms', async () => {
    answerConfirm(true)
    await mount(app())
    await click('Pitches')
    expect(text()).toContain('Pitches screen')
  })

  it('does not ask when everything is saved', async () => {
    unsaved = false
    const confirm = answerConfirm(true)
    await mount(app())
    await click('Pitches')
    expect(confirm).not.toHaveBeenCalled()
    expect(text()).toContain('Pitches screen')
  })

  it('holds a reload or a closed tab (beforeunload) only while changes are unsaved', async () => {
    await mount(app())
    const held = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(held)
    expect(held.defaultPrevented).toBe(true)
    unsaved = false
    const free = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(free)
    expect(free.defaultPrevented).toBe(false)
  })
})

describe('the leave prompt under a data router', () => {
  it('says it needs useBlocker there instead of guarding only some ways out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const router = createMemoryRouter(
      routes.map((route) => ({
        ...route,
        element: (
          <ErrorBoundary fallbackRender={({ error }) => <p>{(error as Error).message}</p>}>
            {route.element}
          </ErrorBoundary>
        ),
      })),
      { initialEntries: ['/press-kit/builder/1'] },
    )
    await mount(<RouterProvider router={router} />)
    expect(text()).toBe(NEEDS_BROWSER_ROUTER)
  })
})

describe('the builder error page', () => {
  it('shows Something went wrong, and Go Back leads to /press-kit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const router = createMemoryRouter(
      [
        {
          path: '/press-kit/builder/1',
          element: (
            <BuilderErrorBoundary>
              <Broken />
            </BuilderErrorBoundary>
          ),
        },
        { path: '/press-kit', element: <p>Kit list</p> },
      ],
      { initialEntries: ['/press-kit/builder/1'] },
    )
    await mount(<RouterProvider router={router} />)
    expect(host.querySelector('h1')?.textContent).toBe('Something went wrong')
    await click('Go Back')
    expect(router.state.location.pathname).toBe('/press-kit')
    expect(text()).toContain('Kit list')
  })
})
