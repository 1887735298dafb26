// npm run bench:lighthouse: Lighthouse (mobile, simulated throttling) on the landing page, sign-in,
// pricing and a public press kit page, served by the embedded stack, in Debian's Chromium. Prints the
// four category scores of each page beside the page's weight; target 95 and up on each.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { HEADLESS_CHROMIUM_ARGS } from '../../functions/adapters/local/chromium-pdf'
import { apiAt, signUp } from '../../test/support/api'
import { waitUntil } from '../../test/support/sending'
import { removeDataDir, startStack } from '../../test/support/stack'
import { markdownTable, type Row, writeSection } from './report'

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

const stack = await startStack()
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', ...HEADLESS_CHROMIUM_ARGS],
})
try {
  const api = apiAt(stack.url)
  const founder = await signUp(api)
  const company = await api.post('/api/companies', { name: 'Acme Robotics' }, founder.token)
  await api.put(
    `/api/companies/${company.body.company.id}`,
    {
      short_description: 'Robots that pick orders in small warehouses.',
      full_description: 'Acme builds picking robots for warehouses of every size, leased by the month.',
      location: 'Lisbon, Portugal',
      founder_story: 'We ran a warehouse and hated the night shift.',
    },
    founder.token,
  )
  const kit = (await api.post('/api/press-kit/kits', { quickStart: true }, founder.token)).body.kit
  await api.put(`/api/press-kit/kits/${kit.id}`, { published: true, regenerate: true }, founder.token)
  await waitUntil(
    async () => (await api.get(`/api/press-kit/kits/${kit.id}`, founder.token)).body.kit.status,
    (status) => status !== 'generating',
    60_000,
  )
  const pages = {
    landing: '/',
    login: '/login',
    pricing: '/pricing',
    'public kit page': `/kit/${kit.press_kit_web.slug}`,
  }
  const rows = []
  const missed: string[] = []
  for (const [name, path] of Object.entries(pages)) {
    const result = await lighthouse(new URL(path, stack.url).toString(), {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    })
    const lhr = result?.lhr
    if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`)
    // What keeps a category under 100: its failed audits, by id, so the next run knows where to look.
    for (const category of CATEGORIES.filter((c) => c !== 'performance')) {
      const failed = (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id)
      if (failed.length) missed.push(`${name}, ${category}: ${failed.join(', ')}`)
    }
    const weight = lhr.audits['total-byte-weight']?.numericValue ?? 0
    const ms = (audit: string) => Math.round(lhr.audits[audit]?.numericValue ?? 0)
    rows.push({
      page: name,
      ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
      'weight (KiB)': Math.round(weight / 1024),
      'LCP ms': ms('largest-contentful-paint'),
      'TBT ms': ms('total-blocking-time'),
      // The host's speed as Lighthouse measured it: the simulated phone is this host slowed 4x, so a
      // slower host scores the same page lower (read the scores beside it).
      'benchmark index': Math.round(lhr.environment.benchmarkIndex),
    })
  }
  console.table(rows)
  const low = rows.filter((row) =>
    CATEGORIES.some((c) => ((row as Record<string, number | string>)[c] as number) < 95),
  )
  const verdict = low.length
    ? `below 95: ${low.map((row) => row.page).join(', ')}`
    : 'every page scores 95 or more'
  console.log(verdict)
  for (const line of missed) console.log(`failed audits: ${line}`)
  writeSection('lighthouse', {
    title: "Lighthouse (mobile, simulated throttling) in Debian's Chromium",
    command: 'npm run bench:lighthouse',
    body: `${markdownTable(rows as Row[])}\nTarget 95 or more in each category: ${verdict}. The performance score is Lighthouse's simulation of a mid-range phone as this host slowed 4x; the benchmark index is the host's own speed in the same run, so compare scores between runs of like index.${missed.length ? `\n\nFailed audits:\n\n${missed.map((line) => `- ${line}`).join('\n')}` : ''}`,
  })
} finally {
  chrome.kill()
  await stack.stop()
  removeDataDir(stack.dataDir)
}
