import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type BetterSqlite3 from 'better-sqlite3'

/**
 * better-sqlite3 runs only the search bench's FTS5 baseline, and its prebuilt binary cannot be
 * downloaded on the machines this project is built on: compiling it from source was most of a fresh
 * `npm ci`. So it is no dependency of the project: the bench installs this exact release on its first
 * run into a folder of its own under node_modules/.cache (gone with the next `npm ci`), leaving the
 * project's tree and lockfile alone.
 */
const RELEASE = 'better-sqlite3@12.11.1'

const folder = fileURLToPath(new URL('../../node_modules/.cache/pressroom/bench-sqlite', import.meta.url))

export function loadBetterSqlite3(): typeof BetterSqlite3 {
  const manifest = join(folder, 'node_modules', 'better-sqlite3', 'package.json')
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
