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
      const pathParameters = Object.fromEntries(
        entry.names.map((n, i) => [n, decodeURIComponent(match[i + 1] ?? '')]),
      )
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
