// npm run bench:mail: the inbound-mail classifier's score on the labelled corpus in
// ../shared/mail-corpus (recall and precision per kind, human replies missed, machine mail taken
// for a person, return dates). The corpus lives beside the repository, never in it: its messages
// are other projects' fixtures, so a checkout without it skips this bench instead of failing.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { writeSection } from './report'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const corpus = resolve(root, '../shared/mail-corpus')
const scorer = resolve(corpus, 'check.mjs')
const classifier = resolve(root, 'functions/mail/classify.ts')

if (!existsSync(scorer)) {
  const skipped = `bench:mail skipped: no mail corpus at ${corpus}`
  console.log(skipped)
  writeSection('mail', { title: 'Inbound mail classifier', command: 'npm run bench:mail', body: skipped })
} else {
  const run = spawnSync(process.execPath, ['--import', 'tsx', scorer, classifier, ...process.argv.slice(2)], {
    cwd: root,
    stdio: ['inherit', 'pipe', 'inherit'],
    encoding: 'utf8',
  })
  process.stdout.write(run.stdout)
  writeSection('mail', {
    title: 'Inbound mail classifier on the labelled corpus',
    command: 'npm run bench:mail',
    body: `\`\`\`text\n${run.stdout.trim()}\n\`\`\``,
  })
  process.exitCode = run.status ?? 1
}
