/**
 * The staff inbox for daily work (issue 32, section 3), through app.inject: one status
 * system (stages, spam a mark; the old Handled rows migrated), filters that are links,
 * times in the agency's time zone, staff words on the main screens with the technical
 * record folded away, e-mail and phone as links and the start of each message, an
 * owner and a follow-up date per submission, bulk actions with CSRF, each member of
 * staff's morning digest through the outbox, a resume that opens or downloads, and the
 * overview's chart with its axes.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { FastifyInstance } from 'fastify';
import type { SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { MIGRATIONS_FOLDER } from '../../server/db/client.ts';
import { saveAccount, setAccountEmail } from '../../server/db/staff.ts';
import { queueDigests } from '../../server/mail/digest.ts';
import { OutboxWorker } from '../../server/mail/worker.ts';
import { hashPasswordSync } from '../../server/password.ts';
import { siteSettings } from '../../server/site-settings.ts';
import { axisTicks, monthLabel } from '../../server/admin/views/LeadsBySource.tsx';
import { docxFile, pdfFile } from '../support/resumes.ts';
import { adminApp, get, Jar, postForm, signIn, STAFF_USER } from '../support/admin.ts';
import { query, row, submit, VALID } from '../support/forms.ts';
import { fastOutbox } from '../support/mail.ts';

/** 08:30 in Kolkata on Monday 7 December 2026. */
const NOW = new Date('2026-12-07T03:00:00Z');
const TODAY = '2026-12-07';

