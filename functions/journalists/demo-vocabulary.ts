/**
 * The words of the demo data set: topics with what their headlines are about, publications with an
 * audience, names, companies and headline shapes. Everything is fictional; weights make a few topics,
 * cities and publications common and most of them rare, as in a real press database.
 */

/** A topic, how common it is, and the things its headlines talk about. */
export interface DemoTopic {
  name: string
  weight: number
  subjects: string[]
}

export const DEMO_TOPICS: readonly DemoTopic[] = [
  { name: 'AI', weight: 8, subjects: ['AI models', 'AI agents', 'chatbots', 'machine learning', 'AI chips'] },
  { name: 'Fintech', weight: 7, subjects: ['payments', 'neobanks', 'lending', 'fintech', 'card issuing'] },
  {
    name: 'Climate',
    weight: 6,
    subjects: ['climate tech', 'carbon accounting', 'heat pumps', 'grid software'],
  },
  { name: 'Gaming', weight: 5, subjects: ['mobile games', 'game studios', 'esports', 'indie games'] },
  { name: 'Health', weight: 4, subjects: ['digital health', 'telehealth', 'health records', 'clinics'] },
  {
    name: 'Cybersecurity',
    weight: 4,
    subjects: ['ransomware', 'cybersecurity', 'identity security', 'data breaches'],
  },
  {
    name: 'SaaS',
    weight: 4,
    subjects: ['SaaS', 'B2B software', 'workflow software', 'subscription software'],
  },
  { name: 'E-commerce', weight: 3, subjects: ['online shopping', 'e-commerce', 'marketplaces', 'checkout'] },
  {
    name: 'Robotics',
    weight: 3,
    subjects: ['robotics', 'warehouse robots', 'humanoid robots', 'robot arms'],
  },
  { name: 'Biotech', weight: 3, subjects: ['biotech', 'gene therapy', 'cell therapy', 'protein design'] },
  { name: 'EdTech', weight: 3, subjects: ['online learning', 'edtech', 'tutoring apps', 'coding bootcamps'] },
  {
    name: 'Mobility',
    weight: 3,
    subjects: ['electric vehicles', 'EV charging', 'self-driving cars', 'e-bikes', 'ride-hailing'],
  },
  { name: 'Crypto', weight: 3, subjects: ['crypto', 'stablecoins', 'bitcoin', 'crypto exchanges'] },
  {
    name: 'Space',
    weight: 2,
    subjects: ['satellites', 'rocket launches', 'space startups', 'lunar landers'],
  },
  {
    name: 'Developer Tools',
    weight: 3,
    subjects: ['developer tools', 'code review', 'CI pipelines', 'APIs'],
  },
  { name: 'Privacy', weight: 2, subjects: ['data privacy', 'tracking', 'consent banners', 'encryption'] },
  { name: 'Hardware', weight: 2, subjects: ['hardware', 'laptops', 'smartphones', 'chips'] },
  {
    name: 'Consumer Apps',
    weight: 3,
    subjects: ['consumer apps', 'social apps', 'photo apps', 'messaging apps'],
  },
  {
    name: 'Insurtech',
    weight: 1.5,
    subjects: ['insurance', 'car insurance', 'claims software', 'underwriting'],
  },
  {
    name: 'Proptech',
    weight: 1.5,
    subjects: ['real estate', 'rental platforms', 'mortgages', 'property management'],
  },
  { name: 'Agtech', weight: 1.5, subjects: ['farming', 'vertical farms', 'crop data', 'agriculture'] },
  {
    name: 'Foodtech',
    weight: 1.5,
    subjects: ['food delivery', 'plant-based meat', 'restaurants', 'meal kits'],
  },
  { name: 'Legal Tech', weight: 1, subjects: ['legal software', 'law firms', 'contract review', 'legal AI'] },
  {
    name: 'HR Tech',
    weight: 1.5,
    subjects: ['hiring', 'payroll', 'recruiting software', 'employee benefits'],
  },
  {
    name: 'Marketing Tech',
    weight: 1.5,
    subjects: ['marketing automation', 'email marketing', 'influencer marketing', 'SEO'],
  },
  {
    name: 'Adtech',
    weight: 1,
    subjects: ['online advertising', 'ad networks', 'ad targeting', 'retail media'],
  },
  {
    name: 'Govtech',
    weight: 1,
    subjects: ['government software', 'public services', 'digital ID', 'city data'],
  },
  {
    name: 'Quantum Computing',
    weight: 1,
    subjects: ['quantum computers', 'qubits', 'quantum software', 'quantum sensing'],
  },
  {
    name: 'Semiconductors',
    weight: 1.5,
    subjects: ['chipmakers', 'semiconductors', 'chip design', 'foundries'],
  },
  {
    name: 'Batteries',
    weight: 1.5,
    subjects: ['batteries', 'battery recycling', 'solid-state batteries', 'lithium'],
  },
  { name: 'Solar', weight: 1, subjects: ['solar panels', 'rooftop solar', 'solar farms', 'solar power'] },
  { name: 'Nuclear', weight: 1, subjects: ['nuclear power', 'small reactors', 'fusion', 'uranium'] },
  { name: 'Hydrogen', weight: 1, subjects: ['green hydrogen', 'fuel cells', 'electrolysers', 'hydrogen'] },
  {
    name: 'Carbon Removal',
    weight: 1,
    subjects: ['carbon removal', 'direct air capture', 'carbon credits', 'biochar'],
  },
  { name: 'Logistics', weight: 2, subjects: ['freight', 'shipping', 'last-mile delivery', 'trucking'] },
  { name: 'Supply Chain', weight: 1, subjects: ['supply chains', 'procurement', 'inventory', 'warehousing'] },
  {
    name: 'Manufacturing',
    weight: 1,
    subjects: ['factories', 'manufacturing', '3D printing', 'industrial automation'],
  },
  {
    name: 'Construction Tech',
    weight: 1,
    subjects: ['construction', 'building materials', 'modular homes', 'site software'],
  },
  { name: 'Travel', weight: 1.5, subjects: ['travel booking', 'airlines', 'hotels', 'short-term rentals'] },
  { name: 'Media', weight: 1.5, subjects: ['newsrooms', 'podcasts', 'streaming', 'publishing'] },
  {
    name: 'Creator Economy',
    weight: 1.5,
    subjects: ['creators', 'newsletters', 'YouTubers', 'fan subscriptions'],
  },
  {
    name: 'Music',
    weight: 1,
    subjects: ['music streaming', 'record labels', 'musicians', 'concert tickets'],
  },
  {
    name: 'Sports Tech',
    weight: 1,
    subjects: ['sports', 'fitness trackers', 'football clubs', 'sports betting'],
  },
  { name: 'Fashion', weight: 1, subjects: ['fashion', 'resale', 'sneakers', 'clothing brands'] },
  { name: 'Beauty', weight: 1, subjects: ['beauty brands', 'skincare', 'cosmetics', 'salons'] },
  {
    name: 'Mental Health',
    weight: 1.5,
    subjects: ['mental health', 'therapy apps', 'meditation apps', 'burnout'],
  },
  {
    name: 'Femtech',
    weight: 1,
    subjects: ["women's health", 'fertility', 'menopause care', 'period tracking'],
  },
  {
    name: 'Medical Devices',
    weight: 1,
    subjects: ['medical devices', 'glucose monitors', 'surgical robots', 'hearing aids'],
  },
  {
    name: 'Drug Discovery',
    weight: 1,
    subjects: ['drug discovery', 'clinical trials', 'new drugs', 'antibiotics'],
  },
  {
    name: 'Genomics',
    weight: 1,
    subjects: ['genomics', 'DNA sequencing', 'gene editing', 'genetic testing'],
  },
  { name: 'Wearables', weight: 1, subjects: ['wearables', 'smartwatches', 'smart rings', 'earbuds'] },
  {
    name: 'AR/VR',
    weight: 1,
    subjects: ['virtual reality', 'augmented reality', 'VR headsets', 'smart glasses'],
  },
  {
    name: 'Smart Home',
    weight: 1,
    subjects: ['smart home', 'home security cameras', 'smart speakers', 'thermostats'],
  },
  { name: 'Drones', weight: 1, subjects: ['drones', 'drone delivery', 'aerial mapping', 'air taxis'] },
  { name: 'IoT', weight: 1, subjects: ['connected devices', 'sensors', 'industrial IoT', 'asset tracking'] },
  {
    name: 'Cloud Computing',
    weight: 2,
    subjects: ['cloud computing', 'data centers', 'serverless', 'cloud costs'],
  },
  {
    name: 'Open Source',
    weight: 1,
    subjects: ['open source', 'maintainers', 'open-source licences', 'Linux'],
  },
  {
    name: 'Data Infrastructure',
    weight: 1.5,
    subjects: ['databases', 'data warehouses', 'data pipelines', 'analytics'],
  },
  {
    name: 'No-Code',
    weight: 1,
    subjects: ['no-code tools', 'app builders', 'spreadsheets', 'internal tools'],
  },
  { name: 'Telecom', weight: 1, subjects: ['5G', 'mobile networks', 'broadband', 'telecom operators'] },
  {
    name: 'Defense Tech',
    weight: 1,
    subjects: ['defense startups', 'military drones', 'defense contracts', 'national security'],
  },
  {
    name: 'Future of Work',
    weight: 1.5,
    subjects: ['remote work', 'four-day weeks', 'office software', 'coworking'],
  },
  {
    name: 'Social Media',
    weight: 1.5,
    subjects: ['social networks', 'content moderation', 'influencers', 'short video'],
  },
  {
    name: 'Personal Finance',
    weight: 1,
    subjects: ['budgeting apps', 'savings', 'retail investing', 'pensions'],
  },
  {
    name: 'Accessibility',
    weight: 0.7,
    subjects: ['accessibility', 'screen readers', 'assistive tech', 'captioning'],
  },
  { name: 'Elder Care', weight: 0.7, subjects: ['elder care', 'home care', 'care homes', 'ageing'] },
  { name: 'Water', weight: 0.7, subjects: ['water', 'desalination', 'water leaks', 'drought'] },
  {
    name: 'Circular Economy',
    weight: 0.7,
    subjects: ['recycling', 'repair', 'packaging waste', 'secondhand'],
  },
]

