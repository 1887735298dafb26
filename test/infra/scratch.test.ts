import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename } from 'node:path'
import { App } from 'aws-cdk-lib'
import { describe, expect, it } from 'vitest'
import { createWebAssetFolder } from './pressroom-test-app'

// What these tests synthesize stays inside one folder that the run removes (test/support/infra-scratch.ts).
describe('the infra tests’ temporary files', () => {
  it('go to the run’s scratch folder, which exists while the run lasts', () => {
    expect(basename(tmpdir())).toMatch(/^pressroom-infra-\d+$/)
    expect(existsSync(tmpdir())).toBe(true)
  })

  it('include every app synthesized without an outdir, and every web asset stand-in', () => {
    expect(new App().outdir.startsWith(`${tmpdir()}/`)).toBe(true)
    expect(createWebAssetFolder().startsWith(`${tmpdir()}/`)).toBe(true)
  })
})
