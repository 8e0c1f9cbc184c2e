/** Every route of the site's own list, grouped by the page kind the tests expect. */
export const HOME_LEVEL = [
  '/',
  '/about-us',
  '/services',
  '/work',
  '/blog',
  '/career',
  '/contact-us',
  '/hire-developer',
];

export const SERVICE_PAGES = [
  '/services/web-mobile-apps-development',
  '/services/ecommerce-development',
  '/services/custom-software-development',
  '/services/social-media-marketing',
];

export const CASE_STUDIES = [
  'buniyaa',
  'basebone',
  'aara',
  'nebullus-buildcon',
  'shaktigroup',
  'surepeople',
  'tashima-dukes',
  'bilogi',
  'bookmyparts',
  'kp-tech',
  'nifty-trading-academy',
  'health-builder',
].map((slug) => `/work/${slug}`);

export const ARTICLES = ['/blog/startup-idea', '/blog/aggregation-theory', '/blog/designing'];

/** One page per open opening of app/content/roles.yaml. */
export const OPENINGS = [
  'business-development-executive',
  'php-developer',
  'wordpress-developer',
  'coding-trainer',
].map((slug) => `/career/${slug}`);

export const OTHER = ['/career/job-apply', '/thank-you', '/sitemap', '/privacy-policy'];

export const NOINDEX = ['/sitemap', '/thank-you'];

export const ALL_ROUTES = [...HOME_LEVEL, ...SERVICE_PAGES, ...CASE_STUDIES, ...ARTICLES, ...OPENINGS, ...OTHER];

/** Home's sections in the spec's order (ids of their <section> elements). */
export const HOME_SECTIONS = [
  'about',
  'services',
  'values',
  'consultation',
  'process',
  'portfolio-section',
  'clients-section',
  'testimonials-section',
  'technologies',
  'awards',
  'hire',
  'blog',
];
