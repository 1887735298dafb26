import { lazyComponent } from '../../../components/ui/lazy-component'

// The panel (its settings form, the pause dialog and the contract with zod) and the drawer around it
// load when opened: the boards show without them (issue 18). `.preload()` asks earlier.
export const AutomationDrawer = lazyComponent(() =>
  import('./automation-drawer').then((m) => m.AutomationDrawer),
)
export const AutomationPanel = lazyComponent(() =>
  import('./automation-panel').then((m) => m.AutomationPanel),
)