export const DEMO_BEATS: readonly { name: string; weight: number }[] = [
  { name: 'Startups', weight: 5 },
  { name: 'Venture Capital', weight: 3 },
  { name: 'Cybersecurity', weight: 2 },
  { name: 'Enterprise Tech', weight: 3 },
  { name: 'Consumer Tech', weight: 3 },
  { name: 'Policy', weight: 2 },
  { name: 'Markets', weight: 2 },
  { name: 'Science', weight: 2 },
  { name: 'Product Reviews', weight: 2 },
  { name: 'Business', weight: 3 },
  { name: 'Features', weight: 1.5 },
  { name: 'Investigations', weight: 1 },
]

/** How many journalists a city has, relative to the others; cities not named here weigh 1. */
export const CITY_WEIGHTS: Record<string, number> = {
  'San Francisco': 6,
  'New York': 6,
  London: 6,
  Berlin: 3,
  Paris: 3,
  Boston: 2.5,
  'Los Angeles': 2.5,
  Singapore: 2.5,
  Bangalore: 2.5,
  Toronto: 2,
  Austin: 2,
  Seattle: 2,
  Stockholm: 2,
  Amsterdam: 2,
  'Tel Aviv': 2,
  Sydney: 2,
}

/** A fictional publication, its monthly readers and where it is based. */
export interface DemoPublication {
  name: string
  audience: number
  /** Topics it is known for: many of its journalists cover one of them. */
  focus?: string[]
}

