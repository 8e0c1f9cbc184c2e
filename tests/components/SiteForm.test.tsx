// @vitest-environment happy-dom
/**
 * The form component over the shared definitions: the messages it shows are the
 * shared `validate()`'s, the hire form's salary control follows the salary type
 * without an early message, a refused resume is cleared, a failed send keeps every
 * value and says why, and a sent form goes to /thank-you with its id in the state.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileDropZone } from '../../app/components/forms/FileDropZone.tsx';
import { SiteForm } from '../../app/components/forms/SiteForm.tsx';
import {
  contact,
  fieldsOf,
  EMAIL_INVALID,
  ERROR_CODES,
  FILE_TOO_LARGE,
  FILE_TYPE_NOT_ALLOWED,
  forms,
  hire,
  jobApply,
  STATUS,
  validate,
  type FormId,
  type SwitchField,
} from '../../app/forms/index.ts';

function ThankYouProbe() {
  const location = useLocation();
  return <p data-testid="thank-you">{JSON.stringify(location.state)}</p>;
}

function renderForm(form: FormId, values?: Record<string, string>) {
  const Stub = createRoutesStub([
    { path: '/form', Component: () => <SiteForm form={forms[form]} values={values} fileControl={FileDropZone} /> },
    { path: '/thank-you', Component: ThankYouProbe },
  ]);
  const user = userEvent.setup({ applyAccept: false });
  render(<Stub initialEntries={['/form']} />);
  return user;
}

/** The error slot of the field a control belongs to. */
const errorOf = (label: string) => {
  const control = screen.getByLabelText(label, { exact: true });
  const slot = control.closest('[data-field]')?.querySelector('[data-error]');
  if (!slot) throw new Error(`no error slot for ${label}`);
  return slot;
};

const salary = fieldsOf(hire).find((f) => f.kind === 'switch') as SwitchField;
/** The job application's optional `position` field. */
const positionField = () => {
  const found = fieldsOf(jobApply).find((f) => f.name === 'position');
  if (!found || found.kind !== 'select') throw new Error('job-apply has no position select');
  return found;
};
const hourlyLabel = salary.cases['Hourly']?.label ?? '';
const monthlyLabel = salary.cases['Monthly']?.label ?? '';

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Priya Sharma');
  await user.type(screen.getByLabelText('Email address'), 'priya@acme.example.com');
  await user.type(screen.getByLabelText('Phone number'), '9876543210');
  await user.selectOptions(screen.getByLabelText('Project budget'), '$1000 - $3000');
  await user.type(screen.getByLabelText('How can we help?'), 'A delivery app for 40 stores.');
}

