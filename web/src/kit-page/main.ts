// The public kit page's behaviour. The page is rendered by the server and readable without this script;
// this adds the reading progress bar, back-to-top, the share and download dialogs, the e-mail capture and
// view tracking. No framework: it is the one script a journalist on a phone downloads.
import './kit-page.css'

const TRACK_EVERY_MS = 30_000
const BACK_TO_TOP_AFTER_PX = 300
const SHARE_WINDOW = 'width=600,height=400'
const DOWNLOAD_STARTED = 'Your download has started: look for it in your downloads.'

const main = document.querySelector<HTMLElement>('main[data-kit-id]')
if (main) setUp(main)

function setUp(page: HTMLElement) {
  const kitId = page.dataset.kitId ?? ''
  const requireEmail = page.dataset.requireEmail === 'true'
  const password = new URLSearchParams(location.search).get('p') ?? ''
  const withPassword = (path: string) =>
    password ? `${path}${path.includes('?') ? '&' : '?'}password=${encodeURIComponent(password)}` : path
  const progress = document.querySelector<HTMLElement>('.kit-progress-bar')
  const toTop = document.querySelector<HTMLButtonElement>('.kit-top')
  let deepest = 0

  function onScroll() {
    const scrollable = document.documentElement.scrollHeight - window.innerHeight
    const read = scrollable > 0 ? Math.min(100, Math.round((window.scrollY / scrollable) * 100)) : 100
    deepest = Math.max(deepest, read)
    if (progress) progress.style.width = `${read}%`
    if (toTop) toTop.hidden = window.scrollY <= BACK_TO_TOP_AFTER_PX
  }
  window.addEventListener('scroll', onScroll, { passive: true })
  onScroll()
  // Back at the top, a keyboard's focus starts there too; motion only for those who have not asked for less.
  toTop?.addEventListener('click', () => {
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: still ? 'auto' : 'smooth' })
    document.querySelector<HTMLElement>('.kit-title')?.focus({ preventScroll: true })
  })

  // Dialogs: native <dialog>, so focus stays inside and Escape closes.
  for (const opener of document.querySelectorAll<HTMLElement>('[data-open]')) {
    opener.addEventListener('click', () =>
      document
        .getElementById(opener.dataset.open ?? '')
        ?.closest('dialog')
        ?.showModal(),
    )
  }
  for (const closer of document.querySelectorAll<HTMLElement>('[data-close]'))
    closer.addEventListener('click', () => closer.closest('dialog')?.close())

  const say = (dialog: string, text: string) => {
    const status = document.querySelector(`#${dialog} .kit-status`)
    if (status) status.textContent = text
  }

  // Share: copy the link, or the networks' own share windows.
  const link = location.href.split('?')[0] ?? location.href
  document.querySelector('[data-copy]')?.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(link)
      say('share-dialog', 'Link copied to clipboard')
    } catch {
      document.querySelector<HTMLInputElement>('#share-link')?.select()
      say('share-dialog', 'Press Ctrl+C to copy the selected link')
    }
  })
  const shareUrls: Record<string, string> = {
    twitter: `https://twitter.com/intent/tweet?url=${encodeURIComponent(link)}&text=${encodeURIComponent(document.title)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(link)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
  }
  for (const button of document.querySelectorAll<HTMLElement>('[data-share]'))
    button.addEventListener('click', () =>
      window.open(shareUrls[button.dataset.share ?? ''], '_blank', SHARE_WINDOW),
    )

  // Downloads: with the kit's e-mail gate, the address first (it becomes a lead), then the file.
  let email = sessionStorage.getItem('pressroom.kit.email') ?? ''
  let pending: string | undefined

  async function post(path: string, body: unknown) {
    const response = await fetch(withPassword(path), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const answer = await response.json().catch(() => ({}))
    if (!response.ok) throw new Error(typeof answer.message === 'string' ? answer.message : 'Download failed')
    return answer
  }

  async function download(format: string) {
    if (requireEmail && !email) {
      pending = format
      document.querySelector<HTMLDialogElement>('#download-dialog')?.close()
      document.querySelector<HTMLDialogElement>('#email-dialog')?.showModal()
      return
    }
    say('download-dialog', 'Preparing your download...')
    try {
      const { download_url } = await post(`/api/press-kit/public/${kitId}/download?format=${format}`, {
        email,
      })
      // The browser saves the file without leaving the page, often silently on a phone: say so.
      say('download-dialog', DOWNLOAD_STARTED)
      void post(`/api/press-kit/share/${kitId}/track`, { event: 'download', metadata: { format } }).catch(
        () => {},
      )
      location.assign(download_url)
    } catch (error) {
      say('download-dialog', error instanceof Error ? error.message : 'Download failed')
    }
  }
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-format]'))
    button.addEventListener('click', () => void download(button.dataset.format ?? 'pdf'))

  document.querySelector<HTMLFormElement>('.kit-email-form')?.addEventListener('submit', async (event) => {
    event.preventDefault()
    const form = event.currentTarget as HTMLFormElement
    const data = new FormData(form)
    const address = String(data.get('email') ?? '').trim()
    try {
      await post(`/api/press-kit/public/${kitId}/lead`, {
        email: address,
        marketing_consent: data.get('marketing_consent') === 'on',
        source: 'kit_download',
      })
      email = address
      sessionStorage.setItem('pressroom.kit.email', email)
      form.closest('dialog')?.close()
      document.querySelector<HTMLDialogElement>('#download-dialog')?.showModal()
      if (pending) await download(pending)
    } catch (error) {
      say('email-dialog', error instanceof Error ? error.message : 'Please try again')
    }
  })

  // Views: one session a tab; a ping every 30 s and on leaving, with time on page and how far it was read.
  const sessionId =
    sessionStorage.getItem('pressroom.kit.session') ??
    `${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 12)}`
  sessionStorage.setItem('pressroom.kit.session', sessionId)
  const opened = performance.now()
  const ping = () =>
    JSON.stringify({
      event: 'view',
      metadata: {
        session_id: sessionId,
        duration: Math.round((performance.now() - opened) / 1000),
        scroll_depth: deepest,
      },
    })
  const track = `/api/press-kit/share/${kitId}/track`
  const send = () =>
    fetch(track, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: ping(),
      keepalive: true,
    }).catch(() => {})
  void send()
  setInterval(send, TRACK_EVERY_MS)
  const leave = () => navigator.sendBeacon(track, new Blob([ping()], { type: 'application/json' }))
  addEventListener('pagehide', leave)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leave()
  })
}
