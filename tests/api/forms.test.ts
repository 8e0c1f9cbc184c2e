/**
 * The three form endpoints through app.inject: storage (PGlite always, PostgreSQL
 * too when TEST_DATABASE_URL is set: `node scripts/with-postgres.ts -- npx vitest
 * run tests/api`), validation, uploads, limits and spam. CSRF, origin checks and
 * the rate limit are in csrf.test.ts and forms-limits.test.ts; a database outage in
 * forms-database-outage.test.ts.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cfbLookalikeFile,
  docFile,
  docWithBrokenChainFile,
  docxBombFile,
  docxFile,
  docxWithoutContentTypes,
  exeFile,
  hollowDocxFile,
  pdfFile,
  pdfOfSize,
  pngFile,
  xlsxFile,
} from '../support/resumes.ts';
import {
  bytes,
  count,
  DATABASES,
  formsApp,
  multipart,
  resumeOf,
  row,
  session,
  submit,
  TABLE,
  VALID,
  type Upload,
} from '../support/forms.ts';

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PDF: Upload = { filename: 'Rahul Mehta CV.pdf', type: 'application/pdf', data: pdfFile() };

describe.each(DATABASES)('form submissions on $name', ({ databaseUrl }) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await formsApp({ databaseUrl });
  });
  afterAll(() => app.close());

  describe('valid submissions are stored, answered 201 { id }', () => {
    it('contact enquiry', async () => {
      const res = await submit(app, 'contact', VALID.contact);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.headers['content-type']).toContain('application/json');
      const { id } = res.json<{ id: string }>();
      expect(id).toMatch(UUID);
      const stored = await row(app, 'contact_enquiries', id);
      expect(stored).toMatchObject({
        ...VALID.contact,
        is_spam: false,
        client_address: '127.0.0.1',
        user_agent: 'forms-test/1.0',
      });
      expect(Date.now() - new Date(String(stored?.['created_at'])).getTime()).toBeLessThan(60_000);
    });

    it('contact enquiry without the optional fields stores them as null', async () => {
      const res = await submit(app, 'contact', { ...VALID.contact, companyname: '', skype: '  ' });
      expect(res.statusCode).toBe(201);
      const stored = await row(app, 'contact_enquiries', res.json().id);
      expect(stored).toMatchObject({ companyname: null, skype: null, fullname: VALID.contact['fullname'] });
    });

    it('hire request, hourly', async () => {
      const res = await submit(app, 'hire', VALID.hire);
      expect(res.statusCode, res.body).toBe(201);
      expect(await row(app, 'hire_requests', res.json().id)).toMatchObject({ ...VALID.hire, is_spam: false });
    });

    it('hire request, monthly, without comments', async () => {
      const values = { ...VALID.hire, salary_type: 'Monthly', salary: '2,500 USD', comments: '' };
      const res = await submit(app, 'hire', values);
      expect(res.statusCode, res.body).toBe(201);
      expect(await row(app, 'hire_requests', res.json().id)).toMatchObject({ ...values, comments: null });
    });

    it('job application with a PDF resume: the row, the bytes and their SHA-256', async () => {
      const res = await submit(app, 'job-apply', VALID['job-apply'], [PDF]);
      expect(res.statusCode, res.body).toBe(201);
      const { id } = res.json<{ id: string }>();
      expect(await row(app, 'job_applications', id)).toMatchObject({ ...VALID['job-apply'], is_spam: false });
      const resume = await resumeOf(app, id);
      expect(resume).toMatchObject({
        original_name: 'Rahul Mehta CV.pdf',
        stored_name: 'rahul-mehta-cv.pdf',
        content_type: 'application/pdf',
        size: PDF.data.length,
        sha256: sha256(PDF.data),
      });
      expect(bytes(resume?.['data']).equals(Buffer.from(PDF.data))).toBe(true);
    });

    it.each([
      [
        'résumé (final) .DOCX',
        docxFile(),
        'resume-final.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      [
        'cv.docx',
        docxFile('Deflated, as Word writes it', { deflate: true }),
        'cv.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      ['C:\\Users\\rahul\\old cv.doc', docFile(), 'old-cv.doc', 'application/msword'],
      ['cv.pdf', pdfOfSize(999_999), 'cv.pdf', 'application/pdf'],
    ])('job application with %s', async (filename, data, storedName, contentType) => {
      const res = await submit(app, 'job-apply', VALID['job-apply'], [{ filename, data }]);
      expect(res.statusCode, res.body).toBe(201);
      const resume = await resumeOf(app, res.json().id);
      expect(resume).toMatchObject({
        stored_name: storedName,
        content_type: contentType,
        size: data.length,
        sha256: sha256(data),
      });
      expect(bytes(resume?.['data']).equals(data)).toBe(true);
    });
  });

  describe('what is stored', () => {
    it('trims values, drops unknown fields, keeps the first of repeated fields', async () => {
      const res = await submit(app, 'contact', {
        ...VALID.contact,
        fullname: '   Priya Sharma \n',
        is_spam: 'false',
        id: '00000000-0000-0000-0000-000000000000',
        client_address: '1.2.3.4',
        admin: 'true',
      });
      expect(res.statusCode, res.body).toBe(201);
      const stored = await row(app, 'contact_enquiries', res.json().id);
      expect(stored?.['fullname']).toBe('Priya Sharma');
      expect(stored?.['id']).not.toBe('00000000-0000-0000-0000-000000000000');
      expect(stored?.['client_address']).toBe('127.0.0.1');
      expect(stored).not.toHaveProperty('admin');
    });

    it('stores line breaks as typed: CRLF, as browsers send them, becomes LF', async () => {
      const res = await submit(app, 'contact', { ...VALID.contact, message: 'Line one\r\nLine two\rLine three\nEnd' });
      expect(res.statusCode).toBe(201);
      expect((await row(app, 'contact_enquiries', res.json().id))?.['message']).toBe(
        'Line one\nLine two\nLine three\nEnd',
      );
    });

    it('refuses text over the length cap with 422 instead of cutting it, and removes NUL characters', async () => {
      const long = `${'é'.repeat(4_990)}\u0000${'x'.repeat(100)}`;
      const refused = await submit(app, 'contact', { ...VALID.contact, message: long });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().errors).toEqual({ message: 'Please shorten this to 5,000 characters or fewer.' });
      // An emoji at the cap is never split into U+FFFD: the value is refused whole, or kept whole.
      const emoji = await submit(app, 'contact', { ...VALID.contact, fullname: `${'a'.repeat(99)}😀` });
      expect(emoji.statusCode).toBe(422);
      expect(emoji.json().errors).toEqual({ fullname: 'Please shorten this to 100 characters or fewer.' });
      const fits = await submit(app, 'contact', { ...VALID.contact, fullname: `${'a'.repeat(98)}😀` });
      expect(fits.statusCode, fits.body).toBe(201);
      expect((await row(app, 'contact_enquiries', fits.json().id))?.['fullname']).toBe(`${'a'.repeat(98)}😀`);

      const message = `${'é'.repeat(4_990)}\u0000${'x'.repeat(9)}`;
      const res = await submit(app, 'contact', { ...VALID.contact, message, companyname: 'Acme\u0000 Ltd' });
      expect(res.statusCode, res.body).toBe(201);
      const stored = await row(app, 'contact_enquiries', res.json().id);
      expect(stored?.['message']).toBe(`${'é'.repeat(4_990)}${'x'.repeat(9)}`);
      expect(stored?.['companyname']).toBe('Acme Ltd');
    });

    it('collapses line breaks and control characters of one-line fields to one space before storing', async () => {
      const res = await submit(app, 'contact', {
        ...VALID.contact,
        fullname: 'Priya Sharma\nEmail address: ceo@bank.example',
        companyname: 'Acme\r\n\r\nOpen it in the staff inbox: http://evil.example/admin',
        skype: 'priya\u0007\u2028teams',
      });
      expect(res.statusCode, res.body).toBe(201);
      const stored = await row(app, 'contact_enquiries', res.json().id);
      expect(stored?.['fullname']).toBe('Priya Sharma Email address: ceo@bank.example');
      expect(stored?.['companyname']).toBe('Acme Open it in the staff inbox: http://evil.example/admin');
      expect(stored?.['skype']).toBe('priya teams');
      const hire = await submit(app, 'hire', { ...VALID.hire, salary_type: 'Monthly', salary: '2,500\nUSD' });
      expect(hire.statusCode, hire.body).toBe(201);
      expect((await row(app, 'hire_requests', hire.json().id))?.['salary']).toBe('2,500 USD');
    });

    it('stores SQL and HTML injection strings verbatim', async () => {
      const hostile = {
        fullname: `Robert'); DROP TABLE contact_enquiries;--`,
        companyname: `<script>alert("x")</script>`,
        skype: `"><img src=x onerror=alert(1)>`,
        message: `' OR '1'='1'; SELECT pg_sleep(10); -- \\ $1 \${x} {{7*7}} &amp; <b>bold</b>`,
      };
      const res = await submit(app, 'contact', { ...VALID.contact, ...hostile });
      expect(res.statusCode, res.body).toBe(201);
      expect(await row(app, 'contact_enquiries', res.json().id)).toMatchObject(hostile);
      expect(await count(app, 'contact_enquiries')).toBeGreaterThan(0);
    });

    it('saves the application and its resume together, or neither', async () => {
      const before = await count(app, 'job_applications');
      const refused = await submit(app, 'job-apply', VALID['job-apply'], [{ filename: 'cv.pdf', data: pngFile() }]);
      expect(refused.statusCode).toBe(415);
      expect(await count(app, 'job_applications')).toBe(before);
    });
  });

  describe("invalid values: 422 { errors } with the form's messages, nothing stored", () => {
    const cases: [keyof typeof TABLE, string, string, string][] = [
      ['contact', 'fullname', '', 'field is required.'],
      ['contact', 'email', '', 'field is required.'],
      ['contact', 'email', 'priya@acme', 'Email must be a valid email address.'],
      ['contact', 'phone', '', 'field is required.'],
      ['contact', 'phone', '98765abcde', 'Please valid number is allowed'],
      ['contact', 'phone', '987654321', 'Please enter 10 to 12 digits.'],
      ['contact', 'phone', '9876543210123', 'Please enter 10 to 12 digits.'],
      ['contact', 'budget', '', 'Please select your Budget.'],
      ['contact', 'budget', '$1 million', 'Please select your Budget.'],
      ['contact', 'message', '   ', 'field is required.'],
      ['hire', 'name', '', 'field is required.'],
      ['hire', 'email', '', 'field is required.'],
      ['hire', 'email', 'cto at acme', 'Email must be a valid email address.'],
      ['hire', 'contact', '', 'field is required.'],
      ['hire', 'contact', '12345', 'Contact should be 10 digits.'],
      ['hire', 'pro_language', '', 'field is required.'],
      ['hire', 'project_length', '', 'Please select length of project.'],
      ['hire', 'project_length', 'year', 'Please select length of project.'],
      ['hire', 'project_detail', '', 'field is required.'],
      ['hire', 'salary_type', 'Weekly', 'Please select developer salary type.'],
      ['hire', 'salary', '', 'Please select salary.'],
      ['hire', 'salary', '2500', 'Please select salary.'],
      ['hire', 'hire_time', 'tomorrow', 'Please select hiring time.'],
      ['hire', 'developer_experience', '', 'Please select developer experience.'],
      ['job-apply', 'fullname', '', 'Fullname is required.'],
      ['job-apply', 'email', '', 'Email is required.'],
      ['job-apply', 'email', 'rahul@', 'Email must be a valid email address.'],
      ['job-apply', 'city', '', 'City is required.'],
      ['job-apply', 'mobile', '', 'Mobile number is required.'],
      ['job-apply', 'mobile', '98765-43210', 'Only number is allowed.'],
      ['job-apply', 'mobile', '98765', 'Please enter 10 to 12 digits.'],
      ['job-apply', 'currentsalary', '', 'Current Salary is required.'],
      ['job-apply', 'expectsalary', '', 'Expectation Salary is required.'],
      ['job-apply', 'currentdesignation', '', 'Current Designation is required.'],
      ['job-apply', 'joiningdate', '', 'Joining Date is required.'],
      ['job-apply', 'experience', '', 'Experience field is required.'],
      ['job-apply', 'message', '', 'Short description is required.'],
    ];

    it.each(cases)('%s %s = %j', async (form, field, value, message) => {
      const before = await count(app, TABLE[form]);
      const res = await submit(app, form, { ...VALID[form], [field]: value }, form === 'job-apply' ? [PDF] : []);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toEqual({
        error: 'VALIDATION_FAILED',
        message: 'Please correct the highlighted fields, then send the form again.',
        errors: { [field]: message },
      });
      expect(await count(app, TABLE[form])).toBe(before);
    });

    it('hire Monthly with no amount', async () => {
      const res = await submit(app, 'hire', { ...VALID.hire, salary_type: 'Monthly', salary: '' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ salary: 'field is required.' });
    });

    it('a missing field counts as empty; an empty form lists every required field', async () => {
      const res = await submit(app, 'job-apply', {});
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(
        [
          'city',
          'currentdesignation',
          'currentsalary',
          'email',
          'expectsalary',
          'experience',
          'fullname',
          'joiningdate',
          'message',
          'mobile',
          'resume',
        ].sort(),
      );
    });

    it('job application without a resume, or with a file of another type by name', async () => {
      const missing = await submit(app, 'job-apply', VALID['job-apply']);
      expect(missing.json().errors).toEqual({ resume: 'Your resume is required.' });
      const empty = await submit(app, 'job-apply', VALID['job-apply'], [{ filename: '', data: new Uint8Array() }]);
      expect(empty.json().errors).toEqual({ resume: 'Your resume is required.' });
      const text = await submit(app, 'job-apply', VALID['job-apply'], [
        { filename: 'cv.txt', data: Buffer.from('my cv') },
      ]);
      expect(text.statusCode).toBe(422);
      expect(text.json().errors).toEqual({ resume: 'Please choose a PDF, DOC or DOCX file.' });
    });

    it('a resume under another field name is not taken as the resume', async () => {
      const res = await submit(app, 'job-apply', VALID['job-apply'], [{ ...PDF, field: 'cv' }]);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ resume: 'Your resume is required.' });
    });
  });

  describe('disguised files: 415, nothing stored', () => {
    it.each([
      ['an executable renamed .pdf', 'cv.pdf', exeFile()],
      ['a PNG renamed .pdf', 'cv.pdf', pngFile()],
      ['a PNG renamed .docx', 'cv.docx', pngFile()],
      ['an executable renamed .doc', 'cv.doc', exeFile()],
      ['a spreadsheet renamed .docx', 'cv.docx', xlsxFile()],
      ['a zip posing as Word without word/document.xml', 'cv.docx', hollowDocxFile()],
      ['plain text renamed .pdf', 'cv.pdf', Buffer.from('I am a PDF, honestly.\n'.repeat(20))],
      // What an independent probe got stored and mailed to HR:
      ['a .docx whose word/document.xml inflates about 1,000 to 1 (a zip bomb)', 'cv.docx', docxBombFile(64)],
      ['a zip bomb whose headers claim a small size', 'cv.docx', docxBombFile(64, { lie: true })],
      ['the CFB magic number and "WordDocument", without a compound file behind them', 'cv.doc', cfbLookalikeFile()],
      ['a zip of Word parts without [Content_Types].xml', 'cv.docx', docxWithoutContentTypes()],
      [
        'a compound file whose WordDocument stream does not start with the Word magic number',
        'cv.doc',
        docFile({ wIdent: 0x1234 }),
      ],
      ['a compound file without a WordDocument stream', 'cv.doc', docFile({ streamName: 'Workbook' })],
      ['a compound file whose WordDocument stream points past its end', 'cv.doc', docWithBrokenChainFile()],
    ])('%s', async (_what, filename, data) => {
      const before = await count(app, 'resumes');
      const res = await submit(app, 'job-apply', VALID['job-apply'], [{ filename, type: 'application/pdf', data }]);
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json()).toEqual({
        error: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Please choose a PDF, DOC or DOCX file.',
        errors: { resume: 'Please choose a PDF, DOC or DOCX file.' },
      });
      expect(await count(app, 'resumes')).toBe(before);
    });
  });

  describe('the honeypot', () => {
    it('is answered like a success and stored flagged as spam, without validation', async () => {
      const res = await submit(app, 'contact', {
        fullname: 'Buy cheap',
        email: 'not-an-email',
        website: 'https://spam.example',
      });
      expect(res.statusCode).toBe(201);
      const { id } = res.json<{ id: string }>();
      expect(id).toMatch(UUID);
      expect(await row(app, 'contact_enquiries', id)).toMatchObject({
        is_spam: true,
        fullname: 'Buy cheap',
        email: 'not-an-email',
        phone: '',
      });
    });

    it('keeps a spam application but not its file', async () => {
      const res = await submit(app, 'job-apply', { ...VALID['job-apply'], website: 'x' }, [PDF]);
      expect(res.statusCode).toBe(201);
      expect(await row(app, 'job_applications', res.json().id)).toMatchObject({ is_spam: true });
      expect(await resumeOf(app, res.json().id)).toBeUndefined();
    });

    it('an empty honeypot is a normal submission', async () => {
      const res = await submit(app, 'hire', { ...VALID.hire, website: '   ' });
      expect(res.statusCode).toBe(201);
      expect(await row(app, 'hire_requests', res.json().id)).toMatchObject({ is_spam: false });
    });
  });
});

describe('malformed and oversized requests', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await formsApp();
  });
  afterAll(() => app.close());

  const raw = async (body: string | Buffer, contentType: string) =>
    app.inject({
      method: 'POST',
      url: '/webAPI/contact_insert.php',
      payload: body,
      headers: { 'content-type': contentType, ...(await session(app)).headers },
    });

  it('refuses a body that is not multipart with 415', async () => {
    const json = await raw(JSON.stringify(VALID.contact), 'application/json');
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toBe('UNSUPPORTED_MEDIA_TYPE');
    const form = await raw(new URLSearchParams(VALID.contact).toString(), 'application/x-www-form-urlencoded');
    expect(form.statusCode).toBe(415);
  });

  it('answers broken multipart with 400 JSON', async () => {
    const bodies: [string, string | Buffer][] = [
      // No boundary.
      ['multipart/form-data', '--x\r\nContent-Disposition: form-data; name="fullname"\r\n\r\nPriya\r\n--x--\r\n'],
      // Cut off in the middle of a part.
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="fullname"\r\n\r\nPriya'],
      // Binary garbage after the first boundary.
      ['multipart/form-data; boundary=x', Buffer.from([0x2d, 0x2d, 0x78, 0x0d, 0x0a, 0xff, 0xfe, 0x00, 0x01])],
    ];
    for (const [type, body] of bodies) {
      const res = await raw(body, type);
      expect(res.statusCode, `${type} ${String(body).slice(0, 40)}`).toBe(400);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({
        error: 'MALFORMED_REQUEST',
        message: 'The request body is not valid multipart/form-data.',
      });
    }
    // A part without headers is skipped; an empty body is an empty form.
    for (const body of ['--x\r\nthis is not a header\r\n\r\n\r\n--x--', '']) {
      const res = await raw(body, 'multipart/form-data; boundary=x');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toMatchObject({ fullname: 'field is required.' });
    }
    // The server is unharmed.
    expect((await submit(app, 'contact', VALID.contact)).statusCode).toBe(201);
  });

  it('refuses a file of 1,000,000 bytes with 413 and the resume message', async () => {
    const res = await submit(app, 'job-apply', VALID['job-apply'], [
      { filename: 'cv.pdf', data: pdfOfSize(1_000_000) },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: 'PAYLOAD_TOO_LARGE',
      message: 'The file is too large. Maximum allowed is up to 1MB.',
      errors: { resume: 'The file is too large. Maximum allowed is up to 1MB.' },
    });
  });

  it('refuses a 20 MB file with 413 without reading it all into a row', async () => {
    const before = await count(app, 'resumes');
    const res = await submit(app, 'job-apply', VALID['job-apply'], [
      { filename: 'cv.pdf', data: Buffer.alloc(20_000_000, 0x25) },
    ]);
    expect(res.statusCode).toBe(413);
    expect(await count(app, 'resumes')).toBe(before);
  });

  it('refuses 200 files with 413', async () => {
    const files = Array.from({ length: 200 }, (_, i) => ({ filename: `cv-${i}.pdf`, data: pdfFile() }));
    const res = await submit(app, 'job-apply', VALID['job-apply'], files);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses 10,000 fields with 413', async () => {
    const fields: Record<string, string> = { ...VALID.contact };
    for (let i = 0; i < 10_000; i += 1) fields[`f${i}`] = 'x';
    const res = await submit(app, 'contact', fields);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses 10,000 copies of a known field with 413', async () => {
    const body = await multipart({});
    const boundary = /boundary=(.+)$/.exec(body.headers['content-type'] ?? '')?.[1] ?? 'b';
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="fullname"\r\n\r\nPriya\r\n`;
    const res = await raw(`${part.repeat(10_000)}--${boundary}--\r\n`, `multipart/form-data; boundary=${boundary}`);
    expect(res.statusCode).toBe(413);
  });

  it('refuses a field over the size limit with 413', async () => {
    const res = await submit(app, 'contact', { ...VALID.contact, message: 'x'.repeat(100_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a prototype-polluting field name with 400', async () => {
    const body = '--x\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n{"polluted":true}\r\n--x--\r\n';
    const res = await raw(body, 'multipart/form-data; boundary=x');
    expect(res.statusCode).toBe(400);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('does not take form posts on other paths', async () => {
    const body = await multipart(VALID.contact);
    const res = await app.inject({
      method: 'POST',
      url: '/webAPI/other.php',
      payload: body.payload,
      headers: { ...body.headers, ...(await session(app)).headers },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('NOT_FOUND');
  });
});

describe('the database', { timeout: 90_000 }, () => {
  it('applies migrations once and keeps rows across restarts on the same data folder', async () => {
    const first = await formsApp({}, { keepDataDir: true });
    const dataDir = first.config.dataDir;
    const res = await submit(first, 'contact', VALID.contact);
    await first.close();
    const second = await formsApp({ dataDir });
    expect(await row(second, 'contact_enquiries', res.json().id)).toMatchObject({
      fullname: VALID.contact['fullname'],
    });
    await second.close();
  });
});
