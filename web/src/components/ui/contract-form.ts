import { zodResolver } from '@hookform/resolvers/zod'
import { type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form'
import type * as z from '../../../../shared/contracts/zod'
import type { Contract } from './form'

export { zodResolver }

/**
 * A react-hook-form form checked with a shared zod contract, the same one the server parses the
 * request with: the submit handler gets the contract's output, and each issue lands on its field.
 * (A form that must show before zod loads takes `useLazyContractForm` from ./form.)
 */
export function useContractForm<C extends Contract>(
  contract: C,
  options: Omit<UseFormProps<z.input<C>, unknown, z.output<C>>, 'resolver'> = {},
): UseFormReturn<z.input<C>, unknown, z.output<C>> {
  return useForm<z.input<C>, unknown, z.output<C>>({ ...options, resolver: zodResolver(contract) })
}
