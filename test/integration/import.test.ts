import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { csvCells, toCsv } from '../../functions/journalists/csv'
import { apiAt, signUp } from '../support/api'

const api = apiAt(inject('stackUrl'))
const run = promisify(execFile)
const CRAFTED = '=HYPERLINK("http://evil.example","Click me")'

const header = ['full_name', 'publication', 'location', 'topics', 'email', 'response_rate', 'articles']
const rows = [
  [
    'Sigrun Halla',
    'Northern Lights Herald',
    'Reykjavik',
    'Quantum Knitting; Arctic Fisheries',
    'sigrun@example.net',
    '35',
    '',
  ],
  ['Bad Email', 'Northern Lights Herald', 'Reykjavik', 'Quantum Knitting', 'not-an-address', '10', ''],
  [CRAFTED, 'Northern Lights Herald', 'Reykjavik', 'Quantum Knitting', '', '5', ''],
  ['', 'Northern Lights Herald', 'Reykjavik', 'Quantum Knitting', '', '5', ''],
  [
    'Einar Jonsson',
    'Northern Lights Herald',
    'Reykjavik',
    'Quantum Knitting',
    '',
    '22',
    '2026-10-01 | Knitting qubits at scale | https://nlh.example.org/2026/10/qubits',
  ],
  ['Rate Too High', 'Northern Lights Herald', 'Reykjavik', 'Quantum Knitting', '', '140', ''],
  ['Olof Berg', 'Northern Lights Herald', 'Reykjavik', 'Quantum Knitting', 'olof@example.org', '0', ''],
]

async function importFile(file: string) {
  const dataDir = inject('stackDataDir')
  const result = await run('npm', [
    'run',
    '--silent',
    'import:journalists',
    '--',
    file,
    '--data-dir',
    dataDir,
  ]).catch((error: { code: number; stdout: string }) => error)
  return { code: 'code' in result ? result.code : 0, stdout: result.stdout }
}

const reykjavik = (token: string) =>
  api.post('/api/discovery/search', { query: '', filters: { locations: ['Reykjavik'] }, size: 50 }, token)

describe('npm run import:journalists', () => {
  let token: string
  let file: string

  beforeAll(async () => {
    token = (await signUp(api)).token
    file = join(mkdtempSync(join(tmpdir(), 'import-')), 'journalists.csv')
    writeFileSync(file, toCsv(header, rows).replace(/'=HYPERLINK/, '=HYPERLINK'))
  })
  afterAll(() => file && rmSync(dirname(file), { recursive: true, force: true }))

  it('reports exactly the bad rows with their reasons and writes the rest, searchable at once', async () => {
    const { code, stdout } = await importFile(file)
    expect(code).toBe(2)
    expect(stdout).toContain('Imported 4 of 7 journalists')
    const rejected = [...stdout.matchAll(/row (\d+) rejected: (.*)/g)].map((m) => [Number(m[1]), m[2]])
    expect(rejected).toEqual([
      [2, expect.stringContaining('email')],
      [4, expect.stringContaining('full_name')],
      [6, expect.stringContaining('response_rate')],
    ])

    const { body } = await reykjavik(token)
    expect(body.journalists.map((j: { full_name: string }) => j.full_name).sort()).toEqual(
      ['Einar Jonsson', 'Olof Berg', 'Sigrun Halla', CRAFTED].sort(),
    )
    const einar = body.journalists.find((j: { full_name: string }) => j.full_name === 'Einar Jonsson')
    expect(einar).toMatchObject({
      last_article_at: '2026-10-01',
      topics: ['Quantum Knitting'],
      response_rate: 22,
    })
  })

  it('changes nothing when the same file is imported again', async () => {
    await importFile(file)
    expect((await reykjavik(token)).body.total).toBe(4)
  })

  it('neutralises a crafted formula name in the CSV export', async () => {
    const response = await fetch(new URL('/api/discovery/search/export', inject('stackUrl')), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ searchParams: { query: '', filters: { locations: ['Reykjavik'] } } }),
    })
    const names = (await csvCells(await response.text())).map((r) => r[0])
    expect(names).toContain(`'${CRAFTED}`)
    expect(names).not.toContain(CRAFTED)
  })
})
