/** The words the query parser knows beyond the data's own values: synonyms, filler, contact words. */

/**
 * The words a founder uses for each topic or beat, beyond the value's own name. Singular and plural
 * forms, "X tech" written as one word or two, accents and "&" for "and" are handled by rule, not listed.
 * Places and their nicknames live in shared/domain/cities.ts.
 */
export const SYNONYMS: Record<string, string[]> = {
  AI: ['artificial intelligence', 'machine learning', 'ml', 'llm', 'llms', 'genai', 'generative ai'],
  Fintech: ['fin tech', 'financial technology', 'payments', 'banking', 'neobanks'],
  Climate: ['climate tech', 'cleantech', 'clean tech', 'clean energy', 'sustainability', 'renewables'],
  Crypto: ['web3', 'blockchain', 'bitcoin', 'cryptocurrency', 'stablecoins'],
  Health: [
    'healthcare',
    'health care',
    'health tech',
    'healthtech',
    'digital health',
    'medtech',
    'telehealth',
  ],
  'E-commerce': ['ecommerce', 'e commerce', 'retail', 'online shopping'],
  Cybersecurity: ['security', 'infosec', 'cyber security', 'cyber'],
  'Developer Tools': ['devtools', 'dev tools', 'developer tooling'],
  Mobility: [
    'ev',
    'evs',
    'electric vehicle',
    'electric vehicles',
    'electric cars',
    'electric car',
    'autonomous vehicle',
    'autonomous vehicles',
    'autonomous driving',
    'self driving',
    'self driving cars',
    'transportation',
  ],
  Robotics: ['robot', 'robots', 'robotic'],
  SaaS: ['enterprise software', 'b2b software', 'software as a service', 'cloud software'],
  Biotech: ['biotechnology', 'life sciences'],
  EdTech: ['education technology', 'education', 'edutech', 'online learning'],
  Space: ['spacetech', 'space tech', 'aerospace', 'satellites'],
  Privacy: ['data privacy', 'data protection'],
  'Consumer Apps': ['mobile apps'],
  Insurtech: ['insurance'],
  Proptech: ['real estate', 'property', 'real estate tech', 'property tech'],
  Agtech: ['farming', 'agriculture', 'agritech', 'agri tech', 'farming technology', 'agrifood'],
  Foodtech: ['food', 'food delivery', 'food tech'],
  'Legal Tech': ['lawtech', 'law tech', 'legal'],
  'HR Tech': ['hr', 'human resources', 'recruiting', 'recruitment', 'hiring', 'hr software', 'payroll'],
  'Marketing Tech': ['martech', 'marketing'],
  Adtech: ['advertising', 'ads', 'online ads', 'ad tech'],
  Govtech: ['government technology', 'public sector', 'civic tech'],
  'Quantum Computing': ['quantum', 'quantum tech'],
  Semiconductors: ['chips', 'chip', 'chipmakers', 'chip industry', 'semis'],
  Batteries: ['battery storage', 'energy storage'],
  Solar: ['solar power', 'solar energy'],
  Nuclear: ['nuclear power', 'nuclear energy', 'fusion'],
  Hydrogen: ['green hydrogen', 'fuel cells'],
  'Carbon Removal': ['carbon capture', 'direct air capture', 'carbon credits'],
  Logistics: ['freight', 'shipping', 'trucking', 'last mile delivery'],
  'Supply Chain': ['supply chains', 'procurement'],
  Manufacturing: ['factories', 'industrial', '3d printing'],
  'Construction Tech': ['construction', 'contech'],
  Travel: ['traveltech', 'airlines', 'hotels', 'tourism'],
  Media: ['news media', 'publishing', 'podcasts'],
  'Creator Economy': ['creators', 'influencers', 'newsletters'],
  Music: ['music tech', 'musictech'],
  'Sports Tech': ['sports', 'sport', 'fitness'],
  Fashion: ['fashion tech', 'apparel', 'clothing'],
  Beauty: ['beauty tech', 'cosmetics', 'skincare'],
  'Mental Health': ['mental wellbeing', 'wellness', 'therapy apps'],
  Femtech: ['womens health', 'women s health', 'fertility', 'menopause'],
  'Medical Devices': ['medical device', 'medtech devices', 'medical hardware'],
  'Drug Discovery': ['pharma', 'pharmaceuticals', 'drug development', 'clinical trials'],
  Genomics: ['genetics', 'dna', 'dna sequencing', 'gene editing', 'crispr'],
  Wearables: ['smartwatch', 'smartwatches', 'fitness trackers', 'wearable tech'],
  'AR/VR': [
    'vr',
    'ar',
    'xr',
    'virtual reality',
    'augmented reality',
    'mixed reality',
    'metaverse',
    'ar vr',
    'vr ar',
  ],
  'Smart Home': ['home automation', 'connected home'],
  Drones: ['uav', 'uavs', 'unmanned aerial vehicles'],
  IoT: ['internet of things', 'connected devices'],
  'Cloud Computing': ['cloud', 'data centers', 'data centres', 'serverless'],
  'Open Source': ['oss', 'open source software'],
  'Data Infrastructure': ['databases', 'data engineering', 'big data', 'data warehouses'],
  'No-Code': ['no code', 'low code', 'lowcode', 'nocode'],
  Telecom: ['telecoms', 'telecommunications', '5g', 'telco', 'telcos'],
  'Defense Tech': ['defence tech', 'defense', 'defence', 'military tech'],
  'Future of Work': ['remote work', 'hybrid work', 'workplace'],
  'Social Media': ['social networks', 'social networking', 'social platforms'],
  'Personal Finance': ['money', 'budgeting', 'personal finances', 'wealth'],
  Accessibility: ['a11y', 'assistive technology', 'assistive tech'],
  'Elder Care': ['aging', 'ageing', 'eldercare', 'senior care'],
  Water: ['water tech'],
  'Circular Economy': ['recycling', 'reuse', 'resale'],
  // "investors" is not here: it is a word of the headlines ("investors are betting"), so it stays text.
  'Venture Capital': ['vc', 'vcs', 'venture', 'funding'],
  Startups: ['startup', 'start-ups', 'start up', 'founders'],
  Policy: ['regulation', 'regulations', 'regulatory'],
  'Product Reviews': ['reviews', 'reviewers', 'reviewer', 'gadget reviews'],
  'Enterprise Tech': ['enterprise', 'b2b'],
  'Consumer Tech': ['consumer technology', 'gadgets'],
  Markets: ['stock market', 'public markets', 'ipo', 'ipos'],
  Investigations: ['investigative', 'investigative journalism'],
}

