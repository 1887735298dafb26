import * as z from 'zod/mini'
import en from 'zod/v4/locales/en.js'

/**
 * zod for every schema in Pressroom: `zod/mini`, the tree-shakable API of the same zod 4 (a Lambda
 * carries only the schemas and checks it uses: about 25 kB of zod instead of the classic API's 100 kB),
 * with the English messages classic zod sets by itself and mini does not ("Too big: expected string to
 * have <=254 characters", not "Invalid input"). Import it as a namespace, `import * as z from
 * '.../shared/contracts/zod'`; biome.json refuses `zod` and `zod/mini` everywhere else (decision 018).
 *
 * Classic zod also installs the memoizer that lets containers parse cyclic input through recursive
 * schemas; no contract is recursive (and JSON has no cycles), so it is left out.
 */
z.config(en())

export * from 'zod/mini'
