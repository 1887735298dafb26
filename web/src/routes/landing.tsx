import { Link } from '../components/ui/link'
import { TryDemo } from '../features/demo/components/try-demo'

const PROMISES = [
  {
    icon: '⌕',
    title: 'Instant journalist discovery',
    text: 'Describe your story in plain words, or paste an article you liked, and see the journalists who cover it right away.',
  },
  {
    icon: '✎',
    title: 'Pitches in your voice',
    text: 'Each pitch is written for one journalist from what you tell us about your company, and it sounds like you, not an agency.',
  },
  {
    icon: '@',
    title: 'Email lookup when available',
    text: 'When a journalist’s address is known, it is right there beside the pitch, ready to send.',
  },
] as const

const STEPS = [
  {
    title: 'Describe your company',
    text: 'Your story, traction and founders: the more you add, the better the match.',
  },
  {
    title: 'Find the right journalists',
    text: 'Search by topic, beat or publication and save them to your pitchlist.',
  },
  {
    title: 'Pitch and track',
    text: 'Generate a pitch for each one and follow every conversation on one board.',
  },
] as const

export default function LandingPage() {
  return (
    <main className="landing">
      <title>Pressroom: press coverage for startup founders</title>
      <section className="hero">
        <Link to="/launch-week" className="hero-offer">
          <span className="hero-offer-tag">Founder Week</span>
          15 free pitches for your launch
          <span aria-hidden="true">→</span>
        </Link>
        <p className="eyebrow">Press outreach for startup founders</p>
        <h1>Get your startup in front of the journalists who cover it.</h1>
        <p className="lead">
          Pressroom finds the reporters writing about your space and drafts a personal pitch for each of them,
          in your own voice.
        </p>
        <div className="hero-actions">
          <Link to="/login?mode=signup" className="button button-primary button-large">
            Get Early Access
          </Link>
          <a href="#how-it-works" className="button button-ghost button-large">
            How it works
          </a>
        </div>
        <TryDemo />
      </section>

      <section className="promises" aria-label="What Pressroom does">
        {PROMISES.map((promise) => (
          <article className="card promise-card" key={promise.title}>
            <span className="promise-icon" aria-hidden="true">
              {promise.icon}
            </span>
            <h2>{promise.title}</h2>
            <p>{promise.text}</p>
          </article>
        ))}
      </section>

      <section className="steps" id="how-it-works" aria-labelledby="steps-heading">
        <h2 id="steps-heading">How it works</h2>
        <ol className="step-list">
          {STEPS.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="cta-band">
        <h2>Ready to tell your story?</h2>
        <p>Sign in, describe your company and meet the journalists who cover your space.</p>
        <Link to="/login" className="button button-primary button-large">
          Get Access
        </Link>
      </section>

      <footer className="site-footer">
        {/* The prerendered page (prerender.tsx) has the year of its build, until a new year comes. */}
        <span suppressHydrationWarning>© {new Date().getFullYear()} Pressroom</span>
      </footer>
    </main>
  )
}
