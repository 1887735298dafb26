import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'

// The Lambda bundles alias @aws-sdk/lib-dynamodb and @aws-sdk/client-dynamodb to these two modules
// (decision 014). A name ElectroDB or the document client reaches for that a shim does not export is
// undefined in production only: an ElectroDB or SDK upgrade that starts using another command fails here.
const require = createRequire(import.meta.url)
// By URL: the shims are plain JavaScript with no types (they name the SDK's files).
const shim = async (file: string): Promise<Record<string, unknown>> =>
  import(new URL(file, import.meta.url).href)
const documentShim = await shim('./lambda-document-client.mjs')
const dynamodbShim = await shim('./lambda-dynamodb-client.mjs')
const electrodbClient = readFileSync(join(dirname(require.resolve('electrodb')), 'src/client.js'), 'utf8')
const libDist = join(dirname(require.resolve('@aws-sdk/lib-dynamodb/package.json')), 'dist-es')

describe("the Lambda bundles' DynamoDB shims", () => {
  it('export every document-client name ElectroDB uses', () => {
    const used = [...new Set([...electrodbClient.matchAll(/\blib\.(\w+)/g)].map((m) => m[1] as string))]
    expect(used.length).toBeGreaterThanOrEqual(10)
    const missing = used.filter((name) => !(name in documentShim))
    expect(missing).toEqual([])
  })

  it('export every DynamoDB client name the document client and its commands import', () => {
    const files = [
      join(libDist, 'DynamoDBDocumentClient.js'),
      ...readdirSync(join(libDist, 'commands')).map((f) => join(libDist, 'commands', f)),
    ]
    const shimmed = Object.keys(documentShim).map((name) =>
      join(libDist, name === 'DynamoDBDocumentClient' ? '' : 'commands', `${name}.js`),
    )
    const imported = new Set<string>()
    for (const file of files.filter((f) => shimmed.includes(f))) {
      const source = readFileSync(file, 'utf8')
      for (const [, names] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@aws-sdk\/client-dynamodb"/g))
        for (const name of (names ?? '').split(',')) imported.add(name.trim().split(/\s+as\s+/)[0] as string)
    }
    imported.delete('')
    expect(imported.size).toBeGreaterThanOrEqual(10)
    expect([...imported].filter((name) => !(name in dynamodbShim))).toEqual([])
  })
})
