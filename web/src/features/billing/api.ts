import type { CatalogueEntry, CheckoutResponse } from '../../../../shared/contracts/billing'
import { api } from '../../lib/api-client'

export const billingApi = {
  // Public: sent without a token, so a stale one on a visitor's browser cannot get in the way.
  products: (signal?: AbortSignal) =>
    api.get<{ products: CatalogueEntry[] }>('/api/billing/products', { signal, anonymous: true }),
  createCheckout: (productId: string) =>
    api.post<Partial<CheckoutResponse>>('/api/billing/create-checkout', { productId }),
  portal: () => api.get<Partial<CheckoutResponse>>('/api/billing/portal'),
}
