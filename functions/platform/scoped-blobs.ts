import type { Blobs } from '../ports/blobs'
import { BUCKET_NEEDS, isBucketNeed, type Need } from './needs'

/** A key outside what the handler declared: in AWS, IAM would refuse it. */
export class UndeclaredKeyError extends Error {
  override name = 'UndeclaredKeyError'
}

/**
 * A handler's files, limited to the prefixes its needs name (BUCKET_NEEDS): what IAM grants its Lambda
 * in AWS, held on the embedded stack and in the tests too, so a route that reaches past its declaration
 * fails there, not first in AWS.
 */
export function withinBucketNeeds(blobs: Blobs, needs: readonly Need[], owner: string): Blobs {
  const granted = needs.filter(isBucketNeed).map((need) => BUCKET_NEEDS[need])
  const allowed = (key: string, write: boolean) => {
    if (!granted.some((grant) => key.startsWith(grant.prefix) && (grant.write || !write)))
      throw new UndeclaredKeyError(`${owner} does not declare ${write ? 'writing' : 'reading'} ${key}`)
    return blobs
  }
  return {
    getText: async (key) => allowed(key, false).getText(key),
    getBytes: async (key) => allowed(key, false).getBytes(key),
    signedGetUrl: async (key, options) => allowed(key, false).signedGetUrl(key, options),
    putText: async (key, body, contentType) => allowed(key, true).putText(key, body, contentType),
    putBytes: async (key, body, contentType) => allowed(key, true).putBytes(key, body, contentType),
    delete: async (key) => allowed(key, true).delete(key),
  }
}
