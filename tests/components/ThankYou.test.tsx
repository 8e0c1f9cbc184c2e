// @vitest-environment happy-dom
/**
 * /thank-you adds one line of next steps for the form that was sent: the
 * forms navigate with `navigate('/thank-you', { state: { form } })`. Rendered through
 * React Router's route stub with the page's real loader (the content files).
 */
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import ThankYou, { formOf, loader, roleOf } from '../../app/routes/thank-you.tsx';
import { specText } from '../support/typography.ts';

const data = loader();

function renderAt(state?: unknown) {
  const Stub = createRoutesStub([
    // The stub hands the loader's data to the component as `loaderData`, as the framework does.
    { path: '/thank-you', Component: ThankYou as never, HydrateFallback: () => null, loader: () => data },
  ]);
  render(<Stub initialEntries={[state === undefined ? '/thank-you' : { pathname: '/thank-you', state }]} />);
}

/**
 * A headline's accessible name as a visitor's browser computes it. DisplayText wraps its
 * marks ("!") in a span drawn close to the word; happy-dom has no default stylesheet, so it
 * counts that span as a block and puts a space before the mark, which Chromium does not
 * (tests/e2e read the same heading without it).
 */
const displayName = (text: string) => (name: string) => name.replace(/\s+([!?,’])/g, '$1') === text;

const ENQUIRY = ['Thank you for your inquiry!', "We'll be back to you shortly to discuss your needs."] as const;
const APPLICATION = ['Thank you for your interest!', "We'll get back to you soon."] as const;

describe('ThankYou', () => {
  it.each([
    ['contact', /project consultant replies within one working day/, ENQUIRY],
    ['hire', /profiles of shortlisted developers/, ENQUIRY],
    ['job-apply', /HR team reviews your application within five working days/, APPLICATION],
  ] as const)('shows the next-steps line of the %s form', async (form, line, [heading, intro]) => {
    renderAt({ form });
    await screen.findByRole('heading', { level: 1, name: displayName(heading) });
    expect(screen.getByText(specText(intro, { exact: true }))).toBeInTheDocument();
    const next = await screen.findByText(line);
    expect(next).toHaveAttribute('data-next-steps', form);
    expect(next.textContent).toBe(data.nextSteps[form]);
    // Only that form's line.
    expect(document.querySelectorAll('[data-next-steps]')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it("greets an applicant with the job form's success text, the role and the hiring steps", async () => {
    renderAt({ form: 'job-apply', role: 'PHP Developer' });
    await screen.findByRole('heading', { level: 1, name: displayName('Thank you for your interest!') });
    expect(screen.getByText(specText("We'll get back to you soon.", { exact: true }))).toBeInTheDocument();
    expect(screen.queryByText('Thank you for your inquiry!')).toBeNull();
    expect(screen.getByText('Your application for the PHP Developer position is with our HR team.')).toHaveAttribute(
      'data-role',
    );
    const steps = screen.getByRole('region', { name: 'Our hiring process, in five steps' });
    expect([...steps.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Initial Interaction',
      'Technical Interview',
      'Real-time Assignment',
      'Final HR Discussion',
      'Offer Rollout',
    ]);
  });

  it('names no role for an open application, or for a role that is not open', async () => {
    renderAt({ form: 'job-apply' });
    await screen.findByRole('heading', { level: 1, name: displayName('Thank you for your interest!') });
    expect(document.querySelector('[data-role]')).toBeNull();
    expect(roleOf({ form: 'job-apply', role: 'Astronaut' }, data.positions)).toBeNull();
    expect(roleOf({ form: 'job-apply', role: 'WordPress Developer' }, data.positions)).toBe('WordPress Developer');
  });

  it('keeps the enquiry text and shows no steps for the contact and hire forms', async () => {
    renderAt({ form: 'hire', role: 'PHP Developer' });
    await screen.findByRole('heading', { level: 1, name: displayName('Thank you for your inquiry!') });
    expect(document.querySelector('[data-role]')).toBeNull();
    expect(screen.queryByRole('region', { name: /hiring process/ })).toBeNull();
  });

  it.each([
    ['contact', ['/work', '/blog']],
    ['hire', ['/work', '/blog']],
    ['job-apply', ['/blog', '/about-us']],
    [undefined, ['/work', '/blog']],
  ] as const)('links a %s sender to the next places worth a look', async (form, hrefs) => {
    renderAt(form ? { form } : undefined);
    const region = await screen.findByRole('region', { name: 'While you wait' });
    expect([...region.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(hrefs);
  });

  it.each([
    [undefined, false],
    ['contact', true],
    ['hire', false],
    ['job-apply', false],
  ] as const)(
    "after a %s visit, shows the contact page's three numbered steps only for an enquiry: %s",
    async (form, shown) => {
      renderAt(form ? { form } : undefined);
      await screen.findByRole('heading', { level: 1 });
      const steps = screen.queryByRole('region', { name: 'What happens next' });
      if (!shown) {
        expect(steps).toBeNull();
        return;
      }
      expect(steps).not.toBeNull();
      expect([...(steps?.querySelectorAll('h3') ?? [])].map((h) => h.textContent)).toEqual([
        'We reply within one working day',
        'A discovery call',
        'A written estimate',
      ]);
      expect(steps?.querySelector('ol')).not.toBeNull();
    },
  );

  it('shows the drawn moment beside the text, described, and labels the page in the studio voice', async () => {
    renderAt({ form: 'contact' });
    await screen.findByRole('heading', { level: 1, name: displayName('Thank you for your inquiry!') });
    expect(screen.getByText('Message received')).toBeInTheDocument();
    const art = screen.getByRole('img', { name: /Your enquiry.*enquiry board/ });
    expect(art).toHaveAttribute('src', '/images/art/thank-you.svg');
    renderAt({ form: 'job-apply' });
    expect(await screen.findByText('Application received')).toBeInTheDocument();
  });

  it('marks the page noindex', () => {
    expect(data.head.noindex).toBe(true);
  });

  it('shows no extra line without state, or with an unknown form', async () => {
    renderAt();
    await screen.findByRole('heading', { level: 1, name: displayName('Thank you for your inquiry!') });
    expect(
      screen.getByText(specText("We'll be back to you shortly to discuss your needs.", { exact: true })),
    ).toBeInTheDocument();
    expect(document.querySelector('[data-next-steps]')).toBeNull();
    expect(formOf({ form: 'newsletter' })).toBeNull();
    expect(formOf(null)).toBeNull();
    expect(formOf('hire')).toBeNull();
  });

  it('has a different line for each form', () => {
    const lines = Object.values(data.nextSteps);
    expect(new Set(lines).size).toBe(3);
  });
});
