// npm run bench: every bench in turn, each printing its own table, then BENCHMARKS.md from the markdown
// sections they leave in .bench/ (a bench that leaves none is quoted from its output, and the end of
// its error output when it failed), headed by the
// machine, the date and a summary. A bench that fails (or exceeds a budget) does not stop the others;
// the run exits 1 when any did. BENCH_ONLY=api,bundles runs some of them (BENCHMARKS.md then holds
// only those).
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { markdownTable, ROOT, type Row, SECTIONS_DIR } from './report'

const BENCHES: { name: string; script: string; output?: 'markdown' | 'text' }[] = [
  { name: 'search', script: 'bench:search', output: 'markdown' },
  { name: 'search-broad', script: 'bench:search-broad', output: 'markdown' },
  { name: 'search-cold-start', script: 'bench:search-cold-start', output: 'markdown' },
  { name: 'send', script: 'bench:send' },
  { name: 'follow-ups', script: 'bench:follow-ups' },
  { name: 'inbound', script: 'bench:inbound' },
  { name: 'feeds', script: 'bench:feeds' },
  { name: 'mail', script: 'bench:mail' },
  { name: 'pitches', script: 'bench:pitches' },
  { name: 'kit', script: 'bench:kit' },
  { name: 'api', script: 'bench:api' },
  { name: 'first-start', script: 'bench:first-start' },
  { name: 'bundles', script: 'bench:bundles' },
  { name: 'web', script: 'bench:web' },
  { name: 'lighthouse', script: 'bench:lighthouse' },
]
const only = process.env.BENCH_ONLY?.split(',')
const chosen = only ? BENCHES.filter((b) => only.includes(b.name)) : BENCHES

mkdirSync(SECTIONS_DIR, { recursive: true })
for (const file of readdirSync(SECTIONS_DIR)) if (file.endsWith('.md')) rmSync(join(SECTIONS_DIR, file))

const started = new Date()
const loadBefore = os.loadavg()
const results: { name: string; script: string; code: number; seconds: number; section: string }[] = []
for (const bench of chosen) {
  console.log(`\n=== npm run ${bench.script} ===`)
  const t0 = performance.now()
  const { code, stdout, stderr } = await run(bench.script)
  const seconds = (performance.now() - t0) / 1000
  const file = join(SECTIONS_DIR, `${bench.name}.md`)
  const section = existsSync(file)
    ? readFileSync(file, 'utf8')
    : `## ${bench.script}\n\nCommand: \`npm run ${bench.script}\`\n\n${
        bench.output === 'markdown' ? stdout.trim() : `\`\`\`text\n${stdout.trim() || '(no output)'}\n\`\`\``
      }\n${code === 0 ? '' : `\nIt failed (exit ${code}); the end of its error output:\n\n\`\`\`text\n${stderr.trim().split('\n').slice(-15).join('\n')}\n\`\`\`\n`}`
  results.push({ name: bench.name, script: bench.script, code, seconds, section })
}
const loadAfter = os.loadavg()

const cpus = os.cpus()
const summary: Row[] = results.map((r) => ({
  bench: r.name,
  command: `npm run ${r.script}`,
  result: r.code === 0 ? 'pass' : `exit ${r.code} (failed or over budget: see its section)`,
  'took s': r.seconds.toFixed(0),
}))
const load = (l: number[]) => l.map((v) => v.toFixed(1)).join(' / ')
const markdown = `# Benchmarks

Written by \`npm run bench\` (scripts/bench/all.ts) on ${started.toISOString()}; each section names the
command that produced its figures and can be run alone.

## Machine

| | |
|---|---|
| CPU | ${cpus[0]?.model ?? 'unknown'} |
| cores | ${cpus.length} |
| memory | ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB (${(os.freemem() / 2 ** 30).toFixed(1)} GiB free at the end) |
| OS | ${os.type()} ${os.release()} (${os.arch()}) |
| Node | ${process.version} |
| load average (1/5/15 min) | ${load(loadBefore)} at the start, ${load(loadAfter)} at the end |

${loadNote(loadBefore[0] ?? 0, cpus.length)}

## Summary

${markdownTable(summary)}
${results.map((r) => r.section.trim()).join('\n\n')}
`
writeFileSync(join(ROOT, 'BENCHMARKS.md'), markdown)
console.log(`\nWrote BENCHMARKS.md (${results.length} benches).`)
console.table(summary)
if (results.some((r) => r.code !== 0)) process.exitCode = 1

/**
 * What the load when the run began says about the figures (later, the benches' own work is the load):
 * the ratios hold either way, absolute times only on a quiet machine.
 */
function loadNote(load: number, cores: number) {
  const baselines =
    'the baselines measured beside each figure in the same run (bare node:http, direct DynamoDB Local, an empty module, a one-line PDF, the engine before issue 15)'
  return load > cores / 2
    ? `**The machine was not idle** (a one-minute load average of ${load.toFixed(1)} against ${cores} cores when the run began): absolute latencies and load times are higher and noisier than on an idle machine; ${baselines} carry the same load, so the ratios are the figures to compare.`
    : `The machine was otherwise quiet (a one-minute load average of ${load.toFixed(1)} against ${cores} cores when the run began); ${baselines} give the ratios, the figures to compare across machines.`
}

/** `npm run <script>`: its output shown as it comes and kept, for benches that leave no section. */
function run(script: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      process.stdout.write(chunk)
    })
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-20_000)
      process.stderr.write(chunk)
    })
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), stdout, stderr }))
  })
}
