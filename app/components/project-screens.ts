/**
 * What each portfolio project's screens show, as data for ProjectArt: the device
 * frame, the navigation and rows of building blocks with the product's own words.
 * Screen n matches entry n of the project's `gallery` in app/content/work/<slug>.yaml.
 * Every screen has its own layout; tests/e2e check that no two drawn screens are equal.
 */

export type Frame = 'phone' | 'laptop' | 'browser';
export type Art =
  | 'print'
  | 'garment'
  | 'skyline'
  | 'factory'
  | 'hotel'
  | 'pump'
  | 'part'
  | 'cell'
  | 'person'
  | 'site'
  | 'chart'
  | 'photo';

type Pair = [string, string];

export type Block = { w?: number } & (
  | { k: 'col'; rows: Row[] }
  | { k: 'hero'; t: string; s?: string; art: Art; cta?: string }
  | { k: 'banner'; t: string; s: string }
  | { k: 'cards'; n: number; cols: number; labels?: string[]; meta?: string[]; art?: Art; progress?: boolean }
  | {
      k: 'list';
      items: string[];
      meta?: string[];
      lead?: 'thumb' | 'avatar' | 'dot' | 'time' | 'none' | 'progress';
      badge?: string[];
      art?: Art;
      times?: string[];
      pct?: number[];
    }
  | { k: 'stats'; items: Pair[] }
  | { k: 'line'; t?: string; v: number[]; base?: number[] }
  | { k: 'bars'; t?: string; v: number[] }
  | { k: 'candles'; t?: string; v: number[] }
  | { k: 'scatter'; t?: string; n: number }
  | { k: 'hbars'; items: [string, number][] }
  | { k: 'donut'; t: string; v: number }
  | { k: 'rings'; items: [string, number][] }
  | { k: 'table'; head: string[]; rows: string[][]; status?: number }
  | { k: 'kanban'; cols: [string, number][] }
  | { k: 'gantt'; rows: [string, number, number, number?][] }
  | { k: 'plan'; pins: [number, number, number][] }
  | { k: 'map'; pins: [number, number, string?][] }
  | { k: 'video'; t: string; live?: boolean; art?: Art }
  | { k: 'form'; fields: string[]; cta: string; cols?: number }
  | { k: 'chips'; items: string[]; on?: number }
  | { k: 'button'; t: string; ghost?: string; ghostColor?: string; color?: string }
  | { k: 'search'; t: string }
  | { k: 'chat'; msgs: [0 | 1, string][] }
  | { k: 'heat'; rows: string[]; cols: string[]; v: string[] }
  | { k: 'units'; v: string[] }
  | { k: 'steps'; items: string[]; on: number }
  | { k: 'options'; items: string[]; on: number; q?: string }
  | { k: 'scan'; t: string }
  | { k: 'heart'; labels: [string, number, number][] }
  | { k: 'text'; t: string; s?: string; lines: number; size?: number }
  | { k: 'photos'; n: number; art?: Art }
  | { k: 'checklist'; items: [string, boolean][] }
  | { k: 'flow'; items: Pair[] }
  | { k: 'summary'; items: Pair[] }
);

export interface Row {
  /** Share of the height. */
  h: number;
  /** Blocks side by side; each block's `w` is its share of the width (default 1). */
  b: Block[];
}

export interface ScreenDef {
  /** What the screen shows, for its accessible name. */
  label: string;
  frame: Frame;
  /** Title in the app bar or page header. */
  title: string;
  nav?: 'side' | 'top' | 'tabs' | 'none';
  menu?: string[];
  menuOn?: number;
  /** Label of the top navigation's button. */
  action?: string;
  /** Path shown in the browser's address bar. */
  path?: string;
  dark?: boolean;
  rows: Row[];
}

export interface ProjectScreens {
  client: string;
  /** Name drawn in the product's own navigation. */
  brand: string;
  domain: string;
  accent: string;
  screens: ScreenDef[];
}

const r = (h: number, ...b: Block[]): Row => ({ h, b });

