// One cold start, as Lambda makes it, in the fresh node that `npm run bench:bundles` spawns (with
// --enable-source-maps, as deployed): import the bundle, hand its handler one event (its first request,
// which builds the container and reads DynamoDB Local), and print the times since the process started
// and the status it answered with.
// Arguments: the bundle, and the event as JSON ('' to import only: the empty module's baseline).
const [bundle, eventJson] = process.argv.slice(2)
const { handler } = await import(bundle)
const imported = performance.now()
/** The HTTP status the handler answered with; null for a queue's batch or an import alone. */
let status = null
if (eventJson) {
  const context = {
    functionName: 'bench',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:bench',
    memoryLimitInMB: '1024',
    awsRequestId: 'bench-request',
    logGroupName: '/aws/lambda/bench',
    logStreamName: 'bench',
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => 29_000,
  }
  const answer = await handler(JSON.parse(eventJson), context)
  status = answer?.statusCode ?? null
  if (status !== null && status >= 500) throw new Error(`the handler answered ${status}: ${answer.body}`)
}
process.stdout.write(JSON.stringify({ imported, answered: performance.now(), status }))
