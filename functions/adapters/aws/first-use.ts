/**
 * An SDK client made on the adapter's first call and kept for its life, with the SDK's package imported
 * then too: `load` is `() => import('@aws-sdk/client-…')`, written out where it is used, which esbuild
 * makes a chunk of its own in a Lambda's bundle (decision 044). A cold start whose request never calls
 * the service does not read it. An import that fails is tried again on the next call.
 */
export function firstUse<Sdk, Client>(
  load: () => Promise<Sdk>,
  make: (sdk: Sdk) => Client,
): () => Promise<{ sdk: Sdk; client: Client }> {
  let loaded: Promise<{ sdk: Sdk; client: Client }> | undefined
  return () =>
    (loaded ??= load().then(
      (sdk) => ({ sdk, client: make(sdk) }),
      (error: unknown) => {
        loaded = undefined
        throw error
      },
    ))
}
