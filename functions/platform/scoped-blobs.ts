import type { Blobs } from '../ports/blobs'
import { allows, BUCKET_NEEDS, type BucketAccess, isBucketNeed, type Need } from './needs'

const VERBS: Record<BucketAccess, string> = { read: 'reading', put: 'writing', delete: 'deleting' }

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
  const allowed = (key: string, wanted: BucketAccess) => {
    if (!granted.some((grant) => key.startsWith(grant.prefix) && allows(grant.access, wanted)))
      throw new UndeclaredKeyError(`${owner} does not declare ${VERBS[wanted]} ${key}`)
    return blobs
  }
  return {
    getText: async (key) => allowed(key, 'read').getText(key),
    getBytes: async (key) => allowed(key, 'read').getBytes(key),
    signedGetUrl: async (key, options) => allowed(key, 'read').signedGetUrl(key, options),
    putText: async (key, body, contentType) => allowed(key, 'put').putText(key, body, contentType),
    putBytes: async (key, body, contentType) => allowed(key, 'put').putBytes(key, body, contentType),
    delete: async (key) => allowed(key, 'delete').delete(key),
  }
}
