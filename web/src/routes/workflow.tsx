import { WorkflowScreen } from '../features/workflow/components/workflow-screen'
import { ServerState } from '../lib/server-state'

export default function WorkflowPage() {
  return (
    <ServerState>
      <div className="page workflow-page">
        <title>Workflow · Pressroom</title>
        <WorkflowScreen />
      </div>
    </ServerState>
  )
}