export const DEMO_PUBLICATIONS: readonly DemoPublication[] = [
  { name: 'The Ledger Daily', audience: 2_400_000, focus: ['Fintech', 'Crypto', 'Personal Finance'] },
  { name: 'Circuit Weekly', audience: 850_000, focus: ['Hardware', 'Semiconductors', 'Wearables'] },
  { name: 'Northwind Business Review', audience: 1_900_000 },
  { name: 'Greenline Post', audience: 640_000, focus: ['Climate', 'Solar', 'Batteries', 'Carbon Removal'] },
  { name: 'Pixel & Play', audience: 1_200_000, focus: ['Gaming', 'AR/VR', 'Consumer Apps'] },
  { name: 'The Venture Wire', audience: 980_000 },
  { name: 'Byteline', audience: 3_100_000 },
  { name: 'Harbor City Times', audience: 4_500_000 },
  { name: 'Signal & Noise', audience: 420_000, focus: ['Cybersecurity', 'Privacy'] },
  { name: 'The Founders Gazette', audience: 310_000 },
  { name: 'Quantum Courier', audience: 150_000, focus: ['Quantum Computing', 'Semiconductors', 'Space'] },
  { name: 'Metro Tech Journal', audience: 760_000 },
  { name: 'The Daily Stack', audience: 1_350_000, focus: ['Developer Tools', 'Cloud Computing', 'SaaS'] },
  { name: 'Open Markets Monitor', audience: 530_000 },
  { name: 'Frontier Science Review', audience: 690_000, focus: ['Biotech', 'Genomics', 'Drug Discovery'] },
  { name: 'The Policy Desk', audience: 270_000, focus: ['Privacy', 'Govtech', 'Defense Tech'] },
  { name: 'Launchpad Magazine', audience: 380_000 },
  { name: 'Continental Tech', audience: 1_100_000 },
  { name: 'The Product Bench', audience: 920_000, focus: ['Hardware', 'Smart Home', 'Wearables'] },
  { name: 'Coastline Chronicle', audience: 2_050_000 },
  { name: 'Meridian Money', audience: 1_600_000, focus: ['Fintech', 'Personal Finance', 'Insurtech'] },
  { name: 'Carbon Weekly', audience: 210_000, focus: ['Climate', 'Carbon Removal', 'Hydrogen'] },
  { name: 'Gridlock', audience: 175_000, focus: ['Mobility', 'Batteries', 'Logistics'] },
  { name: 'The Ward Round', audience: 330_000, focus: ['Health', 'Medical Devices', 'Mental Health'] },
  { name: 'Helix Dispatch', audience: 240_000, focus: ['Biotech', 'Genomics', 'Drug Discovery'] },
  { name: 'Orbital Notes', audience: 95_000, focus: ['Space', 'Drones', 'Defense Tech'] },
  { name: 'The Checkout', audience: 450_000, focus: ['E-commerce', 'Fashion', 'Beauty'] },
  { name: 'Classroom Signal', audience: 120_000, focus: ['EdTech'] },
  { name: 'Chain Reaction', audience: 560_000, focus: ['Crypto'] },
  { name: 'Machine Minds', audience: 1_450_000, focus: ['AI', 'Robotics', 'Quantum Computing'] },
  { name: 'The Model Card', audience: 380_000, focus: ['AI', 'Data Infrastructure', 'Open Source'] },
  { name: 'Servo Review', audience: 88_000, focus: ['Robotics', 'Manufacturing', 'Drones'] },
  { name: 'Harvest Ledger', audience: 72_000, focus: ['Agtech', 'Foodtech', 'Water'] },
  { name: 'The Plate', audience: 510_000, focus: ['Foodtech', 'Travel'] },
  { name: 'Brick & Beam', audience: 140_000, focus: ['Proptech', 'Construction Tech'] },
  { name: 'Docket Digital', audience: 66_000, focus: ['Legal Tech', 'Privacy'] },
  { name: 'The People Desk', audience: 230_000, focus: ['HR Tech', 'Future of Work'] },
  { name: 'Funnel Weekly', audience: 190_000, focus: ['Marketing Tech', 'Adtech', 'Creator Economy'] },
  { name: 'Civic Code', audience: 54_000, focus: ['Govtech', 'Accessibility'] },
  { name: 'Wafer Times', audience: 130_000, focus: ['Semiconductors', 'Hardware'] },
  { name: 'Voltage', audience: 610_000, focus: ['Batteries', 'Solar', 'Nuclear', 'Mobility'] },
  { name: 'Freight Line', audience: 160_000, focus: ['Logistics', 'Supply Chain'] },
  { name: 'Wanderlist', audience: 870_000, focus: ['Travel'] },
  { name: 'The Green Room', audience: 990_000, focus: ['Media', 'Music', 'Creator Economy'] },
  { name: 'Backstage Pass', audience: 340_000, focus: ['Music', 'Media'] },
  { name: 'Full Time', audience: 1_250_000, focus: ['Sports Tech'] },
  { name: 'Threadcount', audience: 300_000, focus: ['Fashion', 'Beauty', 'Circular Economy'] },
  { name: 'Calm Signal', audience: 110_000, focus: ['Mental Health', 'Femtech', 'Elder Care'] },
  { name: 'Headset Weekly', audience: 205_000, focus: ['AR/VR', 'Gaming'] },
  { name: 'Homebase', audience: 260_000, focus: ['Smart Home', 'IoT'] },
  { name: 'The Cloud Report', audience: 720_000, focus: ['Cloud Computing', 'Data Infrastructure', 'SaaS'] },
  { name: 'Commit Log', audience: 280_000, focus: ['Open Source', 'Developer Tools', 'No-Code'] },
  { name: 'Spectrum Daily', audience: 180_000, focus: ['Telecom', 'IoT'] },
  { name: 'The Feed', audience: 1_700_000, focus: ['Social Media', 'Consumer Apps', 'Creator Economy'] },
  { name: 'Pocketbook', audience: 640_000, focus: ['Personal Finance', 'Fintech'] },
  { name: 'Evening Lantern', audience: 3_600_000 },
  { name: 'Atlas Morning Post', audience: 5_200_000 },
  { name: 'Startup Almanac', audience: 260_000 },
  { name: 'The Long Read Review', audience: 450_000 },
  { name: 'Ridgeline Business Journal', audience: 820_000 },
  { name: 'Tidewater Telegraph', audience: 1_050_000 },
  { name: 'Second Draft', audience: 58_000 },
]