export const projectScreens: Record<string, ProjectScreens> = {
  aara: {
    client: 'Aara',
    brand: 'aara',
    domain: 'aara.in',
    accent: '#c2255c',
    screens: [
      {
        label: 'storefront home with the festive edit banner and best-selling kurtas',
        frame: 'laptop',
        title: 'Home',
        nav: 'top',
        menu: ['Kurtas', 'Sarees', 'Lehengas', 'Artisans'],
        action: 'Bag (2)',
        rows: [
          r(1.25, {
            k: 'hero',
            t: 'The Festive Edit',
            s: 'Hand-block prints from Sanganer and Bagru',
            art: 'print',
            cta: 'Shop the edit',
          }),
          r(1, {
            k: 'cards',
            n: 4,
            cols: 4,
            art: 'garment',
            labels: ['Indigo Dabu kurta', 'Rani pink saree', 'Bagru anarkali', 'Mughal buti set'],
            meta: ['₹2,450', '₹5,900', '₹3,200', '₹4,150'],
          }),
        ],
      },
      {
        label: 'product page with fabric close-ups, price, size chips and the size guide',
        frame: 'laptop',
        title: 'Indigo Dabu kurta',
        nav: 'top',
        menu: ['Kurtas', 'Sarees', 'Lehengas', 'Artisans'],
        action: 'Bag (2)',
        path: '/products/indigo-dabu-kurta',
        rows: [
          r(
            1,
            {
              k: 'col',
              w: 0.9,
              rows: [r(3, { k: 'photos', n: 1, art: 'garment' }), r(1, { k: 'photos', n: 4, art: 'print' })],
            },
            {
              k: 'col',
              w: 1.1,
              rows: [
                r(2.2, {
                  k: 'text',
                  t: 'Indigo Dabu kurta',
                  s: '₹2,450 · free shipping in India',
                  lines: 3,
                  size: 1.4,
                }),
                r(0.8, { k: 'chips', items: ['XS', 'S', 'M', 'L', 'XL', 'Size guide'], on: 2 }),
                r(0.8, { k: 'button', t: 'Add to bag', ghost: 'Wishlist' }),
                r(1, {
                  k: 'summary',
                  items: [
                    ['Print', 'Dabu mud-resist'],
                    ['Fabric', 'Cotton mul'],
                    ['Ships in', '2 days'],
                  ],
                }),
              ],
            },
          ),
        ],
      },
      {
        label: 'new drops in the app, with the early-access countdown and the collection grid',
        frame: 'phone',
        title: 'New drops',
        nav: 'tabs',
        menu: ['Home', 'Drops', 'Wishlist', 'Bag'],
        menuOn: 1,
        rows: [
          r(0.7, { k: 'banner', t: 'Monsoon Bagru drop', s: 'Early access · live in 04:12:36' }),
          r(2.6, {
            k: 'cards',
            n: 4,
            cols: 2,
            art: 'print',
            labels: ['Neel kurta', 'Dhani dupatta', 'Gulabi set', 'Kesar saree'],
            meta: ['₹2,150', '₹1,290', '₹3,850', '₹6,400'],
          }),
        ],
      },
      {
        label: 'wishlist and two-step checkout with UPI, card and cash on delivery',
        frame: 'phone',
        title: 'Checkout',
        rows: [
          r(0.55, { k: 'steps', items: ['Bag', 'Address', 'Pay'], on: 2 }),
          r(1.3, {
            k: 'list',
            lead: 'thumb',
            art: 'garment',
            items: ['Indigo Dabu kurta', 'Rani pink saree'],
            meta: ['Size M · ₹2,450', 'Free size · ₹5,900'],
          }),
          r(1.5, { k: 'options', items: ['UPI · GPay, PhonePe', 'Credit or debit card', 'Cash on delivery'], on: 0 }),
          r(0.5, { k: 'button', t: 'Pay ₹8,350' }),
        ],
      },
    ],
  },

  basebone: {
    client: 'Basebone',
    brand: 'Basebone',
    domain: 'app.basebone.io',
    accent: '#e8590c',
    screens: [
      {
        label: 'site daily log with crew count, weather, photos and timed entries',
        frame: 'phone',
        title: 'Daily log',
        nav: 'tabs',
        menu: ['Log', 'Punch', 'Drawings', 'More'],
        rows: [
          r(0.8, {
            k: 'stats',
            items: [
              ['24', 'Crew on site'],
              ['31°C', 'Weather'],
              ['3', 'Deliveries'],
            ],
          }),
          r(0.9, { k: 'photos', n: 3, art: 'site' }),
          r(2, {
            k: 'list',
            lead: 'time',
            times: ['07:30', '10:15', '13:40'],
            items: ['Slab pour, level 4', 'Rebar delivery checked', 'Safety walk, tower B'],
            meta: ['Pump truck on site', '12 t, two bundles short', 'No issues logged'],
          }),
          r(0.5, { k: 'button', t: 'Submit log' }),
        ],
      },
      {
        label: 'punch list pinned on the level 3 floor plan with open, in-review and closed items',
        frame: 'phone',
        title: 'Level 3',
        nav: 'tabs',
        menu: ['Log', 'Punch', 'Drawings', 'More'],
        menuOn: 1,
        rows: [
          r(0.45, { k: 'chips', items: ['All 14', 'Open 5', 'Review 3'], on: 0 }),
          r(2.2, {
            k: 'plan',
            pins: [
              [0.22, 0.3, 0],
              [0.7, 0.25, 1],
              [0.5, 0.62, 0],
              [0.82, 0.75, 2],
              [0.2, 0.78, 2],
            ],
          }),
          r(1.3, {
            k: 'list',
            lead: 'dot',
            items: ['Door frame out of plumb', 'Missing fire sealant'],
            meta: ['Flat 302 · Carpentry', 'Shaft 2 · MEP'],
            badge: ['Open', 'Review'],
          }),
        ],
      },
      {
        label: 'portfolio dashboard with project KPIs, monthly cost bars and the share of work on schedule',
        frame: 'browser',
        title: 'Portfolio',
        nav: 'side',
        menu: ['Portfolio', 'Projects', 'Schedule', 'Punch lists', 'Reports'],
        rows: [
          r(0.7, {
            k: 'stats',
            items: [
              ['12', 'Active projects'],
              ['₹84 Cr', 'Contract value'],
              ['37', 'Open RFIs'],
              ['4', 'Behind schedule'],
            ],
          }),
          r(
            1.6,
            { k: 'bars', w: 2, t: 'Cost to date by month (₹ Cr)', v: [4, 6, 5, 8, 7, 9, 11, 10, 12] },
            { k: 'donut', t: 'Tasks on schedule', v: 82 },
          ),
        ],
      },
      {
        label: 'schedule against the baseline, with a delayed task shown in red',
        frame: 'browser',
        title: 'Schedule · Tower B',
        nav: 'side',
        menu: ['Portfolio', 'Projects', 'Schedule', 'Punch lists', 'Reports'],
        menuOn: 2,
        rows: [
          r(0.35, { k: 'chips', items: ['Week', 'Month', 'Baseline on', 'Critical path'], on: 2 }),
          r(2.4, {
            k: 'gantt',
            rows: [
              ['Excavation', 0, 1.5],
              ['Foundations', 1.2, 1.6],
              ['Level 1–4 slabs', 2.6, 2.2, 0.6],
              ['Blockwork', 3.8, 2],
              ['MEP rough-in', 4.6, 2.2],
              ['Facade', 5.6, 2.2],
            ],
          }),
        ],
      },
    ],
  },

  buniyaa: {
    client: 'Buniyaa',
    brand: 'Buniyaa',
    domain: 'seller.buniyaa.com',
    accent: '#2f9e44',
    screens: [
      {
        label: 'wholesale catalogue with category chips and products sold in sets',
        frame: 'phone',
        title: 'Buniyaa',
        nav: 'tabs',
        menu: ['Shop', 'Orders', 'Ledger', 'Account'],
        rows: [
          r(0.42, { k: 'search', t: 'Search 40,000 wholesale products' }),
          r(0.38, { k: 'chips', items: ['Sarees', 'Kidswear', 'Steel', 'Toys'], on: 0 }),
          r(2.9, {
            k: 'cards',
            n: 4,
            cols: 2,
            art: 'garment',
            labels: ['Surat georgette', 'Cotton frocks', 'Chanderi silk', 'Rayon kurtis'],
            meta: ['Set of 6 · ₹2,340', 'Set of 12 · ₹1,980', 'Set of 4 · ₹3,600', 'Set of 8 · ₹2,760'],
          }),
        ],
      },
      {
        label: 'set-wise cart with pack sizes, the order total and the credit payment option',
        frame: 'phone',
        title: 'Cart',
        rows: [
          r(2, {
            k: 'list',
            lead: 'thumb',
            art: 'garment',
            items: ['Surat georgette', 'Cotton frocks', 'Steel tiffins'],
            meta: ['2 sets × 6 pcs', '1 set × 12 pcs', '3 sets × 10 pcs'],
            badge: ['₹4,680', '₹1,980', '₹5,250'],
          }),
          r(1.2, {
            k: 'summary',
            items: [
              ['Items (78 pcs)', '₹11,910'],
              ['Delivery', 'Free'],
              ['Pay in 30 days', '₹11,910'],
            ],
          }),
          r(0.45, { k: 'button', t: 'Place order on credit' }),
        ],
      },
      {
        label: 'credit ledger with the used credit limit and recent invoices and payments',
        frame: 'phone',
        title: 'Credit ledger',
        nav: 'tabs',
        menu: ['Shop', 'Orders', 'Ledger', 'Account'],
        menuOn: 2,
        rows: [
          r(0.9, {
            k: 'stats',
            items: [
              ['₹1,24,500', 'Credit available'],
              ['12 Jun', 'Next due'],
            ],
          }),
          r(0.45, { k: 'chips', items: ['All', 'Invoices', 'Payments'], on: 0 }),
          r(2.4, {
            k: 'list',
            lead: 'none',
            items: ['Invoice #8821', 'UPI payment', 'Invoice #8790', 'Invoice #8744'],
            meta: ['2 Jun · ₹11,910', '30 May · ₹20,000', '24 May · ₹8,420', '12 May · ₹14,300'],
            badge: ['Due', 'Paid', 'Due', 'Overdue'],
          }),
        ],
      },
      {
        label: 'seller order desk with new, packing and shipped orders in a table',
        frame: 'laptop',
        title: 'Order desk',
        nav: 'side',
        menu: ['Orders', 'Catalogue', 'Payouts', 'Returns', 'Settings'],
        rows: [
          r(0.55, {
            k: 'stats',
            items: [
              ['38', 'New today'],
              ['21', 'Packing'],
              ['₹3.2 L', 'Payout due'],
            ],
          }),
          r(2.2, {
            k: 'table',
            head: ['Order', 'Retailer', 'Town', 'Sets', 'Status'],
            status: 4,
            rows: [
              ['#8821', 'Shree Ganesh Stores', 'Palanpur', '6', 'New'],
              ['#8819', 'Maa Ambe Fashion', 'Deesa', '12', 'Packing'],
              ['#8815', 'Patel Kirana', 'Mehsana', '4', 'Shipped'],
              ['#8812', 'New Sagar Dresses', 'Unjha', '9', 'Shipped'],
              ['#8807', 'Jay Bhavani Traders', 'Patan', '3', 'Delivered'],
            ],
          }),
        ],
      },
    ],
  },

  'nebullus-buildcon': {
    client: 'Nebullus Buildcon',
    brand: 'Nebullus',
    domain: 'nebullusbuildcon.com',
    accent: '#1971c2',
    screens: [
      {
        label: 'project landing page with the tower, amenities and a site-visit form',
        frame: 'laptop',
        title: 'Nebullus Heights',
        nav: 'top',
        menu: ['Projects', 'Amenities', 'Location', 'Plans'],
        action: 'Book a visit',
        path: '/projects/heights',
        rows: [
          r(
            1.5,
            {
              k: 'hero',
              w: 1.9,
              t: 'Nebullus Heights',
              s: '2 and 3 BHK on S.P. Ring Road',
              art: 'skyline',
              cta: 'Download brochure',
            },
            { k: 'form', fields: ['Name', 'Mobile', 'Preferred date'], cta: 'Book site visit' },
          ),
          r(0.75, {
            k: 'cards',
            n: 4,
            cols: 4,
            art: 'skyline',
            labels: ['Clubhouse', 'Sky garden', 'Kids play area', 'EV parking'],
          }),
        ],
      },
      {
        label: 'unit availability grid by floor, with available, on-hold and booked flats',
        frame: 'laptop',
        title: 'Availability',
        nav: 'top',
        menu: ['Projects', 'Amenities', 'Location', 'Plans'],
        action: 'Book a visit',
        path: '/projects/heights/availability',
        rows: [
          r(0.3, { k: 'chips', items: ['Tower A', 'Tower B', '2 BHK', '3 BHK'], on: 1 }),
          r(
            2.2,
            {
              k: 'units',
              w: 2,
              v: ['bbahbbaa', 'abbbahab', 'bbabbbba', 'aabhbbab', 'babbbbbb', 'bbbbabbb', 'bbbbbbbb'],
            },
            {
              k: 'col',
              rows: [
                r(2, { k: 'text', t: 'B-503 · 3 BHK', s: '1,485 sq ft · ₹96.5 L', lines: 3, size: 1.1 }),
                r(0.7, { k: 'button', t: 'Hold this flat' }),
              ],
            },
          ),
        ],
      },
      {
        label: 'lead inbox with each enquiry’s source, owner and stage',
        frame: 'browser',
        title: 'Lead inbox',
        nav: 'side',
        menu: ['Leads', 'Site visits', 'Inventory', 'Campaigns', 'Reports'],
        rows: [
          r(0.32, { k: 'chips', items: ['All 214', 'New 18', 'Follow-up 42', 'Visit booked'], on: 1 }),
          r(2.4, {
            k: 'list',
            lead: 'avatar',
            items: ['Rohan Mehta', 'Priya Shah', 'Anil Desai', 'Kavita Joshi', 'Sanjay Patel'],
            meta: [
              '3 BHK · Google Ads · 5 min ago',
              '2 BHK · 99acres · 1 h ago',
              '3 BHK · Walk-in · today',
              '2 BHK · Facebook · yesterday',
              '3 BHK · Referral · 2 days ago',
            ],
            badge: ['New', 'Follow-up', 'Booked visit', 'New', 'Won'],
          }),
        ],
      },
      {
        label: 'campaign performance with leads, cost per lead and leads by source over time',
        frame: 'browser',
        title: 'Campaigns',
        nav: 'side',
        menu: ['Leads', 'Site visits', 'Inventory', 'Campaigns', 'Reports'],
        menuOn: 3,
        rows: [
          r(0.7, {
            k: 'stats',
            items: [
              ['1,248', 'Leads this quarter'],
              ['₹412', 'Cost per lead'],
              ['9.6%', 'Visit rate'],
            ],
          }),
          r(
            1.7,
            { k: 'line', w: 1.6, t: 'Leads per week', v: [42, 55, 48, 70, 66, 88, 94, 102] },
            {
              k: 'hbars',
              items: [
                ['Google', 84],
                ['Meta', 66],
                ['99acres', 41],
                ['Walk-in', 28],
              ],
            },
          ),
        ],
      },
    ],
  },

  shaktigroup: {
    client: 'Shakti Group',
    brand: 'SHAKTI',
    domain: 'shaktigroup.in',
    accent: '#5c7080',
    screens: [
      {
        label: 'group home page with the manufacturing hero and the four businesses',
        frame: 'laptop',
        title: 'Shakti Group',
        nav: 'top',
        menu: ['Businesses', 'Products', 'Dealers', 'Careers'],
        action: 'Contact',
        rows: [
          r(1.3, {
            k: 'hero',
            t: 'Engineering since 1984',
            s: 'Pumps, motors, castings and solar',
            art: 'factory',
            cta: 'Our businesses',
          }),
          r(0.95, {
            k: 'cards',
            n: 4,
            cols: 4,
            art: 'factory',
            labels: ['Shakti Pumps', 'Shakti Motors', 'Shakti Castings', 'Shakti Solar'],
            meta: ['Since 1984', 'Since 1995', 'Since 2003', 'Since 2016'],
          }),
        ],
      },
      {
        label: 'pump selector with duty-point inputs and matching pumps with their curves',
        frame: 'laptop',
        title: 'Pump selector',
        nav: 'top',
        menu: ['Businesses', 'Products', 'Dealers', 'Careers'],
        action: 'Contact',
        path: '/pumps/selector',
        rows: [
          r(
            1,
            { k: 'form', w: 0.8, fields: ['Head (m)', 'Flow (m³/h)', 'Phase', 'Application'], cta: 'Find pumps' },
            {
              k: 'col',
              w: 1.6,
              rows: [
                r(1.2, {
                  k: 'line',
                  t: 'Head vs flow · SPV-12',
                  v: [64, 62, 59, 55, 49, 41, 30],
                  base: [52, 52, 52, 52, 52, 52, 52],
                }),
                r(1, {
                  k: 'cards',
                  n: 3,
                  cols: 3,
                  art: 'pump',
                  labels: ['SPV-12 · 7.5 HP', 'SPV-10 · 5 HP', 'SMB-8 · 3 HP'],
                }),
              ],
            },
          ),
        ],
      },
      {
        label: 'dealer ordering portal with stock, dealer prices and the order summary',
        frame: 'browser',
        title: 'New order',
        nav: 'side',
        menu: ['Order', 'Orders', 'Warranty', 'Schemes', 'Ledger'],
        rows: [
          r(
            1,
            {
              k: 'table',
              w: 2,
              head: ['Model', 'Stock', 'Dealer price', 'Qty'],
              rows: [
                ['SPV-12 7.5 HP', 'In stock', '₹38,400', '4'],
                ['SPV-10 5 HP', 'In stock', '₹29,900', '6'],
                ['SMB-8 3 HP', '12 days', '₹18,250', '10'],
                ['Control panel', 'In stock', '₹6,800', '10'],
              ],
            },
            {
              k: 'col',
              rows: [
                r(2, {
                  k: 'summary',
                  items: [
                    ['Items', '30'],
                    ['Scheme discount', '−₹14,200'],
                    ['GST 18%', '₹78,410'],
                    ['Total', '₹5,14,010'],
                  ],
                }),
                r(0.6, { k: 'button', t: 'Place order' }),
              ],
            },
          ),
        ],
      },
      {
        label: 'warranty claim review with the claim list, site photos and approve or reject',
        frame: 'browser',
        title: 'Warranty claims',
        nav: 'side',
        menu: ['Order', 'Orders', 'Warranty', 'Schemes', 'Ledger'],
        menuOn: 2,
        rows: [
          r(
            1,
            {
              k: 'list',
              lead: 'none',
              items: ['WC-2291', 'WC-2288', 'WC-2280', 'WC-2274'],
              meta: ['SPV-10 · Rajkot', 'SMB-8 · Nashik', 'SPV-12 · Indore', 'SMB-8 · Surat'],
              badge: ['Review', 'Review', 'Approved', 'Rejected'],
            },
            {
              k: 'col',
              w: 1.3,
              rows: [
                r(1.1, {
                  k: 'text',
                  t: 'WC-2291 · SPV-10',
                  s: 'Installed 14 Feb · motor winding',
                  lines: 2,
                  size: 1.1,
                }),
                r(1, { k: 'photos', n: 3, art: 'pump' }),
                r(0.5, { k: 'button', t: 'Approve', ghost: 'Reject', ghostColor: '#e03131', color: '#2f9e44' }),
              ],
            },
          ),
        ],
      },
    ],
  },

  surepeople: {
    client: 'SurePeople',
    brand: 'SurePeople',
    domain: 'app.surepeople.com',
    accent: '#7048e8',
    screens: [
      {
        label: 'team health overview with engagement KPIs and a heat map by team',
        frame: 'browser',
        title: 'Team health',
        nav: 'side',
        menu: ['Overview', 'Drivers', 'Attrition', 'Actions', 'Surveys'],
        rows: [
          r(0.65, {
            k: 'stats',
            items: [
              ['74', 'Engagement'],
              ['+6', 'eNPS'],
              ['88%', 'Response rate'],
              ['3', 'Teams at risk'],
            ],
          }),
          r(2, {
            k: 'heat',
            rows: ['Engineering', 'Sales', 'Support', 'Marketing', 'Finance'],
            cols: ['Growth', 'Recognition', 'Workload', 'Manager', 'Belonging', 'Pay'],
            v: ['332132', '231023', '120312', '323332', '232221'],
          }),
        ],
      },
      {
        label: 'engagement drivers ranked by score, with the weakest drivers highlighted',
        frame: 'browser',
        title: 'Engagement drivers',
        nav: 'side',
        menu: ['Overview', 'Drivers', 'Attrition', 'Actions', 'Surveys'],
        menuOn: 1,
        rows: [
          r(0.32, { k: 'chips', items: ['All teams', 'Engineering', 'Sales', 'Last 90 days'], on: 0 }),
          r(
            2,
            {
              k: 'hbars',
              w: 1.7,
              items: [
                ['Manager support', 86],
                ['Belonging', 79],
                ['Growth', 68],
                ['Recognition', 57],
                ['Workload', 44],
                ['Pay fairness', 39],
              ],
            },
            { k: 'donut', t: 'Favourable', v: 71 },
          ),
        ],
      },
      {
        label: 'attrition risk scatter of tenure against engagement, with people at risk listed',
        frame: 'browser',
        title: 'Attrition risk',
        nav: 'side',
        menu: ['Overview', 'Drivers', 'Attrition', 'Actions', 'Surveys'],
        menuOn: 2,
        rows: [
          r(
            1,
            { k: 'scatter', w: 1.5, t: 'Engagement against tenure', n: 46 },
            {
              k: 'list',
              lead: 'avatar',
              items: ['Asha Kumar', 'Dev Malhotra', 'Irene Costa', 'Tom Becker'],
              meta: ['Support · 14 mo', 'Sales · 9 mo', 'Engineering · 2 y', 'Finance · 11 mo'],
              badge: ['High', 'High', 'Medium', 'Medium'],
            },
          ),
        ],
      },
      {
        label: 'action planner with each team’s commitments by stage, owner and due date',
        frame: 'browser',
        title: 'Action planner',
        nav: 'side',
        menu: ['Overview', 'Drivers', 'Attrition', 'Actions', 'Surveys'],
        menuOn: 3,
        rows: [
          r(0.3, { k: 'chips', items: ['Workload', 'Recognition', 'Pay fairness'], on: 0 }),
          r(2.2, {
            k: 'kanban',
            cols: [
              ['Planned', 4],
              ['In progress', 3],
              ['Checking in', 2],
              ['Done', 4],
            ],
          }),
        ],
      },
    ],
  },

  'tashima-dukes': {
    client: 'Tashima Dukes',
    brand: 'Tashima Dukes',
    domain: 'tashimadukes.com',
    accent: '#8c6d46',
    screens: [
      {
        label: 'collection home page with a full-width landscape and the booking bar',
        frame: 'laptop',
        title: 'Home',
        nav: 'top',
        menu: ['Houses', 'Stays', 'Events', 'Journal'],
        action: 'Book direct',
        rows: [
          r(2.2, {
            k: 'hero',
            t: 'Five houses, one welcome',
            s: 'Boutique stays in the hills and by the sea',
            art: 'hotel',
          }),
          r(0.6, {
            k: 'form',
            fields: ['Where', 'Check in', 'Check out', 'Guests'],
            cta: 'Check availability',
            cols: 4,
          }),
        ],
      },
      {
        label: 'find your house with a map of the properties and their nightly rates',
        frame: 'laptop',
        title: 'Find your house',
        nav: 'top',
        menu: ['Houses', 'Stays', 'Events', 'Journal'],
        action: 'Book direct',
        path: '/houses',
        rows: [
          r(
            1,
            {
              k: 'map',
              w: 1.3,
              pins: [
                [0.25, 0.35, 'Hill House'],
                [0.55, 0.62, 'Lake Lodge'],
                [0.78, 0.28, 'Sea Villa'],
              ],
            },
            {
              k: 'list',
              lead: 'thumb',
              art: 'hotel',
              items: ['The Hill House', 'Lake Lodge', 'Sea Villa'],
              meta: ['Mussoorie · from ₹14,500', 'Udaipur · from ₹18,900', 'Goa · from ₹22,000'],
            },
          ),
        ],
      },
      {
        label: 'stay packages with three offers, their inclusions and prices',
        frame: 'laptop',
        title: 'Stay packages',
        nav: 'top',
        menu: ['Houses', 'Stays', 'Events', 'Journal'],
        action: 'Book direct',
        path: '/stays',
        rows: [
          r(0.4, { k: 'chips', items: ['All stays', 'Romance', 'Family', 'Wellness'], on: 0 }),
          r(2, {
            k: 'cards',
            n: 3,
            cols: 3,
            art: 'hotel',
            labels: ['Monsoon escape · 3 nights', 'Family long weekend', 'Slow mornings spa stay'],
            meta: [
              'From ₹38,000 · breakfast and dinner',
              'From ₹52,000 · kids stay free',
              'From ₹44,500 · two treatments',
            ],
          }),
        ],
      },
      {
        label: 'events enquiry with a venue photo and the enquiry form',
        frame: 'laptop',
        title: 'Events',
        nav: 'top',
        menu: ['Houses', 'Stays', 'Events', 'Journal'],
        action: 'Book direct',
        path: '/events',
        rows: [
          r(
            1,
            {
              k: 'col',
              rows: [
                r(2.2, { k: 'photos', n: 1, art: 'hotel' }),
                r(1, { k: 'text', t: 'Weddings and retreats', lines: 2, size: 1.1 }),
              ],
            },
            {
              k: 'form',
              w: 1.1,
              fields: ['Event type', 'Guests', 'Preferred house', 'Dates', 'Name', 'E-mail'],
              cols: 2,
              cta: 'Send enquiry',
            },
          ),
        ],
      },
    ],
  },

  bilogi: {
    client: 'Bilogi',
    brand: 'Bilogi',
    domain: 'bilogi.app',
    accent: '#12b886',
    screens: [
      {
        label: 'lesson player with an animated cell diagram and the chapter’s lessons',
        frame: 'phone',
        title: 'The cell',
        nav: 'tabs',
        menu: ['Learn', 'Practice', 'Models', 'Saved'],
        rows: [
          r(1.5, { k: 'video', t: 'Organelles and their jobs · 6:40', art: 'cell' }),
          r(2, {
            k: 'list',
            lead: 'progress',
            items: ['Cell membrane', 'Mitochondria', 'Nucleus and DNA', 'Cell division'],
            pct: [100, 100, 45, 0],
          }),
        ],
      },
      {
        label: '3D heart model with labelled chambers and a rotate control',
        frame: 'phone',
        title: 'Human heart',
        dark: true,
        nav: 'tabs',
        menu: ['Learn', 'Practice', 'Models', 'Saved'],
        menuOn: 2,
        rows: [
          r(3, {
            k: 'heart',
            labels: [
              ['Aorta', 0.54, 0.18],
              ['Right atrium', 0.36, 0.42],
              ['Left ventricle', 0.62, 0.62],
            ],
          }),
          r(0.5, { k: 'chips', items: ['Exterior', 'Section', 'Blood flow'], on: 1 }),
        ],
      },
      {
        label: 'adaptive practice question with four answers and the topic’s progress',
        frame: 'phone',
        title: 'Practice · NEET',
        nav: 'tabs',
        menu: ['Learn', 'Practice', 'Models', 'Saved'],
        menuOn: 1,
        rows: [
          r(0.4, { k: 'steps', items: ['Q6', 'Q7', 'Q8', 'Q9', 'Q10'], on: 2 }),
          r(2.6, {
            k: 'options',
            q: 'Where does the Krebs cycle occur?',
            items: ['Cytoplasm', 'Mitochondrial matrix', 'Ribosome', 'Golgi body'],
            on: 1,
          }),
          r(0.45, { k: 'button', t: 'Check answer' }),
        ],
      },
      {
        label: 'offline downloads with download progress and the storage used',
        frame: 'phone',
        title: 'Downloads',
        rows: [
          r(0.7, { k: 'banner', t: '1.2 GB of 4 GB used', s: 'Downloads play without a connection' }),
          r(2.8, {
            k: 'list',
            lead: 'progress',
            items: ['Genetics · 14 lessons', 'Plant physiology', 'Human physiology', 'Ecology'],
            pct: [100, 100, 62, 18],
            badge: ['Downloaded', 'Downloaded', '62%', '18%'],
          }),
        ],
      },
    ],
  },

  bookmyparts: {
    client: 'BookMyParts',
    brand: 'BookMyParts',
    domain: 'bookmyparts.in',
    accent: '#f59f00',
    screens: [
      {
        label: 'VIN scan with the camera frame over the vehicle’s VIN plate',
        frame: 'phone',
        title: 'Scan VIN',
        dark: true,
        rows: [r(1, { k: 'scan', t: 'MA3EWDE1S00 482913' })],
      },
      {
        label: 'parts that fit the scanned car, with fit badges, prices and same-day delivery',
        frame: 'phone',
        title: 'Parts that fit',
        nav: 'tabs',
        menu: ['Home', 'Garage', 'Orders', 'Account'],
        menuOn: 1,
        rows: [
          r(0.6, { k: 'banner', t: 'Maruti Swift VXi · 2019', s: 'Petrol · 1.2 L · VIN verified' }),
          r(0.4, { k: 'chips', items: ['Brakes', 'Filters', 'Clutch', 'Lights'], on: 0 }),
          r(2.6, {
            k: 'list',
            lead: 'thumb',
            art: 'part',
            items: ['Front brake pads', 'Brake disc, front', 'Brake fluid DOT 4'],
            meta: ['Bosch · ₹1,240 · today', 'Brembo · ₹2,890 · today', 'Castrol · ₹420 · tomorrow'],
            badge: ['Fits', 'Fits', 'Fits'],
          }),
        ],
      },
      {
        label: 'web catalogue with vehicle filters and a grid of matching parts',
        frame: 'laptop',
        title: 'Catalogue',
        nav: 'top',
        menu: ['Cars', 'Bikes', 'Garages', 'Offers'],
        action: 'My garage',
        path: '/catalogue/brakes',
        rows: [
          r(0.38, { k: 'search', t: 'Search by part, brand or OEM number' }),
          r(
            2,
            { k: 'form', w: 0.55, fields: ['Make', 'Model', 'Year', 'Fuel'], cta: 'Apply' },
            {
              k: 'cards',
              w: 1.6,
              n: 6,
              cols: 3,
              art: 'part',
              labels: ['Brake pads', 'Brake disc', 'Caliper kit', 'Brake shoe', 'Brake hose', 'ABS sensor'],
              meta: ['₹1,240', '₹2,890', '₹4,300', '₹980', '₹650', '₹3,150'],
            },
          ),
        ],
      },
      {
        label: 'vendor portal with incoming orders, dispatch times and the day’s sales',
        frame: 'browser',
        title: 'Vendor portal',
        nav: 'side',
        menu: ['Orders', 'Inventory', 'Price list', 'Payouts', 'Ratings'],
        rows: [
          r(
            0.8,
            {
              k: 'stats',
              w: 1.6,
              items: [
                ['46', 'Orders today'],
                ['18 min', 'Avg. dispatch'],
                ['98.4%', 'Fill rate'],
              ],
            },
            { k: 'bars', t: 'Sales this week', v: [32, 41, 38, 52, 47, 61, 46] },
          ),
          r(2, {
            k: 'table',
            head: ['Order', 'Part', 'Deliver to', 'Status'],
            status: 3,
            rows: [
              ['BMP-7731', 'Clutch plate, Swift', 'Naroda', 'Packing'],
              ['BMP-7729', 'Oil filter, City', 'Bopal', 'Ready'],
              ['BMP-7724', 'Headlamp, Creta', 'Maninagar', 'Shipped'],
              ['BMP-7720', 'Wiper set, i20', 'Satellite', 'Delivered'],
            ],
          }),
        ],
      },
    ],
  },

  'kp-tech': {
    client: 'KP Tech',
    brand: 'KP ERP',
    domain: 'erp.kptech.co.in',
    accent: '#0b7285',
    screens: [
      {
        label: 'estimation workbench with the bill of materials and the cost breakdown',
        frame: 'browser',
        title: 'Estimate · Q-1042',
        nav: 'side',
        menu: ['Estimates', 'Jobs', 'Materials', 'Quality', 'Dispatch'],
        rows: [
          r(
            1,
            {
              k: 'table',
              w: 1.8,
              head: ['Item', 'Grade', 'Qty', 'Cost'],
              rows: [
                ['Plate 12 mm', 'IS 2062 E250', '2.4 t', '₹1,58,400'],
                ['ISMB 300 beam', 'E350', '1.1 t', '₹78,100'],
                ['Welding, MIG', '—', '46 h', '₹41,400'],
                ['Machining', 'CNC', '18 h', '₹32,400'],
                ['Painting, epoxy', '—', '120 m²', '₹21,600'],
              ],
            },
            {
              k: 'col',
              rows: [r(1.6, { k: 'donut', t: 'Material share', v: 64 }), r(0.5, { k: 'button', t: 'Send quote' })],
            },
          ),
        ],
      },
      {
        label: 'live job board with every job card by shop-floor stage',
        frame: 'browser',
        title: 'Job board',
        nav: 'side',
        menu: ['Estimates', 'Jobs', 'Materials', 'Quality', 'Dispatch'],
        menuOn: 1,
        rows: [
          r(1, {
            k: 'kanban',
            cols: [
              ['Cutting', 3],
              ['Fabrication', 4],
              ['Machining', 2],
              ['Painting', 3],
              ['Dispatch', 1],
            ],
          }),
        ],
      },
      {
        label: 'material traceability from mill certificate to dispatched job, with heat numbers',
        frame: 'browser',
        title: 'Traceability · heat 7781',
        nav: 'side',
        menu: ['Estimates', 'Jobs', 'Materials', 'Quality', 'Dispatch'],
        menuOn: 2,
        rows: [
          r(0.75, {
            k: 'flow',
            items: [
              ['Mill cert', 'SAIL · 7781'],
              ['Goods in', 'GRN 3310'],
              ['Cut plates', '14 parts'],
              ['Job J-2207', 'Fabricated'],
              ['Dispatch', 'DC 5512'],
            ],
          }),
          r(1.6, {
            k: 'table',
            head: ['Part', 'Heat no.', 'Job', 'Test'],
            status: 3,
            rows: [
              ['Base plate BP-1', '7781', 'J-2207', 'Passed'],
              ['Gusset G-4', '7781', 'J-2207', 'Passed'],
              ['Flange F-2', '7790', 'J-2211', 'Pending'],
            ],
          }),
        ],
      },
      {
        label: 'quality dossier checklist with inspection reports and the sign-off',
        frame: 'browser',
        title: 'Quality dossier · J-2207',
        nav: 'side',
        menu: ['Estimates', 'Jobs', 'Materials', 'Quality', 'Dispatch'],
        menuOn: 3,
        rows: [
          r(
            1,
            {
              k: 'checklist',
              w: 1.3,
              items: [
                ['Mill test certificates', true],
                ['Dimensional report', true],
                ['Weld visual inspection', true],
                ['Ultrasonic test report', true],
                ['Paint DFT readings', false],
                ['Customer sign-off', false],
              ],
            },
            {
              k: 'col',
              rows: [
                r(1.2, { k: 'rings', items: [['Documents', 67]] }),
                r(0.45, { k: 'button', t: 'Export PDF dossier' }),
              ],
            },
          ),
        ],
      },
    ],
  },

  'nifty-trading-academy': {
    client: 'Nifty Trading Academy',
    brand: 'Nifty Academy',
    domain: 'niftytradingacademy.in',
    accent: '#1d3557',
    screens: [
      {
        label: 'live class with the trainer’s stream and the class chat',
        frame: 'phone',
        title: 'Live class',
        dark: true,
        rows: [
          r(1.5, { k: 'video', t: 'Option Greeks in practice', live: true, art: 'chart' }),
          r(1.8, {
            k: 'chat',
            msgs: [
              [0, 'Why does theta rise near expiry?'],
              [0, 'Can we see delta on Bank Nifty?'],
              [1, 'Thanks, the chart helped'],
            ],
          }),
          r(0.4, { k: 'search', t: 'Ask the trainer a question' }),
        ],
      },
      {
        label: 'paper trading with a candlestick chart and buy and sell buttons',
        frame: 'phone',
        title: 'Paper trading',
        nav: 'tabs',
        menu: ['Learn', 'Trade', 'Portfolio', 'Profile'],
        menuOn: 1,
        rows: [
          r(0.7, {
            k: 'stats',
            items: [
              ['24,318', 'NIFTY 50'],
              ['+0.82%', 'Today'],
            ],
          }),
          r(2, { k: 'candles', v: [100, 103, 101, 106, 104, 108, 107, 111, 109, 114, 112, 116] }),
          r(0.6, { k: 'summary', items: [['Virtual funds', '₹10,00,000']] }),
          r(0.45, { k: 'button', t: 'Buy', ghost: 'Sell', ghostColor: '#e03131', color: '#2f9e44' }),
        ],
      },
      {
        label: 'course library with course cards and each learner’s progress',
        frame: 'laptop',
        title: 'Courses',
        nav: 'top',
        menu: ['Courses', 'Live', 'Practice', 'Mentors'],
        action: 'My learning',
        path: '/courses',
        rows: [
          r(0.35, { k: 'chips', items: ['All', 'Beginner', 'Options', 'Technical analysis'], on: 0 }),
          r(2, {
            k: 'cards',
            n: 6,
            cols: 3,
            art: 'chart',
            progress: true,
            labels: [
              'Stock market basics',
              'Reading candlesticks',
              'Options from zero',
              'Risk and position sizing',
              'Swing trading setups',
              'Futures and hedging',
            ],
          }),
        ],
      },
      {
        label: 'trainer batch dashboard with attendance by week and each learner’s scores',
        frame: 'browser',
        title: 'Batch · Weekend 14',
        nav: 'side',
        menu: ['Batches', 'Schedule', 'Learners', 'Assessments', 'Payments'],
        rows: [
          r(
            1,
            { k: 'bars', w: 1, t: 'Attendance by week (%)', v: [96, 92, 94, 88, 90, 86, 91, 93] },
            {
              k: 'stats',
              w: 1,
              items: [
                ['38', 'Learners'],
                ['91%', 'Attendance'],
              ],
            },
          ),
          r(1.4, {
            k: 'table',
            head: ['Learner', 'Attendance', 'Quiz avg.', 'Status'],
            status: 3,
            rows: [
              ['Nikhil Rao', '100%', '86%', 'On track'],
              ['Sneha Iyer', '92%', '78%', 'On track'],
              ['Aakash Jain', '64%', '52%', 'At risk'],
            ],
          }),
        ],
      },
    ],
  },

  'health-builder': {
    client: 'Health Builder',
    brand: 'Health Builder',
    domain: 'healthbuilder.app',
    accent: '#f03e3e',
    screens: [
      {
        label: 'today’s plan with activity rings and the day’s tasks',
        frame: 'phone',
        title: 'Today',
        nav: 'tabs',
        menu: ['Today', 'Food', 'Train', 'Coach'],
        rows: [
          r(1.2, {
            k: 'rings',
            items: [
              ['Move', 72],
              ['Protein', 58],
              ['Water', 85],
            ],
          }),
          r(2.2, {
            k: 'list',
            lead: 'time',
            times: ['07:00', '13:00', '18:30'],
            items: ['Upper body, 40 min', 'Lunch: 35 g protein', 'Evening walk, 6,000 steps'],
            badge: ['Done', 'Due', 'Due'],
          }),
        ],
      },
      {
        label: 'meal logging with search, macro targets and today’s meals',
        frame: 'phone',
        title: 'Food log',
        nav: 'tabs',
        menu: ['Today', 'Food', 'Train', 'Coach'],
        menuOn: 1,
        rows: [
          r(0.4, { k: 'search', t: 'Search dal, roti, paneer…' }),
          r(1.2, {
            k: 'hbars',
            items: [
              ['Protein', 58],
              ['Carbs', 71],
              ['Fat', 44],
            ],
          }),
          r(2, {
            k: 'list',
            lead: 'thumb',
            items: ['Poha with peanuts', 'Dal, 2 rotis, salad', 'Paneer tikka'],
            meta: ['Breakfast · 320 kcal', 'Lunch · 540 kcal', 'Snack · 260 kcal'],
          }),
        ],
      },
      {
        label: 'workout player with the exercise video, set counter and rest timer',
        frame: 'phone',
        title: 'Workout',
        dark: true,
        rows: [
          r(2, { k: 'video', t: 'Goblet squat · set 2 of 4' }),
          r(0.8, {
            k: 'stats',
            items: [
              ['12', 'Reps'],
              ['16 kg', 'Weight'],
              ['0:45', 'Rest'],
            ],
          }),
          r(0.45, { k: 'button', t: 'Finish set' }),
        ],
      },
      {
        label: 'weekly coach check-in chat with progress photos and feedback',
        frame: 'phone',
        title: 'Coach Ritu',
        nav: 'tabs',
        menu: ['Today', 'Food', 'Train', 'Coach'],
        menuOn: 3,
        rows: [
          r(0.9, { k: 'photos', n: 3, art: 'person' }),
          r(2.4, {
            k: 'chat',
            msgs: [
              [1, 'Week 6 check-in: down 0.8 kg'],
              [0, 'Great work! Waist is down too.'],
              [0, 'Adding one leg day next week.'],
              [1, 'Sounds good, see you Monday'],
            ],
          }),
          r(0.4, { k: 'search', t: 'Message your coach' }),
        ],
      },
    ],
  },
};
