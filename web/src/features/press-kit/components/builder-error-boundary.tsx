import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { KIT_TEXT } from '../messages'

interface State {
  failed: boolean
}

/** Spec 2's builder error page: 'Something went wrong' with Go Back to /press-kit. */
export class BuilderErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('press kit builder failed', error, info.componentStack)
  }

  override render() {
    return this.state.failed ? (
      <BuilderCrashed onLeave={() => this.setState({ failed: false })} />
    ) : (
      this.props.children
    )
  }
}

function BuilderCrashed({ onLeave }: { onLeave(): void }) {
  const navigate = useNavigate()
  return (
    <div className="centered-page">
      <div className="card notice-card" role="alert">
        <h1>{KIT_TEXT.crashed}</h1>
        <p>The press kit builder ran into a problem. What was saved before it is safe.</p>
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            onLeave()
            navigate('/press-kit')
          }}
        >
          Go Back
        </button>
      </div>
    </div>
  )
}
