/** Files kept by key: kit assets, PDFs, the search snapshot (S3 in AWS, s3rver on the embedded stack). */
export interface Blobs {
  /** The object's text, or undefined when there is none under the key. */
  getText(key: string): Promise<string | undefined>
  putText(key: string, body: string, contentType: string): Promise<void>
}
