import { randomBytes } from 'node:crypto'
import { contentSecurityPolicy } from '../../infra/security-headers'
import { PUBLIC_KIT_MESSAGES, type PublicKit } from '../../shared/contracts/press-kit'
import { readableKitColorVariables } from '../../shared/domain/contrast'
import { KIT_FONT_PATH, kitFontFaceCss, kitFontStack } from '../../shared/domain/kit-fonts'
import { escapeHtml } from '../../shared/domain/press-kit'

/** The first words of the kit's first text section: what a shared link's preview says. */
function description(kit: PublicKit): string {
  const text = (kit.sections.find((section) => section.content.trim())?.content ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > 200 ? `${text.slice(0, 197).replace(/\s+\S*$/, '')}...` : text
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

function shell(options: {
  title: string
  head?: string
  body: string
  nonce: string
  style?: string
  imageOrigins?: string[]
  /** The tab's icon: the kit's logo, else none (a named empty one, or the browser asks for /favicon.ico). */
  icon?: string
}) {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<link rel="icon" href="${escapeHtml(options.icon || 'data:,')}">
${options.head ?? ''}
<link rel="stylesheet" href="/kit-page.css">
${options.style ? `<style nonce="${options.nonce}">${options.style}</style>` : ''}
<script type="module" src="/kit-page.js"></script>
</head>
<body>
${options.body}
</body>
</html>`
  // CloudFront's policy (nothing inline, nothing from elsewhere) but for the one style block that carries
  // the kit's colours and fonts, and images from the file store.
  return { html, csp: contentSecurityPolicy(options.imageOrigins, { styleNonce: options.nonce }) }
}

/** Why the PDF cannot be downloaded yet: the company has not generated it. */
export const PDF_MISSING = 'The PDF is not ready yet: the web page and the files are.'

/** Why neither the PDF nor the zip can be downloaded: the kit has no PDF yet and no files of its own. */
export const NOTHING_TO_ZIP = 'The PDF is not ready yet, and the kit has no files: the web page is ready.'

/**
 * Access Denied: an unknown link, or a kit that wants its password (Enter reloads with ?p=). A kit that
 * is known (it wants its password) is named, with its logo, colours and fonts, so the journalist knows
 * which kit asks. The field is described by the message, and marked invalid after a wrong password, so
 * a screen reader reads why with the field.
 */
export function accessDeniedPage(message: string, askPassword: boolean, kit?: PublicKit) {
  const nonce = randomBytes(16).toString('base64')
  const invalid = message === PUBLIC_KIT_MESSAGES.wrongPassword ? ' aria-invalid="true"' : ''
  const form = askPassword
    ? `<form class="kit-password" method="get">
  <label for="kit-password">Password</label>
  <input id="kit-password" name="p" type="password" autocomplete="current-password" required autofocus aria-describedby="kit-denied-reason"${invalid}>
  <button type="submit">Open press kit</button>
</form>`
    : ''
  const logo = kit?.company.logo_url
  const brand = kit
    ? `<p class="kit-denied-brand">${logo ? `<img src="${escapeHtml(logo)}" alt="${escapeHtml(kit.company.name)} logo" class="kit-logo">` : ''}<span class="kit-name">${escapeHtml(kit.company.name)} Press Kit</span></p>`
    : ''
  return shell({
    title: kit ? `${kit.company.name} Press Kit · Access Denied` : 'Access Denied',
    head: '<meta name="robots" content="noindex">',
    nonce,
    ...(kit ? { style: kitStyle(kit), icon: logo } : {}),
    body: `<main class="kit-denied" role="main">
  ${brand}
  <h1>Access Denied</h1>
  <p id="kit-denied-reason" role="alert">${escapeHtml(message)}</p>
  ${form}
</main>`,
  })
}

/** The kit's colours and fonts as the page's one style block: its font files from the site itself. */
function kitStyle(kit: PublicKit) {
  const { colors, fonts } = kit.branding
  const readable = Object.entries(readableKitColorVariables(colors))
    .map(([name, value]) => `${name}:${value}`)
    .join(';')
  // font-src 'self': only the files the page's text needs are fetched.
  const faces = kitFontFaceCss(
    [fonts.heading, fonts.body, fonts.mono],
    (file) => `${KIT_FONT_PATH}${file.file}`,
  )
  return `${faces}:root{--kit-primary:${colors.primary};--kit-secondary:${colors.secondary};--kit-accent:${colors.accent};--kit-text:${colors.text};--kit-background:${colors.background};${readable};--kit-heading-font:${kitFontStack(fonts.heading)};--kit-body-font:${kitFontStack(fonts.body)};--kit-mono-font:${kitFontStack(fonts.mono)}}`
}

/**
 * A published kit for anyone with the link: readable without any script (the script adds the progress
 * bar, share and download dialogs and view tracking), in the kit's colours and fonts, with the tags
 * that make a pasted link preview with its title, description and logo.
 */
export function kitPage(kit: PublicKit, pageUrl: string) {
  const nonce = randomBytes(16).toString('base64')
  const title = `${kit.company.name} · Press Kit`
  const summary = description(kit)
  const images = new Map(kit.assets.map((asset) => [asset.id, asset]))
  // The zip holds the kit's files and its PDF: with neither, it would be an empty archive.
  const zipEmpty = !kit.has_pdf && kit.assets.length === 0
  const logo = kit.company.logo_url
  // A link preview is made elsewhere: it needs the logo's full address, not the page's own path.
  const shareImage = logo ? new URL(logo, pageUrl).toString() : ''
  const sections = kit.sections
    .map((section) => {
      const media =
        section.type === 'media'
          ? kit.assets
              .filter((asset) => asset.kind === 'image')
              .map((asset) => {
                const src = images.get(asset.id)?.sizes.medium?.url ?? asset.sizes.original.url
                // The original, on its own: a journalist needs one picture, not the whole ZIP.
                const original = `<a class="kit-file-download" href="${escapeHtml(asset.sizes.original.url)}" download="${escapeHtml(asset.originalName)}">Download original<span class="kit-visually-hidden">: ${escapeHtml(asset.originalName)}</span></a>`
                return `<figure><img src="${escapeHtml(src)}" alt="${escapeHtml(asset.altText)}" loading="lazy">${asset.caption ? `<figcaption>${escapeHtml(asset.caption)}</figcaption>` : ''}${original}</figure>`
              })
              .join('')
          : ''
      if (!section.content.trim() && !media) return ''
      return `<section id="${escapeHtml(section.id)}" class="kit-section"><h2>${escapeHtml(section.title)}</h2>${section.content}${media ? `<div class="kit-media">${media}</div>` : ''}</section>`
    })
    .filter(Boolean)
  const nav = kit.sections
    .filter((section) => sections.some((html) => html.includes(`id="${escapeHtml(section.id)}"`)))
    .map((section) => `<li><a href="#${escapeHtml(section.id)}">${escapeHtml(section.title)}</a></li>`)
    .join('')
  const meta = [
    `<meta name="description" content="${escapeHtml(summary)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(summary)}">`,
    `<meta property="og:url" content="${escapeHtml(pageUrl)}">`,
    shareImage ? `<meta property="og:image" content="${escapeHtml(shareImage)}">` : '',
    `<meta name="twitter:card" content="${logo ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(summary)}">`,
    shareImage ? `<meta name="twitter:image" content="${escapeHtml(shareImage)}">` : '',
    `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
  ]
    .filter(Boolean)
    .join('\n')
  const style = kitStyle(kit)
  const imageOrigins = [logo, ...kit.assets.map((asset) => asset.sizes.original.url)]
    .map((url) => originOf(url))
    .filter((origin): origin is string => !!origin && origin.startsWith('http://127.0.0.1'))
  return shell({
    title,
    head: meta,
    nonce,
    style,
    imageOrigins,
    icon: logo,
    body: `<div class="kit-progress" aria-hidden="true"><div class="kit-progress-bar"></div></div>
<header class="kit-header">
  <div class="kit-brand">${logo ? `<img src="${escapeHtml(logo)}" alt="${escapeHtml(kit.company.name)} logo" class="kit-logo">` : ''}<span class="kit-name">${escapeHtml(kit.company.name)}</span></div>
  <div class="kit-actions">
    <button type="button" class="kit-button" data-open="share-dialog">Share</button>
    <button type="button" class="kit-button kit-button-primary" data-open="download-dialog">Download</button>
  </div>
</header>
<nav class="kit-nav" aria-label="Sections"><ul>${nav}</ul></nav>
<main class="kit-main" id="main" data-kit-id="${escapeHtml(kit.id)}" data-require-email="${kit.settings.require_email}" data-has-pdf="${kit.has_pdf}">
  <h1 class="kit-title" tabindex="-1">${escapeHtml(kit.company.name)} <span>Press Kit</span></h1>
  ${kit.company.website ? `<p class="kit-website"><a href="${escapeHtml(kit.company.website)}" rel="noopener noreferrer nofollow" target="_blank">${escapeHtml(kit.company.website.replace(/^https?:\/\//, ''))}</a></p>` : ''}
  ${sections.join('\n')}
</main>
<button type="button" class="kit-top" hidden aria-label="Back to top">↑</button>
<dialog id="share-dialog" class="kit-dialog" aria-labelledby="share-title">
  <h2 id="share-title">Share this press kit</h2>
  <label for="share-link">Link</label>
  <div class="kit-row"><input id="share-link" readonly value="${escapeHtml(pageUrl)}"><button type="button" class="kit-button" data-copy>Copy link</button></div>
  <p class="kit-status" role="status"></p>
  <div class="kit-row">
    <button type="button" class="kit-button" data-share="twitter">Twitter</button>
    <button type="button" class="kit-button" data-share="linkedin">LinkedIn</button>
    <button type="button" class="kit-button" data-share="facebook">Facebook</button>
  </div>
  <form method="dialog"><button class="kit-button kit-close">Close</button></form>
</dialog>
<dialog id="download-dialog" class="kit-dialog" aria-labelledby="download-title">
  <h2 id="download-title">Download</h2>
  <div class="kit-formats">
    <button type="button" class="kit-button" data-format="pdf"${kit.has_pdf ? '' : ' disabled aria-describedby="pdf-missing"'}>PDF</button>
    <button type="button" class="kit-button" data-format="web">Web page (HTML)</button>
    <button type="button" class="kit-button" data-format="assets"${zipEmpty ? ' disabled aria-describedby="pdf-missing"' : ''}>All files (ZIP)</button>
  </div>
  ${kit.has_pdf ? '' : `<p class="kit-hint" id="pdf-missing">${zipEmpty ? NOTHING_TO_ZIP : PDF_MISSING}</p>`}
  <p class="kit-status" role="status"></p>
  <form method="dialog"><button class="kit-button kit-close">Close</button></form>
</dialog>
<dialog id="email-dialog" class="kit-dialog" aria-labelledby="email-title">
  <form class="kit-email-form">
    <h2 id="email-title">Enter your email to download</h2>
    <label for="lead-email">Email</label>
    <input id="lead-email" name="email" type="email" autocomplete="email" required>
    <label class="kit-check"><input type="checkbox" name="marketing_consent"> Send me news from ${escapeHtml(kit.company.name)}</label>
    <p class="kit-status" role="status"></p>
    <div class="kit-row"><button type="submit" class="kit-button kit-button-primary">Download</button><button type="button" class="kit-button" data-close>Cancel</button></div>
  </form>
</dialog>`,
  })
}