describe('SiteForm', () => {
  it('shows the shared messages on submit and on leaving a field', async () => {
    const user = renderForm('contact');
    await waitFor(() => expect(document.querySelector('[data-site-form][data-ready]')).not.toBeNull());
    await user.click(screen.getByRole('button', { name: contact.submitLabel }));

    const expected = validate(contact, {});
    for (const field of contact.sections[0].fields) {
      await waitFor(() => expect(errorOf(field.label)).toHaveTextContent(expected[field.name] ?? ''));
    }
    expect(screen.getByRole('status')).toHaveTextContent(STATUS.invalid);
    // The focus goes to the summary, named by its heading, which is how it is announced.
    const summary = screen.getByRole('region', {
      name: `Please check ${Object.keys(expected).length} fields before sending.`,
    });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    // The summary links to each field by its name; the message is said once, under the field.
    expect(screen.getByRole('link', { name: 'Full name' })).toHaveAttribute('href', '#contact-fullname');
    expect(screen.getAllByText(expected['fullname'] ?? '')).toHaveLength(
      Object.values(expected).filter((message) => message === expected['fullname']).length,
    );
  });

  it('lists the fields to correct at the top of the form, and keeps a corrected one marked', async () => {
    const user = renderForm('contact');
    await waitFor(() => expect(document.querySelector('[data-site-form][data-ready]')).not.toBeNull());
    const submit = screen.getByRole('button', { name: contact.submitLabel });
    await user.click(submit);
    const list = await screen.findByRole('list', { name: 'Fields to correct' });
    const summary = list.closest('[data-error-summary]');
    if (!summary) throw new Error('no error summary');
    // Above the first field and the Send button, so a visitor at either end of the form finds it.
    const first = screen.getByLabelText('Full name');
    expect(summary.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(summary.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const expected = validate(contact, {});
    expect(list.querySelectorAll('li')).toHaveLength(Object.keys(expected).length);
    await waitFor(() => expect(summary).toHaveFocus());
    // A link of the summary takes the focus to its field.
    await user.click(screen.getByRole('link', { name: 'Full name' }));
    await waitFor(() => expect(first).toHaveFocus());

    await user.type(first, 'Priya Sharma');
    await waitFor(() => expect(errorOf('Full name')).toHaveTextContent(''));
    // Still listed, marked corrected: nothing below the summary moves while the visitor types.
    expect(list.querySelectorAll('li')).toHaveLength(Object.keys(expected).length);
    expect(screen.getByRole('link', { name: 'Full name (corrected)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email address' })).toBeInTheDocument();
  });

  it('shows a message once the visitor leaves a field, not while typing', async () => {
    const user = renderForm('contact');
    const email = screen.getByLabelText('Email address');
    await user.type(email, 'priya@acme');
    expect(errorOf('Email address')).toHaveTextContent('');
    await user.tab();
    await waitFor(() => expect(errorOf('Email address')).toHaveTextContent(EMAIL_INVALID));
    expect(email).toHaveAccessibleDescription(EMAIL_INVALID);
    await user.type(email, '-retail.example.com');
    await waitFor(() => expect(errorOf('Email address')).toHaveTextContent(''));
  });

  it('shows the salary control of the chosen type, without a message before it is touched', async () => {
    const user = renderForm('hire');
    expect(screen.queryByLabelText(hourlyLabel)).toBeNull();
    expect(screen.queryByLabelText(monthlyLabel)).toBeNull();

    await user.click(screen.getByRole('button', { name: hire.submitLabel }));
    await waitFor(() =>
      expect(screen.getByRole('radiogroup').querySelector('[data-error]')).toHaveTextContent(
        'Please select developer salary type.',
      ),
    );

    await user.click(screen.getByRole('radio', { name: 'Hourly' }));
    const hourly = screen.getByLabelText(hourlyLabel);
    expect(hourly.tagName).toBe('SELECT');
    expect(hourly).toHaveAttribute('name', 'salary');
    expect(hourly).not.toHaveAttribute('aria-invalid');
    expect(errorOf(hourlyLabel)).toHaveTextContent('');
    expect(screen.getByRole('radiogroup').querySelector('[data-error]')).toHaveTextContent('');
    // Left empty, it says so.
    await user.click(hourly);
    await user.tab();
    await waitFor(() => expect(errorOf(hourlyLabel)).toHaveTextContent('Please select salary.'));

    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(screen.queryByLabelText(hourlyLabel)).toBeNull();
    const monthly = screen.getByLabelText(monthlyLabel);
    expect(monthly.tagName).toBe('INPUT');
    expect(errorOf(monthlyLabel)).toHaveTextContent('');

    // Sending again shows the shown case's own message.
    await user.click(screen.getByRole('button', { name: hire.submitLabel }));
    await waitFor(() => expect(errorOf(monthlyLabel)).toHaveTextContent('field is required.'));
    await user.click(screen.getByRole('radio', { name: 'Hourly' }));
    expect(errorOf(hourlyLabel)).toHaveTextContent('');
    // Each case keeps its own value.
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await user.type(screen.getByLabelText(monthlyLabel), '2,500');
    await user.click(screen.getByRole('radio', { name: 'Hourly' }));
    await user.selectOptions(screen.getByLabelText(hourlyLabel), '$20 - $25');
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(screen.getByLabelText(monthlyLabel)).toHaveValue('2,500');
  });

  it('refuses an oversized or wrong-type resume and clears it', async () => {
    const user = renderForm('job-apply');
    const resume = screen.getByLabelText('Resume') as HTMLInputElement;
    expect(resume).toHaveAttribute('accept', '.pdf,.doc,.docx');

    await user.upload(resume, new File([new Uint8Array(1_000_000)], 'big.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(errorOf('Resume')).toHaveTextContent(FILE_TOO_LARGE));
    expect(resume.files?.length ?? 0).toBe(0);

    await user.upload(resume, new File(['my cv'], 'cv.txt', { type: 'text/plain' }));
    await waitFor(() => expect(errorOf('Resume')).toHaveTextContent(FILE_TYPE_NOT_ALLOWED));
    expect(resume.files?.length ?? 0).toBe(0);

    await user.upload(resume, new File(['%PDF-1.4'], 'Rahul Mehta CV.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(errorOf('Resume')).toHaveTextContent(''));
    const chosen = document.querySelector('[data-chosen-file]');
    expect(chosen).toHaveTextContent('Rahul Mehta CV.pdf');
    expect(chosen).toHaveTextContent('8 bytes');
    await user.click(screen.getByRole('button', { name: 'Remove Rahul Mehta CV.pdf' }));
    expect(document.querySelector('[data-chosen-file]')).toBeNull();
    expect(resume.files?.length ?? 0).toBe(0);
    expect(resume).toHaveFocus();
  });

  it('starts with a role from the page when it is an open position, and ignores others', async () => {
    const open = positionField();
    const role = open.options[1]?.value ?? '';
    renderForm('job-apply', { position: role });
    await waitFor(() => expect(screen.getByLabelText(open.label)).toHaveValue(role));
  });

  it('ignores a role that is not open', async () => {
    renderForm('job-apply', { position: 'Astronaut' });
    await waitFor(() => expect(document.querySelector('[data-site-form][data-ready]')).not.toBeNull());
    expect(screen.getByLabelText(positionField().label)).toHaveValue('');
  });

  it('a failed send keeps every value and says what happened', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    const user = renderForm('contact');
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: contact.submitLabel }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(STATUS.offline));
    expect(document.querySelector('[data-site-form]')).toHaveAttribute('data-tone', 'error');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(contact.endpoint);
    expect(new Headers(init.headers).get('X-XSRF-TOKEN')).toBe('test-token');
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('fullname')).toBe('Priya Sharma');
    expect(screen.getByLabelText('Full name')).toHaveValue('Priya Sharma');
    expect(screen.getByLabelText('Project budget')).toHaveValue('$1000 - $3000');
    expect(screen.getByLabelText('How can we help?')).toHaveValue('A delivery app for 40 stores.');
    expect(screen.getByRole('button', { name: contact.submitLabel })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('sends its page path and the tab’s landing page, referrer and utm_* values (app/lib/attribution.ts)', async () => {
    sessionStorage.clear();
    history.replaceState(null, '', '/blog/startup-idea?utm_source=newsletter&utm_campaign=launch&gclid=secret');
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    const user = renderForm('contact');
    // A later page of the tab changes nothing: the first page's record stays.
    history.replaceState(null, '', '/contact-us?utm_source=other');
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: contact.submitLabel }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = (fetchMock.mock.calls[0] as [string, RequestInit])[1].body as FormData;
    expect(body.get('form_path')).toBe('/form');
    expect(body.get('landing_path')).toBe('/blog/startup-idea');
    expect(body.get('utm_source')).toBe('newsletter');
    expect(body.get('utm_campaign')).toBe('launch');
    expect(body.get('utm_medium')).toBeNull();
    expect([...body.keys()].some((name) => name === 'gclid')).toBe(false);
    expect(JSON.stringify([...body.values()])).not.toContain('secret');
    sessionStorage.clear();
  });

  it('shows the server’s field messages under their fields', async () => {
    const body = { error: 'VALIDATION_FAILED', message: 'x', errors: { email: EMAIL_INVALID } };
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          new Response(JSON.stringify(body), { status: 422, headers: { 'content-type': 'application/json' } }),
        ),
    );
    const user = renderForm('contact');
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: contact.submitLabel }));
    await waitFor(() => expect(errorOf('Email address')).toHaveTextContent(EMAIL_INVALID));
    expect(screen.getByRole('status')).toHaveTextContent(STATUS.invalid);
    // The summary, listing the one field the server refused, takes the focus.
    const summary = screen.getByRole('region', { name: 'Please check 1 field before sending.' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Email address' })).toBeInTheDocument();
  });

  it('a sent form goes to /thank-you with its id in the navigation state', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          new Response('{"id":"1"}', { status: 201, headers: { 'content-type': 'application/json' } }),
        ),
    );
    const user = renderForm('contact');
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: contact.submitLabel }));
    await waitFor(() => expect(screen.getByTestId('thank-you')).toHaveTextContent('{"form":"contact"}'));
  });

  it('sends one Idempotency-Key with every try of a filled form, and says when the outcome is unknown', async () => {
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(503, { error: ERROR_CODES.outcomeUnknown, message: 'x' }))
      .mockResolvedValueOnce(json(409, { error: ERROR_CODES.inProgress, message: 'x' }))
      .mockResolvedValueOnce(json(201, { id: '1' }));
    vi.stubGlobal('fetch', fetchMock);
    const user = renderForm('contact');
    await fillContact(user);
    const send = () => user.click(screen.getByRole('button', { name: contact.submitLabel }));
    await send();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(STATUS.offline));
    await send();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(STATUS.outcomeUnknown));
    await send();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(STATUS.inProgress));
    await send();
    await waitFor(() => expect(screen.getByTestId('thank-you')).toHaveTextContent('{"form":"contact"}'));
    const keys = fetchMock.mock.calls.map(([, init]) =>
      new Headers((init as RequestInit).headers).get('Idempotency-Key'),
    );
    expect(keys).toHaveLength(4);
    // A Structured Field string of 128 random bits, the same on every try.
    expect(keys[0]).toMatch(/^"[0-9a-f]{32}"$/);
    expect(new Set(keys).size).toBe(1);
  });

  it('makes a new key when the server says the key was used for other answers', async () => {
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(422, { error: ERROR_CODES.keyReused, message: 'x' }))
      .mockResolvedValueOnce(json(503, { error: ERROR_CODES.unavailable, message: 'x' }));
    vi.stubGlobal('fetch', fetchMock);
    const user = renderForm('contact');
    await fillContact(user);
    const send = () => user.click(screen.getByRole('button', { name: contact.submitLabel }));
    await send();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(STATUS.keyReused));
    await send();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(STATUS.unavailable));
    const keys = fetchMock.mock.calls.map(([, init]) =>
      new Headers((init as RequestInit).headers).get('Idempotency-Key'),
    );
    expect(keys[0]).not.toBe(keys[1]);
  });
});
