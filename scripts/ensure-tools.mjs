#!/usr/bin/env node
// Makes sure the machine tools the embedded stack and the tests need are present:
// a Java development kit for DynamoDB Local (javac compiles the launcher that binds it to loopback:
// infra/local/java), Chromium for the browser tests and PDFs. As root with apt-get it installs
// what is missing from Debian's packages; otherwise it says exactly what to install.
// Usage: node scripts/ensure-tools.mjs java chromium
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const TOOLS = {
  java: {
    package: 'default-jdk-headless',
    present: () =>
      spawnSync('java', ['-version']).status === 0 && spawnSync('javac', ['-version']).status === 0,
  },
  chromium: { package: 'chromium', present: () => existsSync('/usr/bin/chromium') },
}

const wanted = process.argv.slice(2)
const unknown = wanted.filter((name) => !(name in TOOLS))
if (unknown.length) {
  console.error(
    `ensure-tools: unknown tool(s) ${unknown.join(', ')}; known: ${Object.keys(TOOLS).join(', ')}`,
  )
  process.exit(2)
}
const missing = wanted.filter((name) => !TOOLS[name].present())
if (missing.length === 0) process.exit(0)

const packages = missing.map((name) => TOOLS[name].package)
const canInstall = process.getuid?.() === 0 && spawnSync('apt-get', ['--version']).status === 0
if (!canInstall) {
  console.error(
    `Missing: ${missing.join(', ')}. Install them with:\n  sudo apt-get install -y ${packages.join(' ')}`,
  )
  process.exit(1)
}
console.log(`Installing ${packages.join(', ')} from Debian's packages (once)...`)
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
  stdio: 'inherit',
  env,
})
const stillMissing = missing.filter((name) => !TOOLS[name].present())
if (stillMissing.length) {
  console.error(
    `ensure-tools: ${stillMissing.join(', ')} still missing after installing ${packages.join(' ')}`,
  )
  process.exit(1)
}
