import { describe, expect, inject, it } from 'vitest'
import { apiAt, signUp } from '../support/api'
import { setUpChromium } from './browser'

const api = apiAt(inject('stackUrl'))
const browser = setUpChromium()

const SCREENS = [
  '/',
  '/pricing',
  '/launch-week',
  '/company',
  '/search',
  '/discovery',
  '/pitchlist',
  '/pitches',
  '/profile',
]

describe('the Content-Security-Policy', () => {
  it('lets every screen render without a violation (a violation is a console error)', async () => {
    const founder = await signUp(api)
    await api.post('/api/companies', { name: 'Acme Robotics' }, founder.token)
    const page = await browser.openAs(founder, '/')
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    for (const path of SCREENS) {
      await page.goto(`${inject('stackUrl')}${path}`)
      await page.getByRole('main').waitFor()
      await page.waitForLoadState('networkidle')
    }
    expect(violations).toEqual([])
  })
})
