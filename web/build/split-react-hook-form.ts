import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

/**
 * react-hook-form ships as one module, and a module lands whole (with every export any form uses) in
 * the chunk of whatever imports it: the login form's useForm came with the other forms' useWatch,
 * useFieldArray and Controller, about 2.3 kB gzip it never runs. In the build, this cuts the package's
 * module in two: the hooks below move to a module of their own (imported by
 * web/src/components/ui/form-extras.ts, and only there), and what they need of the rest is exported to
 * them, so no code is duplicated. `react-hook-form` imported from anywhere else no longer offers them:
 * the build fails on an import of one from there. Dev and the component tests use the package as it is.
 * See docs/decisions/016-login-first-paint.md.
 */
const MOVED = new Set([
  'useFormState',
  'useWatch',
  'useController',
  'Controller',
  'ErrorMessage',
  'useFieldArray',
  'FieldArray',
  'FormState',
  'FormStateSubscribe',
  'Watch',
])

const PACKAGE_MODULE = /[\\/]node_modules[\\/]react-hook-form[\\/]dist[\\/]index\.esm\.mjs$/
const EXTRAS_IMPORTER = /[\\/]web[\\/]src[\\/]components[\\/]ui[\\/]form-extras\.ts$/
// What `react-hook-form` resolves to outside form-extras.ts: the package's exports less the moved ones.
const CORE = '\0react-hook-form (useWatch, useFieldArray and Controller come from components/ui/form-extras)'
const EXTRAS = '\0react-hook-form/extras'

type Node = { type: string; start: number; end: number } & Record<string, unknown>

interface Split {
  path: string
  /** The package's module without the moved declarations, exporting all it declares. */
  rest: string
  extras: string
  core: string
}

function fail(why: string): never {
  throw new Error(`react-hook-form ${why}: see web/build/split-react-hook-form.ts`)
}

function nameOf(node: unknown): string {
  const { type, name } = node as { type: string; name: string }
  return type === 'Identifier' ? name : fail(`declares something other than a name (${type})`)
}

function declaredNames(statement: Node): string[] {
  if (statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration')
    return [nameOf(statement.id)]
  if (statement.type === 'VariableDeclaration')
    return (statement.declarations as Node[]).map((declaration) => nameOf(declaration.id))
  return []
}

/** Every identifier under a node; enough to tell whether the remaining code still names a moved one. */
function identifiers(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const child of node) identifiers(child, into)
  else if (node && typeof node === 'object') {
    const { type, name } = node as { type?: string; name?: string }
    if (type === 'Identifier' && name) into.add(name)
    for (const value of Object.values(node)) identifiers(value, into)
  }
  return into
}

function split(path: string, code: string, program: { body: Node[] }): Split {
  const rest: Node[] = []
  const moved: Node[] = []
  let exported: string[] = []
  let imports = ''
  for (const statement of program.body) {
    if (statement.type === 'ExportNamedDeclaration' && !statement.declaration && !statement.source) {
      exported = (statement.specifiers as Node[]).map((specifier) => nameOf(specifier.exported))
    } else if (statement.type === 'ImportDeclaration') {
      imports += `${code.slice(statement.start, statement.end)}\n`
      rest.push(statement)
    } else if (declaredNames(statement).some((name) => MOVED.has(name))) moved.push(statement)
    else rest.push(statement)
  }
  const movedNames = moved.flatMap(declaredNames)
  const missing = [...MOVED].filter((name) => !movedNames.includes(name) || !exported.includes(name))
  if (missing.length) fail(`no longer declares and exports ${missing.join(', ')}`)
  const named = [...identifiers(rest)].filter((name) => MOVED.has(name))
  if (named.length) fail(`now uses ${named.join(', ')} in what stays (useForm)`)
  const source = (nodes: Node[]) => nodes.map((node) => code.slice(node.start, node.end)).join('\n')
  if (!moved.every((node) => /^(function|const|var|let|class)\b/.test(code.slice(node.start, node.end))))
    fail('was not sliced where expected')
  const restNames = rest.flatMap(declaredNames)
  const from = JSON.stringify(path)
  return {
    path,
    rest: `${source(rest)}\nexport { ${restNames.join(', ')} }\n`,
    extras: `${imports}import { ${restNames.join(', ')} } from ${from}\n${source(moved)}\nexport { ${movedNames.join(', ')} }\n`,
    core: `export { ${exported.filter((name) => !MOVED.has(name)).join(', ')} } from ${from}\n`,
  }
}

export function splitReactHookForm(): Plugin {
  let done: Split | undefined
  return {
    name: 'split-react-hook-form',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-hook-form' || !importer) return null
      if (!done) {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
        if (!resolved || !PACKAGE_MODULE.test(resolved.id)) fail(`resolves to ${resolved?.id}`)
        const code = readFileSync(resolved.id, 'utf8')
        done = split(resolved.id, code, this.parse(code) as unknown as { body: Node[] })
      }
      return EXTRAS_IMPORTER.test(importer) ? EXTRAS : CORE
    },
    load(id) {
      if (id === CORE) return done?.core
      if (id === EXTRAS) return done?.extras
      if (id === done?.path) return done.rest
      return null
    },
  }
}
