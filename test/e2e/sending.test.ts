import { describe, expect, inject, it } from 'vitest'
import { apiAt } from '../support/api'
import { arrangeJournalists, founderWithPitches } from '../support/sending'
import { storeOf } from '../support/store'
import { setUpChromium } from './browser'

const stackUrl = inject('stackUrl')
const api = apiAt(stackUrl)
const browser = setUpChromium()

describe('Sending a pitch', () => {
  it('sends from the detail dialog, shows it in the mailbox with its headers, and a simulated reply marks the pitch replied', async () => {
    const store = storeOf(inject('stackDataDir'))
    const { ids } = await arrangeJournalists(store, ['casey'])
    const founder = await founderWithPitches(api, store, ids)
    const pitch = (await api.get('/api/pitches', founder.token)).body.pitches[0]
    const page = await browser.openAs(founder, '/pitches')

    const card = page.getByRole('button', {
      name: `${pitch.journalist.full_name}, ${pitch.journalist.publication}:`,
    })
    await card.click()
    const dialog = page.getByRole('dialog', { name: pitch.journalist.full_name })
    await dialog.getByText(`to ${pitch.journalist.email}`).waitFor()
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog
      .getByRole('status')
      .filter({ hasText: /^Sent / })
      .waitFor()
    expect(await dialog.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('pitched')
    // The dialog's history has the send, as it went.
    const history = dialog.getByRole('region', { name: 'History' })
    await history
      .getByRole('listitem')
      .filter({ hasText: /^Pitch.*Sent / })
      .waitFor()
    expect(await history.getByRole('listitem').count()).toBe(1)
    await page.keyboard.press('Escape')
    await page
      .getByRole('region', { name: 'Pitched', exact: true })
      .getByRole('button', { name: new RegExp(`^${pitch.journalist.full_name}`) })
      .waitFor()

    await page.goto(`${stackUrl}/dev/mailbox`)
    // Other browser tests mail pitches with the same subject: this one is the one to this journalist.
    const message = page
      .getByRole('article', { name: pitch.subject })
      .filter({ hasText: pitch.journalist.email })
    await message.getByRole('heading', { name: pitch.subject }).waitFor()
    await message.getByText('Headers').click()
    await message.getByText('List-Unsubscribe-Post: List-Unsubscribe=One-Click').waitFor()
    await message.getByText(/^Reply-To: reply\+[0-9a-f]{24}@/).waitFor()
    await message.getByText(`To: ${pitch.journalist.full_name} <${pitch.journalist.email}>`).first().waitFor()
    expect(await message.locator('pre').textContent()).toContain(pitch.content.split('\n')[0])
    // On a phone, the long unsubscribe link and headers wrap inside the page instead of widening it.
    await page.setViewportSize({ width: 390, height: 844 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.setViewportSize({ width: 1280, height: 720 })
    await message.getByRole('button', { name: 'Simulate reply' }).click()
    await page.getByRole('status').getByText('Simulated message received: human reply').waitFor()

    await page.goto(`${stackUrl}/pitches`)
    await card.click()
    await dialog
      .getByRole('status')
      .filter({ hasText: /^Replied / })
      .waitFor()
  })
  it('schedules a pitch, moves it to another time and takes it back: Send and Schedule return', async () => {
    const store = storeOf(inject('stackDataDir'))
    const { ids } = await arrangeJournalists(store, ['dana'])
    const founder = await founderWithPitches(api, store, ids)
    const pitch = (await api.get('/api/pitches', founder.token)).body.pitches[0]
    const page = await browser.openAs(founder, '/pitches')
    await page
      .getByRole('button', { name: `${pitch.journalist.full_name}, ${pitch.journalist.publication}:` })
      .click()
    const dialog = page.getByRole('dialog', { name: pitch.journalist.full_name })

    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click()
    // Tomorrow at 10:00 on the browser's clock.
    const tomorrow = new Date(Date.now() + 86_400_000)
    const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`
    await dialog.getByLabel('Send at').fill(`${day}T10:00`)
    await dialog.getByRole('button', { name: 'Schedule send' }).click()
    await dialog
      .getByRole('status')
      .filter({ hasText: /^Scheduled for / })
      .waitFor()

    // Moved to 11:00 the same day: the dialog says the new time.
    await dialog.getByRole('button', { name: 'Change time' }).click()
    await dialog.getByLabel('Send at').fill(`${day}T11:00`)
    await dialog.getByRole('button', { name: 'Move send' }).click()
    await page.getByText('Scheduled send moved').waitFor()
    await dialog
      .getByRole('status')
      .filter({ hasText: /^Scheduled for .*11:00/ })
      .waitFor()

    await dialog.getByRole('button', { name: 'Cancel send' }).click()
    await dialog.getByRole('button', { name: 'Send', exact: true }).waitFor()
    await page.getByText('Scheduled send cancelled').waitFor()
    expect(await dialog.getByRole('button', { name: 'Cancel send' }).count()).toBe(0)
    // The history has the send taken back, not the time it was moved from.
    await dialog
      .getByRole('region', { name: 'History' })
      .getByRole('listitem')
      .filter({ hasText: 'Not sent: Cancelled before it was sent' })
      .waitFor()
    expect(await dialog.getByRole('region', { name: 'History' }).getByRole('listitem').count()).toBe(1)
    const sends = (await api.get(`/api/pitches/${pitch.id}/sends`, founder.token)).body.sends
    expect(sends.map((send: { reason: string }) => send.reason).sort()).toEqual([
      'Cancelled before it was sent',
      'Moved to another time before it was sent',
    ])
  })

  it('lists a message scheduled from the board in the pitch dialog, and takes it back from there', async () => {
    const store = storeOf(inject('stackDataDir'))
    const { ids } = await arrangeJournalists(store, ['erin'])
    const founder = await founderWithPitches(api, store, ids)
    const pitch = (await api.get('/api/pitches', founder.token)).body.pitches[0]
    const scheduledFor = new Date(Date.now() + 86_400_000).toISOString()
    const message = {
      ids: [pitch.id],
      subject: 'Our launch date',
      body: 'We launch on Monday.',
      scheduledFor,
    }
    expect((await api.post('/api/workflow/message', message, founder.token)).status).toBe(200)

    const page = await browser.openAs(founder, '/pitches')
    await page
      .getByRole('button', { name: `${pitch.journalist.full_name}, ${pitch.journalist.publication}:` })
      .click()
    const dialog = page.getByRole('dialog', { name: pitch.journalist.full_name })
    const scheduled = dialog.getByRole('region', { name: 'Scheduled messages' })
    await scheduled.getByText('Our launch date').waitFor()
    await scheduled.getByRole('button', { name: 'Cancel message: Our launch date' }).click()
    await page.getByText('Scheduled message cancelled').waitFor()
    await scheduled.waitFor({ state: 'detached' })
    const sends = (await api.get(`/api/pitches/${pitch.id}/sends`, founder.token)).body.sends
    expect(sends).toMatchObject([
      { kind: 'message', status: 'skipped', reason: 'Cancelled before it was sent' },
    ])
  })
})
