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
  const check = (key: string, write: boolean) => {
    if (!granted.some((grant) => key.startsWith(grant.prefix) && (grant.write || !write)))
      throw new UndeclaredKeyError(`${owner} does not declare ${write ? 'writing' : 'reading'} ${key}`)
  }
  return {
    getText: async (key) => (check(key, false), blobs.getText(key)),
    getBytes: async (key) => (check(key, false), blobs.getBytes(key)),
    signedGetUrl: async (key, options) => (check(key, false), blobs.signedGetUrl(key, options)),
    putText: async (key, body, contentType) => (check(key, true), blobs.putText(key, body, contentType)),
    putBytes: async (key, body, contentType) => (check(key, true), blobs.putBytes(key, body, contentType)),
    delete: async (key) => (check(key, true), blobs.delete(key)),
  }
}
