import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { bylines, repairMojibake } from './bylines'
import { FEEDS_CORPUS, hasFeedsCorpus } from './corpus'

describe('the byline reader', () => {
  it('reads several people, drops "By" and places, and takes an e-mail\'s name', () => {
    expect(bylines('By AL BAKER and JENNIFER MEDINA').people).toEqual(['Al Baker', 'Jennifer Medina'])
    expect(bylines('Sam Jones in Madrid and Stephen Burgen in Barcelona').people).toEqual([
      'Sam Jones',
      'Stephen Burgen',
    ])
    expect(bylines('jane@example.com (Jane Doe)')).toEqual({ people: ['Jane Doe'] })
    expect(bylines('Hines, P. J.').people).toEqual(['P. J. Hines'])
    expect(bylines('ERIN McCANN').people).toEqual(['Erin McCann'])
  })

  it('keeps wire services, desks and "Staff" as the organisation, never as people', () => {
    expect(bylines('Associated Press in Palm Beach, Florida')).toEqual({
      people: [],
      organisation: 'Associated Press',
    })
    expect(bylines('Verge Staff').people).toEqual([])
    expect(bylines('Delterme, Jean, agence, AFP')).toMatchObject({
      people: ['Jean Delterme'],
      organisation: expect.any(String),
    })
    expect(bylines('help@slashdot.org')).toEqual({ people: [] })
  })

  it('repairs UTF-8 that was read as Windows-1252', () => {
    expect(repairMojibake('BastiÃ¨re')).toBe('Bastière')
    expect(repairMojibake('Bastière')).toBe('Bastière')
  })
})

describe.skipIf(!hasFeedsCorpus)('the byline reader on ../shared/feeds-corpus', () => {
  it('gets at least 95% of the bylines exact by the corpus scorer', () => {
    const module = fileURLToPath(new URL('./bylines.ts', import.meta.url))
    const out = execFileSync(process.execPath, ['--import', 'tsx', `${FEEDS_CORPUS}/check.mjs`, module], {
      encoding: 'utf8',
    })
    const [, exact, total] = /(\d+)\/(\d+) bylines exact/.exec(out) ?? []
    expect(Number(exact) / Number(total)).toBeGreaterThanOrEqual(0.95)
  })

  it('takes no organisation for a person', () => {
    const data = JSON.parse(readFileSync(`${FEEDS_CORPUS}/raw-bylines.json`, 'utf8')) as {
      bylines: { raw: string; people: string[]; organisation?: string; alternatives?: string[][] }[]
    }
    const organisationsOnly = data.bylines.filter(
      (b) => b.organisation && b.people.length === 0 && !b.alternatives,
    )
    expect(organisationsOnly.length).toBeGreaterThan(30)
    for (const entry of organisationsOnly) expect(bylines(entry.raw).people, entry.raw).toEqual([])
  })
})