/** A beat reached through one of these keeps the words typed too: they are words of the headlines. */
export const TEXT_SYNONYMS = new Set(['regulation', 'regulations', 'regulatory'])

/**
 * Words of news angles the stemmer does not bring together with the headline's own word: the query
 * searches for both ("acquisitions" finds "acquires").
 */
export const RELATED_WORDS: Record<string, string[]> = {
  acquisition: ['acquisition', 'acquires'],
  acquisitions: ['acquisitions', 'acquires'],
  merger: ['merger', 'acquires'],
  mergers: ['mergers', 'acquires'],
  layoffs: ['layoffs', 'cuts', 'jobs'],
  launches: ['launches', 'unveils'],
}

/** Words that say who the founder is looking for, not what they write about (the index drops them too). */
export const STOPWORDS = new Set(
  'a an and any about at based by cover covers covering for from in into journalist journalists of on or reporter reporters who whom with writer writers writing write writes the that to me find show people editors editor'.split(
    ' ',
  ),
)

/** The words of "journalists" a typo may reach ("jounalists", "reportres"). */
export const ROLE_WORDS = [
  'journalist',
  'journalists',
  'reporter',
  'reporters',
  'writer',
  'writers',
  'editor',
  'editors',
  'correspondent',
  'correspondents',
]

/**
 * The filler of a founder describing what they want ("we are a small team ... would love ..."), dropped
 * from queries only: the index keeps these words, so its statistics do not change.
 */
export const FILLER = new Set(
  `i im we were are is am be our us my you your this it its looking look want wanted need needs hoping hope
  would could should might may can love like someone somebody anyone ideally preferably please interested
  help get some just really great small team hi hello hey thanks thank re ve ll d s run runs running
  lately recently reach contact have has had who ve written wrote press correspondent correspondents
  company companies also maybe perhaps other more most many few something things etc tell story stories
  which what where there their them they he she her his if so but do does did how than then when will
  very much too ok okay verified known valid working cover covered`
    .split(/\s+/)
    .filter(Boolean),
)

/** Ways to reach a journalist, each setting the filter it names when the query asks for it. */
export const CONTACT_CHANNELS: Record<string, 'hasEmail' | 'hasTwitter' | 'hasLinkedin'> = {
  email: 'hasEmail',
  emails: 'hasEmail',
  mail: 'hasEmail',
  twitter: 'hasTwitter',
  x: 'hasTwitter',
  linkedin: 'hasLinkedin',
}

/** A channel counts after one of these ("with an email", "on X", "and LinkedIn", "I can email") ... */
export const CONTACT_CUES = new Set(
  'with by on and or has have having can a an their known verified valid working'.split(' '),
)
/** ... or before one of these ("email address", "Twitter handle", "LinkedIn profile"). */
export const CONTACT_NOUNS = new Set(
  'address addresses handle handles profile profiles account accounts'.split(' '),
)
