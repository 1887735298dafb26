/** Files kept by key: kit assets, PDFs, the search snapshot (S3 in AWS, s3rver on the embedded stack). */
export interface Blobs {
  /** The object's text, or undefined when there is none under the key. */
  getText(key: string): Promise<string | undefined>
  putText(key: string, body: string, contentType: string): Promise<void>
  /** The object's bytes, or undefined when there is none under the key. */
  getBytes(key: string): Promise<Uint8Array | undefined>
  putBytes(key: string, body: Uint8Array, contentType: string): Promise<void>
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>
  /** A link that reads the object for `seconds`, offered as a download named `filename` when given. */
  signedGetUrl(key: string, options: { seconds: number; filename?: string }): Promise<string>
}
