/**
 * /career: hero, the intro with Share Resume and the hiring contact, the 'By Role'
 * tabs (every role, Angular/React included, has a panel of its own, with its open
 * openings, each linked to its own page, or the no-openings text), the five-step
 * hiring process and studio life.
 */
import type { Route } from './+types/career';
import { pageMeta, staticSection } from '../components/hydration/static-route.tsx';
import type { OpeningRow } from '../components/content/JobOpening.tsx';
import { Static } from '../components/hydration/Static.tsx';
import { Tabs } from '../components/ui/Tabs.tsx';
import { getOpenRoles, getPage, getSettings, sectionOf } from '../content/content.server.ts';
import { careersImage } from '../art/render.server.tsx';
import { headFor } from '../lib/site.server.ts';

export function loader() {
  const page = getPage('career');
  const settings = getSettings();
  return {
    head: headFor(page.seo),
    hero: page.hero,
    intro: sectionOf(page, 'intro'),
    roles: sectionOf(page, 'roles'),
    process: sectionOf(page, 'process'),
    // Life at the studio: a new joiner's first day, drawn in the portraits' style (about has the working room).
    perks: { ...sectionOf(page, 'perks'), studio: careersImage() },
    strings: page.strings,
    // Each open opening with only what its row shows (the page inlines its loader data);
    // its title links to its own page, /career/<slug>.
    roleList: getOpenRoles().map((role) => ({
      id: role.id,
      tab: role.tab,
      openings: role.openings.map(
        ({ datePosted: _posted, validThrough: _until, closed: _closed, ...shown }): OpeningRow => shown,
      ),
    })),
    contact: {
      phone: settings.contact.hiringPhone,
      tel: settings.contact.hiringPhone.replace(/[^\d+]/g, ''),
      email: settings.contact.careersEmail,
    },
  };
}

export const meta: Route.MetaFunction = pageMeta;

// The page's unchanging stretches: adopted as prerendered HTML on a full load, so their
// code is fetched only when a client navigation renders them (components/hydration/Static.tsx).
const CareerOpening = staticSection(() => import('./career.static.tsx'), 'CareerOpening');
const RolesHeader = staticSection(() => import('./career.static.tsx'), 'RolesHeader');
const RoleOpenings = staticSection(() => import('./career.static.tsx'), 'RoleOpenings');
const CareerClosing = staticSection(() => import('./career.static.tsx'), 'CareerClosing');

export default function Career({ loaderData }: Route.ComponentProps) {
  const { hero, intro, roles, process, perks, strings, roleList, contact } = loaderData;
  return (
    <>
      <Static>
        <CareerOpening hero={hero} intro={intro} strings={strings} contact={contact} />
      </Static>
      <section className="section section--alt" aria-labelledby="roles-heading">
        <div className="container">
          <Static>
            <RolesHeader roles={roles} />
          </Static>
          <Tabs
            label="By Role"
            idPrefix="role"
            orientation="vertical"
            items={roleList.map((role) => ({
              value: role.id,
              label: role.tab,
              // The tabs are hydrated; a panel's openings (native <details> disclosures) are not.
              content: (
                <Static>
                  <RoleOpenings role={role} strings={strings} />
                </Static>
              ),
            }))}
          />
        </div>
      </section>

      <Static>
        <CareerClosing process={process} perks={perks} />
      </Static>
    </>
  );
}
