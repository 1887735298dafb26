import { EXAMPLE_QUERIES } from '../constants'

/** Shown while the box is empty and unfocused: one click runs a query that shows what plain words can do. */
export function ExampleQueries({ onRun }: { onRun(query: string): void }) {
  return (
    <div className="example-queries">
      <span className="example-queries-label" id="example-queries-label">
        Try an example:
      </span>
      <ul aria-labelledby="example-queries-label">
        {EXAMPLE_QUERIES.map((example) => (
          <li key={example}>
            <button type="button" className="example-query" onClick={() => onRun(example)}>
              {example}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
