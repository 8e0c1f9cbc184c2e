import { expect } from 'vitest';
import { pdfFile, pdfOfSize } from '../../support/resumes.ts';
import { multipartBody } from '../../faults/client.ts';

import { VALID } from '../../support/submissions.ts';
import { idOf, statusOf } from '../client.ts';
import { SITE_ORIGIN, type Rehearsal, client } from '../rehearsal.ts';
import { rows, freshAddress, signInStaff } from '../helpers.ts';
import { rehearse } from '../fixtures.ts';

/** A resume and an oversized upload through nginx, and the staff inbox through nginx. */
async function uploadsAndAdmin(r: Rehearsal): Promise<string> {
  const applicant = client(freshAddress(), r.ca);
  const resume = pdfFile('Rehearsal applicant');
  const fields = { ...VALID['job-apply'] };
  const applied = await applicant.submit(
    'job-apply',
    multipartBody(fields, [{ name: 'resume', filename: 'cv.pdf', data: resume }]),
  );
  expect.soft(statusOf(applied), `a resume upload answered ${statusOf(applied)}`).toBe('201');
  const id = idOf(applied);
  const stored = id ? await rows(r.db, 'select size, sha256 from resumes where application_id = $1', [id]) : [];
  const { createHash } = await import('node:crypto');
  expect
    .soft(
      stored[0]?.['sha256'] === createHash('sha256').update(resume).digest('hex'),
      `the stored resume is not the one uploaded (${JSON.stringify(stored[0])})`,
    )
    .toBe(true);
  if (statusOf(applied) === '201') r.stored += 1;
  // Above the replicas' 1 MB, below nginx's 2 MB: the replica refuses it with its own 413.
  const big = await applicant.submit(
    'job-apply',
    multipartBody(fields, [{ name: 'resume', filename: 'big.pdf', data: pdfOfSize(1_500_000) }]),
  );
  const bigBody = big.kind === 'response' ? big.answer.body : '';
  expect
    .soft(
      statusOf(big) === '413' && bigBody.includes('PAYLOAD_TOO_LARGE'),
      `a 1.5 MB resume answered ${statusOf(big)} ${bigBody.slice(0, 80)}`,
    )
    .toBe(true);

  // The staff inbox: sign in through nginx, see the application, sign out.
  const { signInPage, signedIn, send } = await signInStaff(r);
  expect.soft(signInPage.status, `GET /admin/sign-in answered ${signInPage.status}`).toBe(200);
  const session = [signedIn.headers['set-cookie'] ?? []].flat();
  expect
    .soft(
      signedIn.status === 303 && session.length > 0,
      `signing in answered ${signedIn.status} ${signedIn.body.slice(0, 120)}`,
    )
    .toBe(true);
  const inbox = await send('/admin/job-apply');
  expect
    .soft(
      inbox.status === 200 && inbox.body.includes(fields['fullname'] ?? fields['name'] ?? 'Rahul'),
      `the inbox's job applications answered ${inbox.status}`,
    )
    .toBe(true);
  expect
    .soft(
      Boolean(inbox.headers['strict-transport-security']) &&
        inbox.headers['cache-control']?.includes('no-store') === true,
      `the inbox page came without HSTS or no-store: ${inbox.headers['cache-control']}`,
    )
    .toBe(true);
  const anonymous = await client(freshAddress(), r.ca).send(`${SITE_ORIGIN}/admin/job-apply`);
  expect
    .soft(anonymous.status === 303 || anonymous.status === 302, `/admin without a session answered ${anonymous.status}`)
    .toBe(true);
  return (
    `resume ${statusOf(applied)} (stored, same SHA-256); 1.5 MB ${statusOf(big)} from the replica; ` +
    `/admin sign-in ${signInPage.status} → ${signedIn.status}, inbox ${inbox.status}, anonymous ${anonymous.status}`
  );
}

rehearse('uploads-admin', 'a resume and an oversized upload through nginx; the staff inbox through nginx', {
  limitMs: 60_000,
  run: uploadsAndAdmin,
});
