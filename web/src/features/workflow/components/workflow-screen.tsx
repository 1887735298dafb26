/** The workflow board (spec 2 /workflow): being built. */
export function WorkflowScreen() {
  return <h1>Workflow</h1>
}
