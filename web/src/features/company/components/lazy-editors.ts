import { lazyComponent } from '../../../components/ui/lazy-component'

// The editors (react-hook-form, the contracts and zod) load when a pencil is pointed at or focused,
// not before the company shows (issue 18).
const editors = () => import('./company-editors').then((m) => m.editors)
export const FieldEditor = lazyComponent(() => editors().then((m) => m.FieldEditor))
export const NameEditor = lazyComponent(() => editors().then((m) => m.NameEditor))
export const AliasesEditor = lazyComponent(() => editors().then((m) => m.AliasesEditor))