export const FIRST_NAMES =
  'Ada Alex Amara Ben Bianca Carlos Chen Dana Dev Elena Emeka Farah Felix Grace Hana Hugo Ines Isaac Jana Jonas Kai Kavya Lena Leo Lina Marco Maya Mei Nadia Nico Noor Olga Omar Priya Rafael Rosa Sam Sara Tariq Theo Uma Vera Wes Yara Yusuf Zoe Aiko Amir Anouk Arjun Astrid Beatriz Bodhi Camille Chidi Cyrus Dario Eitan Elif Esther Fatima Freya Gabriel Hamid Ingrid Ivan Jin Joaquin Kenji Kofi Laila Lucia Magnus Malik Mateo Nia Oskar Paloma Quentin Ravi Saoirse Sofia Tomas Valentina Wanjiru Xavier Yuki Zainab'.split(
    ' ',
  )
export const LAST_NAMES =
  'Abbott Bauer Castillo Dubois Eriksen Fischer Garcia Haddad Ito Jensen Kowalski Larsen Moreau Nakamura Okafor Petrov Quinn Rossi Sato Schmidt Tanaka Urban Vargas Weber Xu Yilmaz Zimmer Novak Brennan Mensah Lindqvist Oyelaran Marchetti Halvorsen Achterberg Kapoor Delacroix Adeyemi Alvarez Andersson Bianchi Chowdhury Costa Dang Ekström Ferreira Gallagher Hoffmann Horvath Iyer Kamau Kim Kovacs Lefebvre Lopez Mbeki Mehta Mori Nguyen Nowak Oliveira Park Rahman Reyes Sandoval Santos Silva Suzuki Takahashi Virtanen Wójcik Yamamoto Zhang Ozturk Banerjee Fontaine Kristiansen Mwangi Ortiz Pereira Sokolova'.split(
    ' ',
  )

