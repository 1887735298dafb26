import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type BetterSqlite3 from 'better-sqlite3'
import type { Journalist } from '../../shared/domain/journalists'

/**
 * better-sqlite3 runs only the search bench's FTS5 baseline, and its prebuilt binary cannot be
 * downloaded on the machines this project is built on: compiling it from source was most of a fresh
 * `npm ci`. So it is no dependency of the project: the bench installs this exact release on its first
 * run into a folder of its own under node_modules/.cache (gone with the next `npm ci`), leaving the
 * project's tree and lockfile alone.
 */
const RELEASE = 'better-sqlite3@12.11.1'

const folder = fileURLToPath(new URL('../../node_modules/.cache/pressroom/bench-sqlite', import.meta.url))

const manifest = join(folder, 'node_modules', 'better-sqlite3', 'package.json')

/** better-sqlite3 if a bench run installed it, else undefined (tests never install it). */
export function installedBetterSqlite3(): typeof BetterSqlite3 | undefined {
  return existsSync(manifest) ? createRequire(manifest)('better-sqlite3') : undefined
}

export function loadBetterSqlite3(): typeof BetterSqlite3 {
  if (!existsSync(manifest)) {
    console.log(`Installing ${RELEASE} for the FTS5 baseline (once; it compiles from source)...`)
    execFileSync(
      'npm',
      ['install', '--prefix', folder, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', RELEASE],
      { stdio: 'inherit' },
    )
  }
  return createRequire(manifest)('better-sqlite3')
}

/**
 * SQLite FTS5 over the same fields and weights as the Pressroom index: any query word may match,
 * ranked by bm25. The baseline every relevance figure is reported beside.
 */
export function fts5Search(Database: typeof BetterSqlite3, corpus: Journalist[]) {
  const db = new Database(':memory:')
  db.exec(`CREATE VIRTUAL TABLE j USING fts5(id UNINDEXED, full_name, topics, beat, publication, location, bio, titles,
           tokenize = 'porter unicode61')`)
  const insert = db.prepare('INSERT INTO j VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
  db.transaction(() => {
    for (const x of corpus) {
      insert.run(
        x.id,
        x.full_name,
        x.topics.join(' '),
        x.beat,
        x.publication,
        x.location,
        x.bio,
        x.articles.map((a) => a.title).join(' '),
      )
    }
  })()
  const select = db.prepare(
    `SELECT id FROM j WHERE j MATCH ? ORDER BY bm25(j, 0, 3, 2.5, 2, 1.5, 1.5, 1, 1.5) LIMIT ?`,
  )
  return {
    db,
    /** The ids of the first `k` results. */
    top: (query: string, k: number): string[] => {
      const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
      if (words.length === 0) return []
      return (select.all(words.map((w) => `"${w}"`).join(' OR '), k) as { id: string }[]).map((r) => r.id)
    },
  }
}
