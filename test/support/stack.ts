import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { ENDPOINTS_FILE, type LocalEndpoints } from '../../infra/local/endpoints'

const root = fileURLToPath(new URL('../..', import.meta.url))

export interface RunningStack {
  url: string
  dataDir: string
  /** The loopback endpoints of the services behind it (DynamoDB Local, cognito-local, s3rver). */
  endpoints(): LocalEndpoints
  /** Ctrl-C, as a person stops `npm start`; resolves when the process has exited. */
  stop(): Promise<void>
  /** A crash: SIGKILL, no chance to finish anything; resolves when the process is gone. */
  kill(): Promise<void>
  /** Everything the process has written to stdout and stderr so far (its log lines). */
  output(): string
  /** How the process ended (its exit code, or the signal that ended it); undefined while it runs. */
  exited(): { code: number | null; signal: NodeJS.Signals | null } | undefined
}

/**
 * Where a test run's stack template is (test/support/stack-template.ts): a data folder that has had its
 * first start, which every fresh stack of the run copies instead of loading the demo journalists again.
 */
export const STACK_TEMPLATE_VARIABLE = 'PRESSROOM_TEST_STACK_TEMPLATE'

/**
 * Starts the embedded stack exactly as `npm start` runs it (infra/local/main.ts), with its own data
 * folder, on `port` (a free one the system picks without it), and waits for the line that announces its
 * URL. Without `dataDir` the folder is new: a copy of the run's stack template where there is one, else
 * empty (a true first start).
 */
export async function startStack(
  options: { dataDir?: string; port?: number; env?: Record<string, string> } = {},
): Promise<RunningStack> {
  const dataDir = options.dataDir ?? (await newDataDir())
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(options.port ?? 0),
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // Test files sign their founders up from 127.0.0.1 within minutes, far above the real limit of
      // sign-ups per address; test/integration/rate-limits.test.ts sets it back to the default ('').
      SIGN_UP_LIMIT_PER_ADDRESS: '100000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = { text: '' }
  const url = await announcedUrl(child, output)
  return {
    url,
    dataDir,
    endpoints: () => JSON.parse(readFileSync(join(dataDir, ENDPOINTS_FILE), 'utf8')),
    stop: () => stopProcess(child),
    kill: () => stopProcess(child, 'SIGKILL'),
    output: () => output.text,
    exited: () =>
      child.exitCode === null && child.signalCode === null
        ? undefined
        : { code: child.exitCode, signal: child.signalCode },
  }
}

/** A new, empty data folder. */
export const emptyDataDir = () => mkdtempSync(join(tmpdir(), 'pressroom-test-'))

/**
 * A data folder for a fresh stack: `into` (a new one without it) holding a copy of the run's stack
 * template once the template is made, or left empty where the run has none.
 */
export async function newDataDir(into = emptyDataDir()) {
  const template = process.env[STACK_TEMPLATE_VARIABLE]
  if (template) {
    await templateMade(template)
    cpSync(template, into, { recursive: true })
  }
  return into
}

/** The file whose presence says the template in `dir` is complete (test/support/stack-template.ts). */
export const templateMarker = (dir: string) => `${dir}.made`

const TEMPLATE_WAIT_MS = 180_000

/** Resolves once the template is made; the template is made beside the tests, at the run's start. */
async function templateMade(dir: string) {
  const deadline = Date.now() + TEMPLATE_WAIT_MS
  while (!existsSync(templateMarker(dir))) {
    if (!existsSync(dir)) throw new Error(`the stack template ${dir} is gone: its first start failed`)
    if (Date.now() > deadline) throw new Error(`the stack template ${dir} was not made in 180 s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export function removeDataDir(dataDir: string) {
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(templateMarker(dataDir), { force: true })
}

function announcedUrl(child: ChildProcess, collected: { text: string }): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`stack did not start in 120 s:\n${output}`)), 120_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      collected.text += chunk.toString()
      const match = output.match(/running at (http:\/\/(?:localhost|127\.0\.0\.1):\d+)/)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1].replace('localhost', '127.0.0.1'))
      }
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      collected.text += chunk.toString()
      if (process.env.STACK_LOGS) process.stderr.write(chunk)
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`stack exited with ${code}:\n${output}`))
    })
  })
}

function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGINT'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill(signal)
  })
}
