// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { isActivePath, Link, NavLink } from './link'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined

afterEach(() => {
  act(() => root?.unmount())
  document.body.innerHTML = ''
})

/** Where the router is, and how it got there (PUSH, REPLACE, or POP for the first entry). */
function Where() {
  const { pathname, search } = useLocation()
  return <output>{`${useNavigationType()} ${pathname}${search}`}</output>
}

function mount(at: string, links: ReactNode) {
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() =>
    root?.render(
      <MemoryRouter initialEntries={[at]}>
        <nav>{links}</nav>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    ),
  )
}

const link = (name: string) =>
  [...document.querySelectorAll('a')].find((a) => a.textContent === name) as HTMLAnchorElement
const where = () => document.querySelector('output')?.textContent
const click = (name: string, init: MouseEventInit = {}) =>
  act(() => {
    link(name).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }))
  })

describe('Link', () => {
  it('is an anchor with the path as href, and a plain click moves within the app', () => {
    mount(
      '/',
      <Link to="/pricing" className="button">
        Pricing
      </Link>,
    )
    expect(link('Pricing').getAttribute('href')).toBe('/pricing')
    expect(link('Pricing').className).toBe('button')
    click('Pricing')
    expect(where()).toBe('PUSH /pricing')
  })

  it('leaves a click with a modifier key or another button to the browser (a new tab)', () => {
    mount('/', <Link to="/pricing">Pricing</Link>)
    click('Pricing', { ctrlKey: true })
    click('Pricing', { metaKey: true })
    click('Pricing', { button: 1 })
    expect(where()).toBe('POP /')
  })

  it('replaces the history entry when asked, and takes a path with its query', () => {
    mount(
      '/login',
      <Link to={{ pathname: '/login', search: '?mode=signup' }} replace>
        Need an account? Sign up
      </Link>,
    )
    expect(link('Need an account? Sign up').getAttribute('href')).toBe('/login?mode=signup')
    click('Need an account? Sign up')
    expect(where()).toBe('REPLACE /login?mode=signup')
  })

  it('stays put when its own onClick prevents the default', () => {
    mount(
      '/',
      <Link to="/company" onClick={(event) => event.preventDefault()} aria-disabled={false}>
        Try the demo
      </Link>,
    )
    click('Try the demo')
    expect(where()).toBe('POP /')
    expect(link('Try the demo').getAttribute('aria-disabled')).toBe('false')
  })
})

describe('NavLink', () => {
  it('marks its section as the current page, under its own path too, with aria-current and `active`', () => {
    mount(
      '/press-kit/builder/1',
      <>
        <NavLink to="/press-kit" className="nav-link">
          Press Kit
        </NavLink>
        <NavLink to="/pricing" className="nav-link">
          Pricing
        </NavLink>
        <NavLink to="/profile">Profile</NavLink>
      </>,
    )
    expect(link('Press Kit').getAttribute('aria-current')).toBe('page')
    expect(link('Press Kit').className).toBe('nav-link active')
    expect(link('Pricing').getAttribute('aria-current')).toBeNull()
    expect(link('Pricing').className).toBe('nav-link')
    expect(link('Profile').hasAttribute('class')).toBe(false)
    click('Pricing')
    expect(link('Pricing').getAttribute('aria-current')).toBe('page')
    expect(link('Press Kit').getAttribute('aria-current')).toBeNull()
  })

  it('takes its class from isActive when given a function', () => {
    mount(
      '/company',
      <NavLink to="/company" className={({ isActive }) => (isActive ? 'on' : 'off')}>
        My Company
      </NavLink>,
    )
    expect(link('My Company').className).toBe('on')
  })

  it('follows react-router’s rule: the same path or one under it, any case, unless `end`', () => {
    expect(isActivePath('/press-kit', '/press-kit', false)).toBe(true)
    expect(isActivePath('/Press-Kit/view/2', '/press-kit', false)).toBe(true)
    expect(isActivePath('/press-kit/view/2', '/press-kit', true)).toBe(false)
    expect(isActivePath('/press-kits', '/press-kit', false)).toBe(false)
    expect(isActivePath('/company', '/', false)).toBe(false)
    expect(isActivePath('/search/', '/search/', false)).toBe(true)
  })
})

describe("the app's links", () => {
  it("come from components/ui/link: react-router's Link and NavLink bring its prefetching to every screen", () => {
    const src = join(import.meta.dirname, '../..')
    const files = (readdirSync(src, { recursive: true }) as string[]).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    )
    const offenders = files.filter((file) =>
      /import\s*\{[^}]*\b(Link|NavLink)\b[^}]*\}\s*from\s*'react-router(-dom)?'/.test(
        readFileSync(join(src, file), 'utf8'),
      ),
    )
    expect(offenders).toEqual([])
  })
})
