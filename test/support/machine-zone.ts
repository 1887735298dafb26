/** Runs with the machine's zone set to `zone`: Node applies TZ as soon as it is assigned. */
export function inMachineZone<T>(zone: string, run: () => T): T {
  const before = process.env.TZ
  process.env.TZ = zone
  try {
    return run()
  } finally {
    if (before === undefined) delete process.env.TZ
    else process.env.TZ = before
  }
}
