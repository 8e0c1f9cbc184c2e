/**
 * The form definitions against spec.md sections 3, 5, 7 and 9 (and DESIGN.md's
 * deviations). Messages are written out here on purpose: a changed message in
 * app/forms must fail these tests.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkFile,
  contact,
  controlsOf,
  fieldsOf,
  forms,
  hire,
  HONEYPOT_FIELD,
  jobApply,
  STATUS,
  dateBounds,
  normalize,
  normalizeValue,
  OPEN_POSITIONS,
  validate,
  type ChoiceField,
  type FileField,
  type FormDefinition,
  type FormId,
  type FormValues,
  type TextField,
} from '../../app/forms/index.ts';
import { VALID } from '../support/submissions.ts';
import { expectedPositionsModule, POSITIONS_FILE } from '../../app/forms/positions-module.server.ts';

const RESUME = { name: 'Rahul Mehta CV.pdf', size: 120_000 };
const validValues = (form: FormId, changes: FormValues = {}): FormValues => ({
  ...VALID[form],
  ...(form === 'job-apply' ? { resume: RESUME } : {}),
  ...changes,
});
const errorsOf = (form: FormId, changes: FormValues) => validate(forms[form], validValues(form, changes));
const control = (form: FormDefinition, name: string) => controlsOf(form).find((c) => c.name === name);

describe('the fields of spec.md section 3', () => {
  it.each([
    ['contact', ['fullname', 'email', 'phone', 'companyname', 'budget', 'skype', 'message']],
    [
      'hire',
      [
        'name',
        'email',
        'contact',
        'pro_language',
        'project_length',
        'project_detail',
        'salary_type',
        'salary',
        'hire_time',
        'developer_experience',
        'comments',
      ],
    ],
    [
      'job-apply',
      [
        'fullname',
        'email',
        'city',
        'mobile',
        'position',
        'currentsalary',
        'expectsalary',
        'currentdesignation',
        'joiningdate',
        'experience',
        'resume',
        'message',
      ],
    ],
  ] as const)('%s has exactly its fields', (id, names) => {
    expect(
      fieldsOf(forms[id])
        .map((f) => f.name)
        .sort(),
    ).toEqual([...names].sort());
  });

  it('posts to the paths of spec.md section 7', () => {
    expect(contact.endpoint).toBe('/webAPI/contact_insert.php');
    expect(jobApply.endpoint).toBe('/webAPI/job_apply_insert.php');
    expect(hire.endpoint).toBe('/webAPI/hire_developer');
  });

  it('gives the hire form its three sections, in order', () => {
    expect(hire.sections.map((s) => s.title)).toEqual([
      'Personal / Company Details',
      'Project details',
      'Hire Developer Details',
    ]);
    expect(hire.sections[1]?.fields.map((f) => f.name)).toEqual(['pro_language', 'project_length', 'project_detail']);
  });

  it('labels every control and keeps the honeypot out of every form', () => {
    for (const form of Object.values(forms)) {
      for (const c of controlsOf(form)) expect(c.label.length, `${form.id}.${c.name}`).toBeGreaterThan(2);
      expect(controlsOf(form).map((c) => c.name)).not.toContain(HONEYPOT_FIELD);
    }
  });
});

describe('valid values', () => {
  it.each(['contact', 'hire', 'job-apply'] as const)('%s: a complete form has no errors', (id) => {
    expect(validate(forms[id], validValues(id))).toEqual({});
  });

  it('contact: company name and Teams ID are optional', () => {
    expect(errorsOf('contact', { companyname: '', skype: '   ' })).toEqual({});
  });

  it('hire: comments are optional', () => {
    expect(errorsOf('hire', { comments: '' })).toEqual({});
  });
});

describe('required messages (spec.md section 5)', () => {
  const empty = (id: FormId) => validate(forms[id], {});

  it('job apply', () => {
    expect(empty('job-apply')).toEqual({
      fullname: 'Fullname is required.',
      email: 'Email is required.',
      city: 'City is required.',
      mobile: 'Mobile number is required.',
      currentsalary: 'Current Salary is required.',
      expectsalary: 'Expectation Salary is required.',
      currentdesignation: 'Current Designation is required.',
      joiningdate: 'Joining Date is required.',
      experience: 'Experience field is required.',
      resume: 'Your resume is required.',
      message: 'Short description is required.',
    });
  });

  it('hire developer: no salary message until a salary type is chosen', () => {
    expect(empty('hire')).toEqual({
      name: 'field is required.',
      email: 'field is required.',
      contact: 'field is required.',
      pro_language: 'field is required.',
      project_length: 'Please select length of project.',
      project_detail: 'field is required.',
      salary_type: 'Please select developer salary type.',
      hire_time: 'Please select hiring time.',
      developer_experience: 'Please select developer experience.',
    });
  });

  it('contact', () => {
    expect(empty('contact')).toEqual({
      fullname: 'field is required.',
      email: 'field is required.',
      phone: 'field is required.',
      budget: 'Please select your Budget.',
      message: 'field is required.',
    });
  });

  it.each(['contact', 'hire', 'job-apply'] as const)('%s: blank text counts as empty', (id) => {
    const blanks = Object.fromEntries(Object.keys(VALID[id]).map((name) => [name, ' \t\n ']));
    expect(validate(forms[id], blanks)).toEqual(validate(forms[id], {}));
  });

  it("hire: the project_detail error is its own, not the language field's (DESIGN.md deviation 2)", () => {
    expect(errorsOf('hire', { project_detail: '' })).toEqual({ project_detail: 'field is required.' });
  });
});

describe('e-mail addresses', () => {
  const invalid = [
    'priya',
    'priya@',
    '@acme.com',
    'priya@acme',
    'priya acme@acme.com',
    'priya@acme..com',
    'priya@-acme.com',
    'priya@acme.com.',
    'a@b@acme.com',
    'priya@acme .com',
  ];
  const valid = ['a@b.co', 'first.last+tag@mail.example.co.in', "o'brien@example.ie", 'x_y-z@sub-domain.example.com'];

  it.each(['contact', 'hire', 'job-apply'] as const)('%s', (id) => {
    for (const email of invalid) {
      expect(errorsOf(id, { email }), email).toEqual({ email: 'Email must be a valid email address.' });
    }
    for (const email of valid) expect(errorsOf(id, { email }), email).toEqual({});
    expect(errorsOf(id, { email: '  a@b.co  ' })).toEqual({});
  });
});

describe('mobile and phone: digits only, 10 to 12 of them', () => {
  it.each([
    ['job-apply', 'mobile', 'Only number is allowed.'],
    ['contact', 'phone', 'Please valid number is allowed'],
  ] as const)('%s %s', (id, name, digitsMessage) => {
    for (const value of ['98765abcde', '+919876543210', '98765 43210', '98765-43210', '٩٨٧٦٥٤٣٢١٠']) {
      expect(errorsOf(id, { [name]: value }), value).toEqual({ [name]: digitsMessage });
    }
    for (const value of ['987654321', '1', '9876543210123']) {
      expect(errorsOf(id, { [name]: value }), value).toEqual({ [name]: 'Please enter 10 to 12 digits.' });
    }
    for (const value of ['9876543210', '98765432101', '919876543210']) {
      expect(errorsOf(id, { [name]: value }), value).toEqual({});
    }
    const field = control(forms[id], name) as TextField;
    expect(field.maxLength).toBe(12);
    expect(field.inputMode).toBe('numeric');
  });

  it('hire contact: digits only, 10 to 15 of them, as its message says (DESIGN.md deviation 8, issue 12)', () => {
    for (const value of [
      '123456789',
      '98765',
      'abcdefghij',
      '+1 415 555 0132',
      '+44 20 7946 0958',
      '1234567890123456',
    ]) {
      expect(errorsOf('hire', { contact: value }), value).toEqual({ contact: 'Contact should be 10 digits.' });
    }
    for (const value of ['9876543210', '14155550132', '442079460958', '123456789012345']) {
      expect(errorsOf('hire', { contact: value }), value).toEqual({});
    }
    const field = control(hire, 'contact') as TextField;
    expect(field.inputMode).toBe('numeric');
    expect(field.maxLength).toBe(15);
  });
});

describe('choices', () => {
  it.each([
    ['contact', 'budget', 'Please select your Budget.'],
    ['hire', 'project_length', 'Please select length of project.'],
    ['hire', 'salary_type', 'Please select developer salary type.'],
    ['hire', 'hire_time', 'Please select hiring time.'],
    ['hire', 'developer_experience', 'Please select developer experience.'],
  ] as const)('%s %s: a value that is not an option is refused', (id, name, message) => {
    for (const value of ['', 'something else', 'year']) {
      const changes = name === 'salary_type' ? { salary_type: value, salary: '' } : { [name]: value };
      expect(errorsOf(id, changes), value).toEqual({ [name]: message });
    }
    for (const option of (control(forms[id], name) as ChoiceField).options) {
      const changes =
        name === 'salary_type'
          ? { salary_type: option.value, salary: option.value === 'Hourly' ? '$8' : '2500' }
          : { [name]: option.value };
      expect(errorsOf(id, changes), option.value).toEqual({});
    }
  });

  it('uses the option lists of spec.md section 9', () => {
    const values = (id: FormId, name: string) => (control(forms[id], name) as ChoiceField).options.map((o) => o.value);
    const labels = (id: FormId, name: string) =>
      (control(forms[id], name) as ChoiceField).options.map((o) => o.label ?? o.value);
    expect(values('contact', 'budget')).toEqual([
      '$100 - $500',
      '$500 - $1000',
      '$1000 - $3000',
      '$3000- $5000',
      '$5000 +',
    ]);
    expect(labels('hire', 'project_length')).toEqual(['1-3 Months', '3-6 Months', '6-12 Months', '12 Months or More']);
    expect(values('hire', 'salary_type')).toEqual(['Hourly', 'Monthly']);
    const hourly = hire.sections[2].fields[1].cases.Hourly as ChoiceField;
    expect(hourly.options.map((o) => o.value)).toEqual(['$8', '$10', '$10 - $15', '$15 - $20', '$20 - $25', '$25+']);
    expect(values('hire', 'hire_time')).toEqual(['immediate', 'after15days', 'aftermonth']);
    expect(values('hire', 'developer_experience')).toEqual(['1-2 Year', '3+ Years', '5+ Years', '10+ Years']);
  });

  it('gives every project length its own value (DESIGN.md deviation 3)', () => {
    const lengths = (control(hire, 'project_length') as ChoiceField).options.map((o) => o.value);
    expect(new Set(lengths).size).toBe(4);
  });
});

describe('hire salary follows the salary type', () => {
  it('Hourly: an hourly rate must be chosen', () => {
    expect(errorsOf('hire', { salary_type: 'Hourly', salary: '' })).toEqual({ salary: 'Please select salary.' });
    expect(errorsOf('hire', { salary_type: 'Hourly', salary: '2500' })).toEqual({ salary: 'Please select salary.' });
    expect(errorsOf('hire', { salary_type: 'Hourly', salary: '$10 - $15' })).toEqual({});
  });

  it('Monthly: any amount, but not nothing', () => {
    expect(errorsOf('hire', { salary_type: 'Monthly', salary: '' })).toEqual({ salary: 'field is required.' });
    expect(errorsOf('hire', { salary_type: 'Monthly', salary: '   ' })).toEqual({ salary: 'field is required.' });
    expect(errorsOf('hire', { salary_type: 'Monthly', salary: '2,500 USD' })).toEqual({});
  });

  it('neither: only the salary type is asked for', () => {
    expect(errorsOf('hire', { salary_type: '', salary: '' })).toEqual({
      salary_type: 'Please select developer salary type.',
    });
  });
});

describe('resume', () => {
  const resume = control(jobApply, 'resume') as FileField;

  it('is required', () => {
    expect(errorsOf('job-apply', { resume: undefined })).toEqual({ resume: 'Your resume is required.' });
    expect(checkFile(resume, { name: '', size: 0 })).toBe('Your resume is required.');
  });

  it('takes pdf, doc and docx, whatever the case of the extension', () => {
    for (const name of ['cv.pdf', 'cv.doc', 'cv.docx', 'CV.PDF', 'my.cv.final.Docx']) {
      expect(checkFile(resume, { name, size: 1000 }), name).toBeUndefined();
    }
    for (const name of ['cv.txt', 'cv.pdf.exe', 'cv', 'cv.odt', 'cv.png', 'pdf']) {
      expect(checkFile(resume, { name, size: 1000 }), name).toBe('Please choose a PDF, DOC or DOCX file.');
    }
  });

  it("refuses 1,000,000 bytes or more with the spec's message", () => {
    expect(checkFile(resume, { name: 'cv.pdf', size: 999_999 })).toBeUndefined();
    for (const size of [1_000_000, 1_000_001, 5_000_000]) {
      expect(checkFile(resume, { name: 'cv.pdf', size })).toBe('The file is too large. Maximum allowed is up to 1MB.');
    }
    expect(errorsOf('job-apply', { resume: { name: 'cv.pdf', size: 1_000_000 } })).toEqual({
      resume: 'The file is too large. Maximum allowed is up to 1MB.',
    });
  });

  it('is offered with accept=".pdf,.doc,.docx"', () => {
    expect(resume.extensions.map((e) => `.${e}`).join(',')).toBe('.pdf,.doc,.docx');
  });
});

describe('single source of truth', () => {
  const root = resolve(import.meta.dirname, '../..');
  const sourceFiles = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === 'migrations' ? [] : sourceFiles(path);
      return /\.(ts|tsx|js|mjs)$/.test(name) ? [path] : [];
    });
  const sources = [...sourceFiles(join(root, 'app')), ...sourceFiles(join(root, 'server'))].map((path) => ({
    path,
    text: readFileSync(path, 'utf8'),
  }));
  const occurrences = (literal: string) =>
    sources.reduce((total, { text }) => total + text.split(`'${literal}'`).length - 1, 0);

  it('writes every message once in the code', () => {
    const messages = new Set<string>();
    for (const form of Object.values(forms)) {
      for (const c of controlsOf(form)) {
        if (c.required) messages.add(c.required);
        if (c.kind === 'file') messages.add(c.typeMessage).add(c.sizeMessage);
        if ('rules' in c) for (const r of c.rules ?? []) messages.add(r.message);
      }
    }
    for (const status of Object.values(STATUS)) if (typeof status === 'string') messages.add(status);
    expect(messages.size).toBeGreaterThan(25);
    for (const message of messages) expect(occurrences(message), message).toBe(1);
  });

  it('writes every option value once in the code', () => {
    const values = new Set<string>();
    for (const form of Object.values(forms)) {
      for (const c of controlsOf(form))
        if (c.kind === 'select' || c.kind === 'radio') for (const o of c.options) values.add(o.value);
    }
    // The spec's 24, and the open positions (generated from app/content/roles.yaml).
    expect(values.size).toBe(24 + OPEN_POSITIONS.length);
    for (const value of values) expect(occurrences(value), value).toBe(1);
  });
});

describe('issue 12: one-line fields, e-mail characters, dates and lengths', () => {
  it('collapses line breaks and control characters of every field that is not a textarea to one space', () => {
    const spoof = 'Priya Sharma\nEmail address: ceo@bank.example';
    expect(normalizeValue(control(contact, 'fullname'), spoof)).toBe('Priya Sharma Email address: ceo@bank.example');
    expect(normalizeValue(control(contact, 'companyname'), 'Acme\r\n\r\nOpen it: http://evil.example/admin')).toBe(
      'Acme Open it: http://evil.example/admin',
    );
    expect(normalizeValue(control(contact, 'fullname'), ' a\u0000\u0007\tb\u2028c\u0085d\u001b[31m ')).toBe(
      'a b c d [31m',
    );
    // A textarea keeps its lines (as LF), and loses other control characters.
    expect(normalizeValue(control(contact, 'message'), ' Hi\r\n\r\nThanks\u0000\u0007\rBye\t! ')).toBe(
      'Hi\n\nThanks\nBye\t!',
    );
  });

  it('normalize() applies it to a whole form, the switch case included, leaving files and unknown names', () => {
    const resume = { name: 'cv.pdf', size: 10 };
    expect(
      normalize(hire, { name: 'A\nB', salary_type: 'Monthly', salary: '2,500\n', comments: 'x\r\ny', other: 'p\nq' }),
    ).toEqual({ name: 'A B', salary_type: 'Monthly', salary: '2,500', comments: 'x\ny', other: 'p\nq' });
    expect(normalize(jobApply, { resume, city: '\nAhmedabad' })).toEqual({ resume, city: 'Ahmedabad' });
    // Validation sees the normalised value: a name made of line breaks only is empty.
    expect(errorsOf('contact', { fullname: '\n\r\n' })).toEqual({ fullname: 'field is required.' });
  });

  it('refuses ?, & and % in e-mail addresses with their own message', () => {
    for (const id of ['contact', 'hire', 'job-apply'] as const) {
      for (const email of [
        'nobody%40victim.example?cc=boss%40victim.example&body=x&x=@evil.example',
        'a?b@example.com',
        'a&b@example.com',
        'a%b@example.com',
      ]) {
        expect(errorsOf(id, { email }), email).toEqual({ email: 'Please leave ?, & and % out of the email address.' });
      }
    }
  });

  it('joiningdate: a real calendar date from today to two years ahead', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    const dateErrors = (joiningdate: string) =>
      validate(jobApply, validValues('job-apply', { joiningdate }), now)['joiningdate'];
    const message = 'Joining Date must be a date from today to two years ahead.';
    for (const value of ['next tuesday-ish <b>', '9999-99-99', '1900-01-01', '2026-02-30', '2026-6-20', '2026-06-13']) {
      expect(dateErrors(value), value).toBe(message);
    }
    expect(dateErrors('2028-06-17'), 'over two years ahead').toBe(message);
    for (const value of ['2026-06-15', '2026-06-16', '2027-02-28', '2028-02-29', '2028-06-15']) {
      expect(dateErrors(value), value).toBeUndefined();
    }
    // Today in any time zone: yesterday in UTC is still today west of it, tomorrow east.
    const early = new Date('2026-06-15T10:00:00Z');
    expect(validate(jobApply, validValues('job-apply', { joiningdate: '2026-06-14' }), early)).toEqual({});
    const rule = (control(jobApply, 'joiningdate') as TextField).rules?.find((r) => r.type === 'date');
    expect(rule && dateBounds(rule, now)).toEqual({ min: '2026-06-15', max: '2028-06-16' });
    expect(rule && dateBounds(rule, new Date('2026-06-15T00:30:00Z'))).toEqual({
      min: '2026-06-14',
      max: '2028-06-15',
    });
  });

  it('refuses an over-long value with a field message instead of cutting it', () => {
    const message = 'x'.repeat(5001);
    expect(errorsOf('contact', { message })).toEqual({
      message: 'Please shorten this to 5,000 characters or fewer.',
    });
    expect(errorsOf('contact', { message: 'x'.repeat(5000) })).toEqual({});
    // Counted as the input's maxlength counts: an emoji is two.
    expect(errorsOf('contact', { fullname: '😀'.repeat(51) })).toEqual({
      fullname: 'Please shorten this to 100 characters or fewer.',
    });
    expect(errorsOf('contact', { fullname: '😀'.repeat(50) })).toEqual({});
  });
});

describe('issue 11: the optional position of a job application', () => {
  const position = control(jobApply, 'position') as ChoiceField;

  it('offers the titles of the openings in app/content/roles.yaml, generated into open-positions.ts', () => {
    expect(position.kind).toBe('select');
    expect(position.required).toBe(false);
    expect(position.options).toBe(OPEN_POSITIONS);
    expect(OPEN_POSITIONS.map((o) => o.value)).toContain('PHP Developer');
    expect(readFileSync(POSITIONS_FILE, 'utf8'), 'npm run forms:positions').toBe(expectedPositionsModule());
  });

  it('accepts an open position or none, and refuses anything else', () => {
    for (const option of OPEN_POSITIONS) expect(errorsOf('job-apply', { position: option.value })).toEqual({});
    expect(errorsOf('job-apply', { position: '' })).toEqual({});
    expect(errorsOf('job-apply', { position: undefined })).toEqual({});
    for (const value of ['Chief Executive Officer', 'php developer', 'Front-end Developer', 'PHP Developer\nCEO']) {
      expect(errorsOf('job-apply', { position: value }), value).toEqual({
        position: 'Please select one of our open positions.',
      });
    }
  });
});