const SYLLABLES_A =
  'Lu Ve Or Qui Kes Fa Bri Tes Nim Par Cor Hal Mo Tan Ar Zep Sol Vir Ka Del Ro Pra Su Ne Fen Bo Cal Ly Ma Io'.split(
    ' ',
  )
const SYLLABLES_B =
  'men xa bitly llio trel thom loop ra bus celly vid cyon xie dem bor yr via lo na ta ri vo ne ka'.split(' ')

/** Fictional company names ("Lumen", "Kestrel", "Vexa"), about 700 of them, none a real firm on purpose. */
export const COMPANIES = SYLLABLES_A.flatMap((a) => SYLLABLES_B.map((b) => `${a}${b}`))

export const INVESTORS = [
  'Northwind Ventures',
  'Basalt Capital',
  'Lighthouse Partners',
  'Juniper Fund',
  'Copperline VC',
  'Foundry Row',
  'Seven Oaks Capital',
  'Tidal Ventures',
]

/**
 * Headline shapes. `{subject}` is a thing the topic covers ("heat pumps"), `{topic}` the topic's own
 * name, `{company}` and `{rival}` fictional companies, `{city}` and `{country}` the journalist's own,
 * `{amount}`, `{round}`, `{n}` and `{investor}` figures and names.
 */
