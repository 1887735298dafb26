// The profiles and journalists of npm run bench:pitches: 10 profiles (thin, typical, rich) of different
// sectors, 10 journalists of varied beats whose articles carry the sector they are about, which is
// what tells an article that shares the company's subject from one that does not.
import type { Company } from '../../shared/contracts/company'
import type { Journalist } from '../../shared/domain/journalists'

export interface BenchProfile {
  tier: 'thin' | 'typical' | 'rich'
  sector: string
  company: Company
}

const company = (name: string, fields: Partial<Company>): Company =>
  ({ id: name.toLowerCase(), name, created_at: '', updated_at: '', ...fields }) as Company

export const PROFILES: BenchProfile[] = [
  {
    tier: 'thin',
    sector: 'fintech',
    company: company('Ledgerline', {
      short_description: 'Accounts-payable automation for mid-size finance teams.',
      recent_funding: '$6M seed led by Northzone in October 2026',
    }),
  },
  {
    tier: 'thin',
    sector: 'robotics',
    company: company('Acme Robotics', {
      short_description: 'Robots that sort parcels for small warehouses.',
    }),
  },
  {
    tier: 'thin',
    sector: 'health',
    company: company('Clinic Analytics', {
      short_description: 'Privacy-first analytics for clinics.',
      recent_features: 'Shipped a no-show forecast for every appointment book.',
    }),
  },
  {
    tier: 'typical',
    sector: 'climate',
    company: company('Gridwise', {
      short_description: 'Software that schedules heat pumps around cheap grid hours.',
      recent_accomplishments: 'Signed 3 utilities in the Netherlands in September 2026.',
      founder_story:
        'I installed heat pumps for eight years and watched owners pay peak prices every evening.',
      user_value_prop: 'Households cut their heating bill by 22% without touching the thermostat.',
      revenue: '$900K ARR',
    }),
  },
  {
    tier: 'typical',
    sector: 'developer tools',
    company: company('Patchwork', {
      short_description: 'Code review that flags risky changes before they merge.',
      upcoming_announcement: 'A free tier for open-source maintainers, launching on 12 January 2027.',
      differentiator: 'Learns from the incidents a team already had, not from generic rules.',
      recent_funding: 'Raised a $3M seed from Heavybit.',
    }),
  },
  {
    tier: 'typical',
    sector: 'e-commerce',
    company: company('Parcelle', {
      short_description: 'Checkout for independent shops that ships with the cheapest carrier.',
      recent_features: 'Same-day delivery quotes at checkout',
      innovation_validation: 'Pilots with 40 shops in Lyon',
      company_motivation: 'My parents ran a shop that lost every price war on shipping.',
    }),
  },
  {
    tier: 'typical',
    sector: 'edtech',
    company: company('Tutorly', {
      short_description: 'Maths tutoring by text message for teenagers.',
      recent_accomplishments: '20,000 students in 120 schools',
      earned_secret: 'Teenagers answer a text in minutes and ignore an app for weeks.',
      funding_amount: '$2.5M',
    }),
  },
  {
    tier: 'rich',
    sector: 'fintech',
    company: company('Ledgerline Pro', {
      short_description: 'Accounts-payable automation for mid-size finance teams.',
      full_description:
        'Ledgerline Pro reads invoices, matches them to purchase orders and pays suppliers on time, so finance teams stop chasing paper.',
      recent_funding: '$6M seed led by Northzone in October 2026',
      funding_amount: '$7.5M',
      revenue: '$1.4M ARR, growing 18% a month',
      recent_accomplishments: 'Processed 1.2M invoices for 85 customers in Q3 2026.',
      recent_features: 'Shipped automatic three-way matching for purchase orders.',
      user_value_prop: 'Finance teams close the month in two days instead of two weeks.',
      founder_story:
        'I ran finance at a 400-person company and spent every month-end chasing invoices. Ledgerline Pro is the tool I wanted then.',
      differentiator: 'Works inside the accounting system a team already uses.',
      key_quotes: 'Month-end should be a non-event. Nobody got into finance to chase PDFs.',
      location: 'London, UK',
    }),
  },
  {
    tier: 'rich',
    sector: 'mobility',
    company: company('Voltcart', {
      short_description: 'Voltcart leases electric cargo bikes to couriers by the month.',
      full_description: 'Bikes, batteries and repairs in one monthly price, serviced overnight.',
      upcoming_announcement: 'Expansion to Berlin and Vienna in March 2027.',
      recent_accomplishments: '1,500 bikes on the road across 6 cities',
      revenue: '$4M ARR',
      recent_funding: 'Closed a $12M Series A led by Eurazeo in November 2026.',
      founder_story: 'I was a courier in Paris for three years. My van cost more than I earned in winter.',
      industry_opportunity: 'Cities are closing their centres to vans from 2027.',
      competitive_advantage: 'Overnight servicing means no courier loses a shift to a flat tyre.',
      key_quotes: 'A courier should earn money from deliveries, not lose it to the van.',
    }),
  },
  {
    tier: 'rich',
    sector: 'cybersecurity',
    company: company('Keystone', {
      short_description: 'Identity security that spots stolen sessions in real time.',
      full_description: 'Keystone watches every sign-in and session for signs of token theft and ends them.',
      recent_features: 'Launched session-theft detection for Okta and Entra ID.',
      upcoming_features: 'Automatic recovery playbooks, in January 2027',
      earned_secret: 'Most breaches we investigated started with a valid session, not a password.',
      innovation_validation: 'Stopped 31 live intrusions at 12 customers during the beta.',
      recent_funding: 'Raised $9M led by Index Ventures.',
      revenue: '$2.1M ARR',
      founder_story: 'I led incident response at a bank for a decade.',
      user_value_prop: 'Security teams see a hijacked session before the attacker moves.',
      key_quotes: 'Passwords are not the front door any more; sessions are.',
    }),
  },
]

