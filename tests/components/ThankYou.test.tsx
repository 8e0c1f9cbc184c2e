// @vitest-environment happy-dom
/**
 * /thank-you adds one line of next steps for the form that was sent: the
 * forms navigate with `navigate('/thank-you', { state: { form } })`. Rendered through
 * React Router's route stub with the page's real loader (the content files).
 */
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import ThankYou, { formOf, loader } from '../../app/routes/thank-you.tsx';

const data = loader();

function renderAt(state?: unknown) {
  const Stub = createRoutesStub([
    // The stub hands the loader's data to the component as `loaderData`, as the framework does.
    { path: '/thank-you', Component: ThankYou as never, HydrateFallback: () => null, loader: () => data },
  ]);
  render(<Stub initialEntries={[state === undefined ? '/thank-you' : { pathname: '/thank-you', state }]} />);
}

describe('ThankYou', () => {
  it.each([
    ['contact', /project consultant replies within one working day/],
    ['hire', /profiles of shortlisted developers/],
    ['job-apply', /HR team reviews your application within five working days/],
  ] as const)('shows the next-steps line of the %s form', async (form, line) => {
    renderAt({ form });
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your inquiry!' });
    expect(screen.getByText("We'll be back to you shortly to discuss your needs.")).toBeInTheDocument();
    const next = await screen.findByText(line);
    expect(next).toHaveAttribute('data-next-steps', form);
    expect(next.textContent).toBe(data.nextSteps[form]);
    // Only that form's line.
    expect(document.querySelectorAll('[data-next-steps]')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('shows no extra line without state, or with an unknown form', async () => {
    renderAt();
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your inquiry!' });
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
