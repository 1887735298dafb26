import { LAUNCH_WEEK_PITCHES } from '../constants'

const INCLUDED = [
  {
    title: `${LAUNCH_WEEK_PITCHES} personal pitches`,
    text: 'One for each journalist you choose, written from your company story in your own voice.',
  },
  {
    title: 'Journalists who cover your space',
    text: 'Search by topic, beat or publication, or paste an article you liked, and pitch its author.',
  },
  {
    title: 'Every reply on one board',
    text: 'Follow each pitch from draft to picked up, so no conversation slips during launch week.',
  },
] as const

/** What the offer includes, and what a well-targeted launch week aims for (goals, not promises). */
export function LaunchWeekDetails() {
  return (
    <>
      <section className="launch-included" aria-labelledby="launch-included-heading">
        <h2 id="launch-included-heading">What you get</h2>
        <ul className="launch-included-list">
          {INCLUDED.map((item) => (
            <li key={item.title} className="card">
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="launch-goals card" aria-labelledby="launch-goals-heading">
        <h2 id="launch-goals-heading">What a well-targeted launch week aims for</h2>
        <ul className="launch-goal-list">
          <li>
            <strong className="launch-goal-figure">3-5</strong> Replies expected
          </li>
          <li>
            <strong className="launch-goal-figure">73%</strong> get replies
          </li>
        </ul>
        <p className="launch-goals-note">
          Targets to plan your launch around, not a guarantee: replies depend on your news, your story and how
          well each journalist fits it.
        </p>
      </section>
    </>
  )
}