const article = (id: string, title: string, sector: string, date: string) => ({
  id,
  title,
  url: `https://news.example/${id}`,
  published_date: date,
  sector,
})

const person = (
  id: string,
  full_name: string,
  publication: string,
  beat: string,
  topics: string[],
  articles: ReturnType<typeof article>[],
): Journalist & { articles: ReturnType<typeof article>[] } => ({
  id,
  full_name,
  publication,
  bio: `${beat} reporter at ${publication}.`,
  beat,
  location: 'London',
  topics,
  email: `${id}@news.example`,
  email_verified_at: null,
  twitter: null,
  linkedin: null,
  response_rate: 20,
  last_article_at: articles[0]?.published_date ?? null,
  articles,
})

export const JOURNALISTS = [
  person(
    'j1',
    'Maya Brooks',
    'The Ledger Daily',
    'Markets',
    ['Fintech', 'Personal Finance'],
    [
      article('a1', 'Why finance teams still pay invoices by hand', 'fintech', '2026-11-20'),
      article('a2', 'AI chips: the new bubble?', 'ai', '2026-11-12'),
    ],
  ),
  person(
    'j2',
    'Tom Reyes',
    'Byteline',
    'Consumer Tech',
    ['AI', 'Hardware'],
    [
      article('a3', 'The AI chips talent war reaches Singapore', 'ai', '2026-11-18'),
      article('a4', 'Hands-on with the new foldable phones', 'hardware', '2026-11-02'),
    ],
  ),
  person(
    'j3',
    'Ines Duarte',
    'Greenline Post',
    'Science',
    ['Climate', 'Energy'],
    [
      article('a5', 'Heat pumps are cheap to run, if you run them at night', 'climate', '2026-11-21'),
      article('a6', 'The grid is not ready for winter peaks', 'climate', '2026-10-30'),
    ],
  ),
  person(
    'j4',
    'Sam Okafor',
    'Startup Weekly',
    'Startups',
    ['SaaS', 'Developer Tools'],
    [
      article('a7', 'Code review bots are everywhere; are they any good?', 'developer tools', '2026-11-19'),
      article('a8', 'HR tech startups raise again', 'hr', '2026-11-01'),
    ],
  ),
  person(
    'j5',
    'Lena Vogel',
    'Capital Notes',
    'Venture Capital',
    ['Fintech', 'Mobility'],
    [
      article('a9', 'Series A rounds for e-bikes come back', 'mobility', '2026-11-15'),
      article('a10', 'Seed rounds shrink as AI investors grow cautious', 'ai', '2026-11-05'),
    ],
  ),
  person(
    'j6',
    'Ravi Menon',
    'Shopfront',
    'Business',
    ['E-commerce', 'Logistics'],
    [
      article('a11', 'Independent shops lose the shipping price war', 'e-commerce', '2026-11-22'),
      article('a12', 'Warehouse robots move into small depots', 'robotics', '2026-11-08'),
    ],
  ),
  person(
    'j7',
    'Chloe Martin',
    'Classroom Today',
    'Features',
    ['EdTech'],
    [
      article('a13', 'Teenagers ignore school apps; texting works', 'edtech', '2026-11-17'),
      article('a14', 'A day in the life of a rural headteacher', 'education', '2026-10-28'),
    ],
  ),
  person(
    'j8',
    'Omar Haddad',
    'Secure Wire',
    'Cybersecurity',
    ['Cybersecurity', 'Identity Security'],
    [
      article('a15', 'Session hijacking is the new phishing', 'cybersecurity', '2026-11-23'),
      article('a16', 'Ransomware gangs target hospitals again', 'cybersecurity', '2026-11-10'),
    ],
  ),
  person(
    'j9',
    'Priya Shah',
    'Health Signal',
    'Policy',
    ['Health', 'Privacy'],
    [
      article('a17', 'Clinics drown in no-show appointments', 'health', '2026-11-16'),
      article('a18', 'What the new privacy law means for patient data', 'health', '2026-11-03'),
    ],
  ),
  person(
    'j10',
    'Jonas Berg',
    'Metro Mobility',
    'Enterprise Tech',
    ['Mobility', 'Climate'],
    [
      article('a19', 'Cities ban vans from their centres: what couriers do next', 'mobility', '2026-11-20'),
      article('a20', 'Fleet software consolidates', 'mobility', '2026-11-04'),
    ],
  ),
]
