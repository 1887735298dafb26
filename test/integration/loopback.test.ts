import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { ENDPOINTS_FILE, type LocalEndpoints } from '../../infra/local/endpoints'
import { isLoopback, listeningAddresses } from '../support/listeners'

describe('the embedded stack on the network', () => {
  it('listens on loopback only: the app, DynamoDB Local, cognito-local and the object store', () => {
    const endpoints = JSON.parse(
      readFileSync(join(inject('stackDataDir'), ENDPOINTS_FILE), 'utf8'),
    ) as LocalEndpoints
    const services = {
      app: inject('stackUrl'),
      dynamodb: endpoints.dynamodb,
      cognito: endpoints.cognito,
      s3: endpoints.s3,
    }
    for (const [service, url] of Object.entries(services)) {
      const addresses = listeningAddresses(Number(new URL(url).port))
      expect(addresses, `${service} at ${url} listens`).not.toEqual([])
      expect(
        addresses.filter((address) => !isLoopback(address)),
        `${service} at ${url}`,
      ).toEqual([])
    }
  })
})
