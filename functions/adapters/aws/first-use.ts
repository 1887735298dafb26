/**
 * An SDK client made on the adapter's first call and kept for its life, with the SDK imported then too:
 * `load` is `() => import('./…-sdk')`, written out where it is used, which esbuild makes a chunk of its
 * own in a Lambda's bundle (decision 044). A cold start whose request never calls the service does not
 * read it. The `…-sdk` module names the client and the commands the adapter sends: a package imported
 * whole would keep every command of the service in the chunk, which the first call then compiles. An
 * import, or a client's making, that fails is tried again on the next call.
 */
export function firstUse<Sdk, Client>(
  load: () => Promise<Sdk>,
  make: (sdk: Sdk) => Client,
): () => Promise<{ sdk: Sdk; client: Client }> {
  let loaded: Promise<{ sdk: Sdk; client: Client }> | undefined
  return () =>
    (loaded ??= load()
      .then((sdk) => ({ sdk, client: make(sdk) }))
      .catch((error: unknown) => {
        loaded = undefined
        throw error
      }))
}