async function submitted(app: FastifyInstance, form: 'contact' | 'hire' | 'job-apply', values: Record<string, string>) {
  const files =
    form === 'job-apply' ? [{ filename: 'Asha CV.pdf', type: 'application/pdf', data: pdfFile('Asha Iyer') }] : [];
  const res = await submit(app, form, values, files);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

/** A page's markup without what <details> folds away. */
const unfolded = (body: string) => body.replace(/<details[\s\S]*?<\/details>/g, '');
/** The text a member of staff reads on a page at first sight: no markup, nothing folded away. */
const visibleText = (body: string) =>
  unfolded(body)
    .replace(/<(title|style)[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&');

describe('the old Open / Handled / Spam rows become stages', () => {
  it(
    'moves a Handled submission still at New to the next stage, in its history, and drops handled_at',
    { timeout: 120_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'desk-inbox-migration-'));
      try {
        // The migrations before this one, as a database of the previous release has them.
        const before = join(dir, 'migrations');
        cpSync(MIGRATIONS_FOLDER, before, { recursive: true });
        const journal = JSON.parse(readFileSync(join(before, 'meta/_journal.json'), 'utf8')) as {
          entries: { tag: string }[];
        };
        const index = journal.entries.findIndex((entry) => entry.tag.endsWith('inbox_owner_follow_up_digest'));
        expect(index).toBeGreaterThan(0);
        journal.entries = journal.entries.slice(0, index);
        writeFileSync(join(before, 'meta/_journal.json'), JSON.stringify(journal));
        const client = new PGlite();
        const db = drizzle({ client });
        await migrate(db, { migrationsFolder: before });
        const insert = (table: string, values: string) =>
          client.exec(`INSERT INTO ${table} (id, client_address, user_agent, ${values}`);
        const columns = (handled: string, stage: string, spam = false) =>
          `${handled === 'null' ? 'null' : `'${handled}'`}, '${stage}', ${spam}`;
        await insert(
          'contact_enquiries',
          `fullname, email, phone, budget, message, handled_at, stage, is_spam) VALUES
          ('00000000-0000-4000-8000-000000000001', '203.0.113.1', 'x', 'Handled new', 'a@example.com', '1', 'b', 'm', ${columns('2026-11-02T10:00:00Z', 'new')}),
          ('00000000-0000-4000-8000-000000000002', '203.0.113.1', 'x', 'Handled won', 'a@example.com', '1', 'b', 'm', ${columns('2026-11-02T10:00:00Z', 'won')}),
          ('00000000-0000-4000-8000-000000000003', '203.0.113.1', 'x', 'Open new', 'a@example.com', '1', 'b', 'm', ${columns('null', 'new')}),
          ('00000000-0000-4000-8000-000000000004', '203.0.113.1', 'x', 'Spam', 'a@example.com', '1', 'b', 'm', ${columns('null', 'new', true)})`,
        );
        await insert(
          'job_applications',
          `fullname, email, city, mobile, currentsalary, expectsalary, currentdesignation, joiningdate, experience, message, handled_at, stage) VALUES
          ('00000000-0000-4000-8000-000000000005', '203.0.113.1', 'x', 'Handled applicant', 'a@example.com', 'c', '1', '1', '1', 'd', 'j', 'e', 'm', '2026-11-03T10:00:00Z', 'new')`,
        );

        await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
        const stages = await client.query<{ fullname: string; stage: string; is_spam: boolean }>(
          'SELECT fullname, stage, is_spam FROM contact_enquiries ORDER BY id',
        );
        expect(stages.rows).toEqual([
          { fullname: 'Handled new', stage: 'contacted', is_spam: false },
          { fullname: 'Handled won', stage: 'won', is_spam: false },
          { fullname: 'Open new', stage: 'new', is_spam: false },
          { fullname: 'Spam', stage: 'new', is_spam: true },
        ]);
        const applicant = await client.query<{ stage: string }>('SELECT stage FROM job_applications');
        expect(applicant.rows).toEqual([{ stage: 'screening' }]);
        const events = await client.query<{ submission_id: string; to_stage: string; created_at: Date }>(
          "SELECT submission_id, to_stage, created_at FROM submission_events WHERE kind = 'stage' ORDER BY submission_id",
        );
        expect(events.rows.map((event) => [event.submission_id.slice(-1), event.to_stage])).toEqual([
          ['1', 'contacted'],
          ['5', 'screening'],
        ]);
        // Recorded when it was marked handled.
        expect(events.rows[0]?.created_at.toISOString()).toBe('2026-11-02T10:00:00.000Z');
        const handled = await client.query("SELECT 1 FROM information_schema.columns WHERE column_name = 'handled_at'");
        expect(handled.rows).toEqual([]);
        await client.close();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

describe('the inbox for daily work', () => {
  let app: FastifyInstance;
  let jar: Jar;
  let priya: string;
  let anil: string;
  let meera: string;
  let applicant: string;
  let wordApplicant: string;

  beforeAll(async () => {
    app = await adminApp({ clock: () => NOW });
    ({ jar } = await signIn(app));
    priya = await submitted(app, 'contact', {
      ...VALID.contact,
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'launch',
      landing_path: '/services',
      message:
        'We need a fleet tracking app for 200 trucks, with live maps and driver shifts. Our dispatchers work from two offices. Can you help us plan it?',
    });
    anil = await submitted(app, 'contact', { ...VALID.contact, fullname: 'Anil Verma', email: 'anil@example.org' });
    meera = await submitted(app, 'contact', { ...VALID.contact, fullname: 'Meera Nair', email: 'meera@example.org' });
    applicant = await submitted(app, 'job-apply', VALID['job-apply']);
    const word = await submit(app, 'job-apply', { ...VALID['job-apply'], fullname: 'Kiran Rao' }, [
      {
        filename: 'Kiran CV.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        data: docxFile(),
      },
    ]);
    wordApplicant = word.json<{ id: string }>().id;
    // Received at a known moment: 10:00 UTC, 15:30 in Kolkata.
    await query(app, sql`UPDATE contact_enquiries SET created_at = '2026-09-03T10:00:00Z' WHERE id = ${priya}`);
    for (const name of ['asha@example.com', 'vikram', 'ravi']) {
      await saveAccount(
        app.database,
        name,
        hashPasswordSync('a long password for the test', { log2N: 12, r: 8, p: 1 }),
      );
    }
    await setAccountEmail(app.database.db, 'vikram', 'vikram.sales@example.com');
  });
  afterAll(() => app?.close());

  it('shows times in the agency time zone (Asia/Kolkata by default), and refuses a zone that does not exist', async () => {
    expect(loadConfig({}).timeZone).toBe('Asia/Kolkata');
    expect(loadConfig({ AGENCY_TIME_ZONE: 'Europe/London' }).timeZone).toBe('Europe/London');
    expect(() => loadConfig({ AGENCY_TIME_ZONE: 'Mars/Olympus' })).toThrow(/AGENCY_TIME_ZONE.*IANA time zone/);
    const list = await get(app, jar, '/admin/contact');
    expect(list.body).toContain('3 Sep 2026, 15:30');
    expect(list.body).not.toContain('Sept');
    expect((await get(app, jar, `/admin/contact/${priya}`)).body).toContain('Received 3 Sep 2026, 15:30');

    const london = await adminApp({ clock: () => NOW, timeZone: 'Europe/London' });
    try {
      const other = await signIn(london);
      const id = await submitted(london, 'contact', VALID.contact);
      await query(london, sql`UPDATE contact_enquiries SET created_at = '2026-09-03T10:00:00Z' WHERE id = ${id}`);
      expect((await get(london, other.jar, `/admin/contact/${id}`)).body).toContain('Received 3 Sep 2026, 11:00');
    } finally {
      await london.close();
    }
  });

  it('lists the start of each message, e-mail and phone as links, and where it came from in plain words', async () => {
    const list = await get(app, jar, '/admin/contact');
    expect(list.body).toContain('<span class="snippet">We need a fleet tracking app for 200 trucks, with live maps');
    expect(list.body).not.toContain('Can you help us plan it?');
    expect(list.body).toContain(`href="mailto:${String(VALID.contact['email'])}?subject=`);
    expect(list.body).toContain(`href="tel:${String(VALID.contact['phone'])}">${String(VALID.contact['phone'])}</a>`);
    expect(list.body).toMatch(/href="tel:\+?\d{10,}"/);
    const row0 = await row(app, 'contact_enquiries', priya);
    const technical = [String(row0?.['client_address']), String(row0?.['user_agent']), priya, 'utm_', 'SMTP_URL'];
    for (const word of technical) expect(visibleText(list.body), word).not.toContain(word);

    const detail = await get(app, jar, `/admin/contact/${priya}`);
    const main = unfolded(detail.body);
    expect(main).toContain('Came from: </span><strong>newsletter · launch campaign</strong>');
    expect(main).toMatch(/<a href="tel:[^"]+">[^<]+<\/a>/);
    expect(main).toContain('href="mailto:');
    // The address, browser, reference and campaign fields are there, folded away.
    for (const word of technical) expect(visibleText(detail.body), word).not.toContain(word);
    expect(detail.body).toContain('<summary>Technical details</summary>');
    expect(detail.body).toContain(String(row0?.['client_address']));

    const overview = await get(app, jar, '/admin');
    expect(visibleText(overview.body)).not.toMatch(/SMTP_URL|utm_source/);
  });

  it('filters by links that keep the rest of the selection, so each applies when chosen', async () => {
    const list = await get(app, jar, '/admin/contact?q=example');
    expect(list.body).not.toContain('<select');
    expect(list.body).not.toMatch(/<button[^>]*>Filter<\/button>/);
    expect(list.body).toContain('href="/admin/contact?q=example&amp;stage=contacted"');
    expect(list.body).toContain(`href="/admin/contact?q=example&amp;owner=${STAFF_USER}"`);
    expect(list.body).toContain('href="/admin/contact?q=example&amp;due=today"');
    // A final stage is not open: its link shows every submission at it.
    expect(list.body).toContain('href="/admin/contact?state=all&amp;q=example&amp;stage=won"');
    expect(list.body).toMatch(/<a href="\/admin\/contact\?q=example" aria-current="true">Open<\/a>/);
  });

  it('sets an owner and a follow-up date, in the history, and filters by them', async () => {
    const res = await postForm(app, jar, `/admin/contact/${priya}/owner`, { owner: 'vikram', followUpOn: TODAY });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/admin/contact/${priya}?updated=owner`);
    expect(await row(app, 'contact_enquiries', priya)).toMatchObject({ owner: 'vikram', follow_up_on: TODAY });
    await postForm(app, jar, `/admin/contact/${anil}/owner`, { owner: STAFF_USER, followUpOn: '2026-12-01' });
    await postForm(app, jar, `/admin/contact/${meera}/owner`, { owner: STAFF_USER, followUpOn: '2026-12-09' });

    const page = await get(app, jar, `/admin/contact/${priya}?updated=owner`);
    expect(page.body).toContain('Owner and follow-up saved.');
    expect(page.body).toContain('Owner set to vikram.');
    expect(page.body).toContain('Follow-up set for Mon 7 Dec 2026.');
    expect(page.body).toContain('<option value="vikram" selected="">vikram</option>');
    const events = await query(
      app,
      sql`SELECT kind, author, body FROM submission_events WHERE submission_id = ${priya} ORDER BY kind`,
    );
    expect(events).toEqual([
      { kind: 'follow-up', author: STAFF_USER, body: TODAY },
      { kind: 'owner', author: STAFF_USER, body: 'vikram' },
    ]);

    // Only a member of staff, only a real date.
    const stranger = await postForm(app, jar, `/admin/contact/${priya}/owner`, { owner: 'mallory', followUpOn: '' });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.body).toContain('There is no member of staff called “mallory”');
    const date = await postForm(app, jar, `/admin/contact/${priya}/owner`, { owner: '', followUpOn: '2026-02-31' });
    expect(date.statusCode).toBe(400);
    expect(date.body).toContain('The follow-up date is not a date');
    expect(await row(app, 'contact_enquiries', priya)).toMatchObject({ owner: 'vikram', follow_up_on: TODAY });

    const mine = await get(app, jar, `/admin/contact?owner=${STAFF_USER}`);
    expect(mine.body).toContain(`/admin/contact/${anil}"`);
    expect(mine.body).not.toContain(`/admin/contact/${priya}"`);
    const due = await get(app, jar, `/admin/contact?owner=${STAFF_USER}&due=today`);
    expect(due.body).toContain(`/admin/contact/${anil}"`);
    expect(due.body).not.toContain(`/admin/contact/${meera}"`);
    expect(due.body).toContain('Tue 1 Dec 2026<span class="due__tag"> · overdue</span>');
    const nobody = await get(app, jar, '/admin/contact?owner=(nobody)&state=all');
    expect(nobody.body).not.toContain(`/admin/contact/${anil}"`);

    // The overview lists what is due for whoever is signed in.
    const overview = await get(app, jar, '/admin');
    expect(overview.body).toContain('Your follow-ups today');
    expect(overview.body).toContain(`/admin/contact/${anil}"`);
    expect(overview.body).not.toContain(`/admin/contact/${meera}"`);
    expect(overview.body).toContain('overdue since Tue 1 Dec 2026');
  });

  it('applies a stage or the spam mark to the selected rows at once, with the CSRF token', async () => {
    const list = await get(app, jar, '/admin/contact');
    expect(list.body).toMatch(/<form class="bulk" id="bulk" [^>]*action="\/admin\/contact\/bulk" method="post">/);
    expect(list.body).toContain(`name="ids" value="${anil}"`);
    expect(list.body).toMatch(/form="bulk"/);

    const body = `_csrf=${encodeURIComponent(jar.csrf)}&ids=${anil}&ids=${meera}&stage=contacted&back=${encodeURIComponent('/admin/contact?owner=staff&page=1')}`;
    const post = (payload: string, cookie = jar.header) =>
      app.inject({
        method: 'POST',
        url: '/admin/contact/bulk',
        payload,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        remoteAddress: jar.address,
      });
    const res = await post(body);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/admin/contact?owner=staff&page=1&moved=2&to=contacted');
    expect((await row(app, 'contact_enquiries', anil))?.['stage']).toBe('contacted');
    expect((await row(app, 'contact_enquiries', meera))?.['stage']).toBe('contacted');
    const events = await query(
      app,
      sql`SELECT submission_id, author, from_stage, to_stage FROM submission_events WHERE kind = 'stage' AND submission_id IN (${anil}, ${meera})`,
    );
    expect(events).toHaveLength(2);
    expect(events.every((event) => event['author'] === STAFF_USER && event['to_stage'] === 'contacted')).toBe(true);
    expect((await get(app, jar, res.headers.location as string)).body).toContain('2 submissions moved to Contacted.');

    // Spam, one row.
    const spam = await post(`_csrf=${encodeURIComponent(jar.csrf)}&ids=${meera}&action=spam`);
    expect(spam.headers.location).toBe('/admin/contact?moved=1&to=spam');
    expect((await row(app, 'contact_enquiries', meera))?.['is_spam']).toBe(true);
    expect((await get(app, jar, '/admin/contact')).body).not.toContain(`/admin/contact/${meera}"`);
    await post(`_csrf=${encodeURIComponent(jar.csrf)}&ids=${meera}&action=not-spam`);
    expect((await row(app, 'contact_enquiries', meera))?.['is_spam']).toBe(false);

    // Without the token nothing changes; nor with nothing selected, a stage of another pipeline, or both actions.
    const forged = await post(`ids=${anil}&stage=won`);
    expect(forged.statusCode).toBe(403);
    const none = await post(`_csrf=${encodeURIComponent(jar.csrf)}&stage=won`);
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain('Select at least one submission first');
    const hiring = await post(`_csrf=${encodeURIComponent(jar.csrf)}&ids=${anil}&stage=hired`);
    expect(hiring.statusCode).toBe(400);
    const both = await post(`_csrf=${encodeURIComponent(jar.csrf)}&ids=${anil}&stage=won&action=spam`);
    expect(both.statusCode).toBe(400);
    expect((await row(app, 'contact_enquiries', anil))?.['stage']).toBe('contacted');
    // An id of another form's list moves nothing there; a foreign "back" leads to this list.
    const elsewhere = await post(
      `_csrf=${encodeURIComponent(jar.csrf)}&ids=${applicant}&stage=won&back=${encodeURIComponent('https://evil.example/admin/contact')}`,
    );
    expect(elsewhere.headers.location).toBe('/admin/contact?moved=0&to=won');
    expect((await row(app, 'job_applications', applicant))?.['stage']).toBe('new');
  });

  it('queues one morning e-mail per member of staff with something due, from 08:00 agency time, and sends it', async () => {
    const settings = { timeZone: 'Asia/Kolkata', adminUser: STAFF_USER, messageDomain: 'example.com' };
    // 07:59 in Kolkata: nothing yet.
    const early = await queueDigests(app.database.db, settings, new Date('2026-12-07T02:29:00Z'));
    expect(early.queued).toEqual([]);
    await postForm(app, jar, `/admin/contact/${meera}/owner`, { owner: 'asha@example.com', followUpOn: TODAY });
    await postForm(app, jar, `/admin/job-apply/${applicant}/owner`, { owner: 'ravi', followUpOn: TODAY });

    const first = await queueDigests(app.database.db, settings, NOW);
    expect(first.day).toBe(TODAY);
    // "staff" (ADMIN_USER, not an address) and ravi have no address; vikram has one set, asha's name is one.
    expect(first.queued.sort()).toEqual(['asha@example.com', 'vikram']);
    expect(first.noAddress.sort()).toEqual(['ravi', STAFF_USER]);
    // Again, or from another replica: no second e-mail.
    expect((await queueDigests(app.database.db, settings, new Date(NOW.getTime() + 60_000))).queued).toEqual([]);
    const rows = await query(
      app,
      sql`SELECT digest_for, recipient, status FROM outbox WHERE kind = 'digest' ORDER BY digest_for`,
    );
    expect(rows).toEqual([
      { digest_for: 'asha@example.com', recipient: 'asha@example.com', status: 'pending' },
      { digest_for: 'vikram', recipient: 'vikram.sales@example.com', status: 'pending' },
    ]);

    const sent: SendMailOptions[] = [];
    const worker = new OutboxWorker({
      database: app.database,
      transport: { sendMail: async (message: SendMailOptions) => (sent.push(message), { messageId: 'x' }) } as never,
      settings: fastOutbox(),
      contextFor: () => ({
        site: siteSettings(),
        from: 'Nexaweave <hello@example.com>',
        siteUrl: 'https://www.example.com',
        team: 'sales@example.com',
        inboxEnabled: true,
        timeZone: 'Asia/Kolkata',
      }),
      digestContext: { from: 'Nexaweave <hello@example.com>', siteUrl: 'https://www.example.com', brand: 'Nexaweave' },
      log: app.log,
    });
    while ((await worker.drainOnce()) > 0);
    const digests = sent.filter((message) => String(message.subject).includes('due'));
    expect(digests.map((message) => message.to).sort()).toEqual(['asha@example.com', 'vikram.sales@example.com']);
    const vikram = digests.find((message) => message.to === 'vikram.sales@example.com');
    expect(vikram?.subject).toBe('1 follow-up due Mon 7 Dec 2026 - Nexaweave');
    expect(String(vikram?.text)).toContain('Priya Sharma (Project enquiry, New): today');
    expect(String(vikram?.text)).toContain(`https://www.example.com/admin/contact/${priya}`);
    expect(String(vikram?.html)).toContain(`href="https://www.example.com/admin/contact/${priya}"`);
    expect(String(vikram?.text)).not.toContain('Meera');
    expect(await query(app, sql`SELECT status FROM outbox WHERE kind = 'digest' AND status <> 'sent'`)).toEqual([]);

    // The overview says it went.
    const vikramJar = new Jar();
    await get(app, vikramJar, '/admin/sign-in');
    await postForm(app, vikramJar, '/admin/sign-in', { username: 'vikram', password: 'a long password for the test' });
    const overview = await get(app, vikramJar, '/admin');
    expect(overview.body).toMatch(/Your morning e-mail listing them went to vikram\.sales@example\.com at \d\d:\d\d\./);
  });

  it('opens a PDF resume in the browser and downloads a Word one', async () => {
    const pdf = await get(app, jar, `/admin/job-apply/${applicant}/resume`);
    expect(pdf.headers['content-disposition']).toMatch(/^inline; filename="asha-cv\.pdf"$/);
    expect(pdf.headers['content-security-policy']).toMatch(/(^|; )sandbox($|;)/);
    const word = await get(app, jar, `/admin/job-apply/${wordApplicant}/resume`);
    expect(word.headers['content-disposition']).toMatch(/^attachment; filename="kiran-cv\.docx"$/);
    const page = await get(app, jar, `/admin/job-apply/${wordApplicant}`);
    expect(page.body).toContain('Download resume');
    expect(page.body).not.toContain('Open resume');
  });

  it('draws the overview chart with a value axis in round steps and the months as "Sep", in order', async () => {
    expect(monthLabel('2026-09')).toBe('Sep 2026');
    expect(monthLabel('2026-06')).toBe('Jun 2026');
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(axisTicks(23)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(axisTicks(140)).toEqual([0, 50, 100, 150]);
    const overview = await get(app, jar, '/admin');
    const chart = /<svg class="leads__chart"[\s\S]*?<\/svg>/.exec(overview.body)?.[0] ?? '';
    expect(chart).not.toBe('');
    const months = [...chart.matchAll(/text-anchor="middle">(\w{3})/g)].map((match) => match[1]);
    expect(months).toEqual(['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
    expect(chart).toContain('class="chart__axis"');
    expect(chart).toMatch(/text-anchor="end">0<\/text>/);
    expect(overview.body).not.toContain('Sept');
    // Numbers right-aligned under right-aligned headings.
    expect(overview.body).toMatch(/<th scope="col" class="number">Total<\/th>/);
    expect(overview.body).toMatch(/<td class="number">\d+<\/td>/);
  });
});
