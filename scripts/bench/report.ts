// Each bench prints its table and leaves a markdown section in .bench/<name>.md; `npm run bench`
// (scripts/bench/all.ts) runs them in turn and assembles BENCHMARKS.md from those sections.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)))
export const SECTIONS_DIR = join(ROOT, '.bench')

type Cell = string | number | boolean | undefined
export type Row = Record<string, Cell>

/** An array of rows as a GitHub markdown table (the columns of the first row). */
export function markdownTable(rows: Row[]): string {
  if (rows.length === 0) return '(no rows)\n'
  const columns = Object.keys(rows[0] as Row)
  const cell = (value: Cell) => String(value ?? '').replaceAll('|', '\\|')
  return `${[
    `| ${columns.join(' | ')} |`,
    `|${columns.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${columns.map((c) => cell(row[c])).join(' | ')} |`),
  ].join('\n')}\n`
}

/** Writes this bench's section: a heading, the command that produced it, then the body. */
export function writeSection(name: string, section: { title: string; command: string; body: string }) {
  mkdirSync(SECTIONS_DIR, { recursive: true })
  const text = `## ${section.title}\n\nCommand: \`${section.command}\` (${new Date().toISOString()})\n\n${section.body.trim()}\n`
  writeFileSync(join(SECTIONS_DIR, `${name}.md`), text)
}
