import { WorkflowScreen } from '../features/workflow/components/workflow-screen'

export default function WorkflowPage() {
  return (
    <div className="page workflow-page">
      <title>Workflow · Pressroom</title>
      <WorkflowScreen />
    </div>
  )
}
