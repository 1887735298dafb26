import type { EndpointGroup, RouteSpec } from '../../functions/platform/http'

export interface MatchedRoute {
  group: EndpointGroup
  route: RouteSpec
  routeKey: string
  pathParameters: Record<string, string>
}

/** API Gateway's route selection over the registered endpoint groups: `{name}` matches one path segment. */
export function createRouteTable(groups: EndpointGroup[]) {
  const entries = groups.flatMap((group) =>
    group.routes.map((route) => ({
      group,
      route,
      names: [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string),
      pattern: new RegExp(`^${route.path.replace(/\{\w+\}/g, '([^/]+)')}$`),
      // Literal segments win over parameters, as in API Gateway.
      specificity: route.path.split('/').filter((s) => !s.startsWith('{')).length,
    })),
  )
  entries.sort((a, b) => b.specificity - a.specificity)
  return (method: string, path: string): MatchedRoute | undefined => {
    for (const entry of entries) {
      if (entry.route.method !== method) continue
      const match = entry.pattern.exec(path)
      if (!match) continue
      const values = entry.names.map((_, i) => decode(match[i + 1] ?? ''))
      if (values.includes(undefined)) return undefined
      const pathParameters = Object.fromEntries(entry.names.map((n, i) => [n, values[i] as string]))
      return {
        group: entry.group,
        route: entry.route,
        routeKey: `${entry.route.method} ${entry.route.path}`,
        pathParameters,
      }
    }
    return undefined
  }
}

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined // a malformed %-escape (URIError)
  }
}

/** Whether every %-escape of a path decodes; API Gateway refuses a path whose escapes do not. */
export const isWellEncoded = (path: string) => decode(path) !== undefined
