/** Minifies a Lambda bundle a second time, in place, with its source map (compact-bundle.mjs). */
export function compactBundle(file: string): { before: number; after: number }