export const HEADLINES = [
  '{company} raises seed round to take {subject} mainstream',
  '{company} closes {amount} {round} as {subject} demand grows',
  '{company} lands {amount} {round} led by {investor}',
  '{city} startup {company} raises {amount} for {subject}',
  'Inside the {subject} startups investors are betting on this year',
  'Seed rounds shrink as {topic} investors grow cautious',
  '{investor} bets {amount} on {subject} in its biggest cheque yet',
  '{company} launches a {subject} product for small businesses',
  '{company} unveils a {subject} tool for busy teams',
  'A first look at {company}, the {topic} startup out of stealth',
  '{company} opens {city} office to win {subject} customers',
  'Hands-on: {company} wants to fix {subject} for everyone',
  '{company} acquires rival to consolidate {subject} market',
  '{company} acquires {rival} in {subject} push',
  'Why {rival} sold to {company} after five years alone',
  'Regulators turn their attention to {subject}',
  'New {subject} rules leave startups scrambling',
  'Lawmakers in {country} move to regulate {subject}',
  'What the {subject} crackdown means for founders',
  'Why {topic} founders are rethinking their go-to-market',
  'The quiet {subject} shift that big companies missed',
  '{n} {topic} startups to watch in {city}',
  'Is {subject} a bubble? The numbers say otherwise',
  'How {city} became a hub for {subject}',
  'The hidden cost of {subject}',
  '{company} founder on building {subject} tools people trust',
  'How {company} grew to a million users without ads',
  '{company} cuts {n} jobs as {subject} sales slow',
  'Spending on {subject} rose {n}% last quarter, survey finds',
  '{company} passes {n},000 customers as {subject} takes off',
  'Researchers in {city} report a breakthrough in {subject}',
  'Review: the {company} {subject} kit is almost there',
  '{company} and {rival} team up on {subject}',
  'The {subject} talent war reaches {city}',
  'Can {company} make {subject} profitable?',
  'What comes next for {subject}, according to ten founders',
] as const

export const ROUNDS = ['pre-seed round', 'seed round', 'Series A', 'Series B', 'Series C', 'growth round']
