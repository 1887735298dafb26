// npm run bench:kit: time to render a full press kit (a cover, 11 sections of text, 5 images in a grid,
// its fonts inline, running footers) to a PDF with
// Debian's Chromium, cold (the first render in the process) and warm (the median of the next ones),
// beside a one-line page rendered the same way in the same run: what Chromium itself costs.
import sharp from 'sharp'
import { chromiumPdf } from '../../functions/adapters/local/chromium-pdf'
import { inlineKitFontFaces } from '../../functions/press-kit/kit-font-data'
import { kitHtml } from '../../functions/press-kit/kit-html'
import type { KitAsset, PressKit } from '../../shared/contracts/press-kit'
import { buildSections, DEFAULT_BRANDING, KIT_TEMPLATES } from '../../shared/domain/press-kit'
import { markdownTable, writeSection } from './report'

const RUNS = Number(process.env.BENCH_KIT_RUNS ?? 5)
const renderer = chromiumPdf({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })

const paragraph =
  '<p>Acme Robotics builds picking robots for small warehouses. Founded in Lisbon in 2023, it serves forty customers across Europe and ships weekly.</p>'
const sections = buildSections(KIT_TEMPLATES[0] as (typeof KIT_TEMPLATES)[number]).map((section) => ({
  ...section,
  content: section.type === 'media' ? '' : paragraph.repeat(3),
}))
const colours = ['#3b82f6', '#8b5cf6', '#10b981', '#f59e0b', '#ef4444']
const images: Record<string, string> = {}
const assets: KitAsset[] = []
for (const [i, colour] of colours.entries()) {
  const medium = await sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
    .webp({ quality: 80 })
    .toBuffer()
  const id = `image-${i}`
  images[id] = `data:image/webp;base64,${medium.toString('base64')}`
  assets.push({
    id,
    kind: 'image',
    originalName: `${id}.png`,
    contentType: 'image/png',
    bytes: medium.length,
    altText: `Product photo ${i + 1}`,
    caption: `Product photo ${i + 1}`,
    sizes: { original: { url: '' }, medium: { url: '' } },
  })
}
const kit = {
  company: { name: 'Acme Robotics', logo: '', logo_url: '', website: 'https://acme.example' },
  branding: DEFAULT_BRANDING,
  sections,
  assets,
} as unknown as PressKit
// As the render job makes it: the kit's fonts inline, a dated cover.
const full = kitHtml(kit, {
  images,
  logo: images['image-0'],
  fontFaces: await inlineKitFontFaces(kit.branding.fonts),
  date: new Date(),
})
const bare = '<!doctype html><p>Press kit</p>'

async function time(html: string) {
  const started = performance.now()
  const pdf = await renderer.render(html)
  return { ms: performance.now() - started, bytes: pdf.length }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

const cold = await time(full)
const warm: number[] = []
const baseline: number[] = []
let size = 0
for (let i = 0; i < RUNS; i++) {
  baseline.push((await time(bare)).ms)
  const run = await time(full)
  warm.push(run.ms)
  size = run.bytes
}
const table = [
  { render: 'full kit, cold (first in process)', ms: Math.round(cold.ms) },
  { render: `full kit, warm (median of ${RUNS})`, ms: Math.round(median(warm)) },
  { render: `one-line page (median of ${RUNS})`, ms: Math.round(median(baseline)) },
]
console.table(table)
const summary = `full kit: ${(size / 1024).toFixed(0)} KiB PDF; warm render is ${(median(warm) / median(baseline)).toFixed(2)}x a one-line page (Chromium's own start and print)`
console.log(summary)
writeSection('kit', {
  title: 'Press kit PDF render (Debian Chromium)',
  command: 'npm run bench:kit',
  body: `${markdownTable(table)}\n${summary}`,
})
