/**
 * <site-form data-form="contact|hire|job-apply">: the browser side of the three
 * forms, around the markup SiteForm.astro renders from the same definitions.
 *
 * - Validation with src/forms: no message before the first submit attempt, then
 *   every message kept up to date as the visitor types; nothing is sent while a
 *   field is invalid, and the first invalid field gets the focus.
 * - A resume is checked as soon as it is chosen (type, size); a refused file is
 *   cleared from the input and its message shown at once.
 * - The hire form's salary control follows the salary type; the hidden control is
 *   disabled, so it is neither sent nor validated, and keeps its value.
 * - Sending: a multipart POST through http.ts (CSRF header), bounded by a time-out,
 *   one at a time. 201: the form is reset and the visitor goes to /thank-you. Any
 *   failure keeps everything the visitor entered, the chosen file too, says what
 *   happened in the status region, shows the server's field messages under their
 *   fields, and lets the visitor send again.
 */
import {
  checkFile,
  fieldsOf,
  forms,
  isFormId,
  STATUS,
  validate,
  type ApiError,
  type Field,
  type FileField,
  type FileInfo,
  type FormDefinition,
  type FormErrors,
  type FormValues,
  type SwitchField,
} from '../../app/forms/index.ts';
import { send } from './http.ts';

/** Longest wait for the server's answer, upload included. */
const TIMEOUT_MS = 30_000;
const THANK_YOU_PATH = '/thank-you';

type Tone = 'info' | 'success' | 'error';
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

class SiteFormElement extends HTMLElement {
  #abort: AbortController | undefined;
  #definition: FormDefinition | undefined;
  #form: HTMLFormElement | undefined;
  /** Set by the first submit attempt: from then on every message is shown live. */
  #submitted = false;
  #sending = false;
  /** Messages from the server's last answer, by field, until that field changes. */
  #serverErrors: FormErrors = {};
  /** Messages about a refused file choice, shown at once, until another file is chosen. */
  #fileNotices: FormErrors = {};

  connectedCallback(): void {
    const id = this.dataset['form'];
    const form = this.querySelector('form');
    if (!isFormId(id) || !form) return;
    this.#definition = forms[id];
    this.#form = form;
    this.#abort = new AbortController();
    const { signal } = this.#abort;

    form.addEventListener(
      'submit',
      (event) => {
        event.preventDefault();
        void this.#submit();
      },
      { signal },
    );
    form.addEventListener('input', (event) => this.#edited(event), { signal });
    form.addEventListener('change', (event) => this.#edited(event), { signal });
    // Coming back with the Back button to a page kept in memory: make it usable again.
    window.addEventListener(
      'pageshow',
      (event) => {
        if (event.persisted) this.#setSending(false);
      },
      { signal },
    );
    this.#syncSwitches();
    this.dataset['ready'] = '';
  }

  disconnectedCallback(): void {
    this.#abort?.abort();
  }

  get #fields(): readonly Field[] {
    return this.#definition ? fieldsOf(this.#definition) : [];
  }

  /** What the form holds now, as the shared validation reads it. Disabled controls are left out. */
  #values(): FormValues {
    const values: Record<string, string | FileInfo> = {};
    if (!this.#form) return values;
    for (const [name, value] of new FormData(this.#form)) {
      if (name in values) continue;
      values[name] = typeof value === 'string' ? value : { name: value.name, size: value.size };
    }
    return values;
  }

  /** The element wrapping a field as shown now: for a switch, its visible case (or none). */
  #block(field: Field): HTMLElement | null {
    if (field.kind === 'switch') {
      return this.querySelector<HTMLElement>(`[data-field="${field.name}"][data-case]:not([hidden])`);
    }
    return this.querySelector<HTMLElement>(`[data-field="${field.name}"]`);
  }

  #controlsOf(block: HTMLElement | null): Control[] {
    return block ? [...block.querySelectorAll<Control>('input, select, textarea')] : [];
  }

  /** Shows the salary control of the chosen salary type; hides and disables the others. */
  #syncSwitches(): void {
    const values = this.#values();
    for (const field of this.#fields) {
      if (field.kind !== 'switch') continue;
      const chosen = values[(field as SwitchField).on];
      for (const block of this.querySelectorAll<HTMLElement>(`[data-field="${field.name}"][data-case]`)) {
        const active = block.dataset['case'] === chosen;
        block.hidden = !active;
        for (const control of this.#controlsOf(block)) control.disabled = !active;
      }
    }
  }

  #edited(event: Event): void {
    const target = event.target;
    if (!(
      target instanceof HTMLInputElement ||
      target instanceof HTMLSelectElement ||
      target instanceof HTMLTextAreaElement
    )) {
      return;
    }
    const name = target.name;
    if (this.#fields.some((field) => field.kind === 'switch' && field.on === name)) this.#syncSwitches();
    this.#serverErrors = without(this.#serverErrors, name);
    if (target instanceof HTMLInputElement && target.type === 'file') {
      if (event.type !== 'change') return;
      this.#checkChosenFile(target);
    }
    const errors = this.#errors();
    this.#show(errors);
    if (this.#submitted && Object.keys(errors).length === 0 && this.dataset['tone'] === 'error')
      this.#status('info', '');
  }

  /** Type and size are checked on choice; a refused file is taken out of the input. */
  #checkChosenFile(input: HTMLInputElement): void {
    const field = this.#fields.find((f): f is FileField => f.kind === 'file' && f.name === input.name);
    if (!field) return;
    this.#fileNotices = without(this.#fileNotices, field.name);
    const file = input.files?.[0];
    if (!file) return;
    const message = checkFile(field, { name: file.name, size: file.size });
    if (message) {
      this.#fileNotices[field.name] = message;
      input.value = '';
    }
  }

  /** The messages to show now. */
  #errors(): FormErrors {
    const client = this.#submitted && this.#definition ? validate(this.#definition, this.#values()) : {};
    return { ...this.#serverErrors, ...client, ...this.#fileNotices };
  }

  #show(errors: FormErrors): void {
    for (const field of this.#fields) {
      const visible = this.#block(field);
      for (const block of this.querySelectorAll<HTMLElement>(`[data-field="${field.name}"]`)) {
        const message = block === visible ? errors[field.name] : undefined;
        block.classList.toggle('is-invalid', Boolean(message));
        const slot = block.querySelector<HTMLElement>('[data-error]');
        if (slot) slot.textContent = message ?? '';
        for (const control of this.#controlsOf(block)) {
          if (message) control.setAttribute('aria-invalid', 'true');
          else control.removeAttribute('aria-invalid');
        }
      }
    }
  }

  #focusFirstInvalid(errors: FormErrors): void {
    for (const field of this.#fields) {
      if (!errors[field.name]) continue;
      const control = this.#controlsOf(this.#block(field))[0];
      if (!control) continue;
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      control.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
      control.focus({ preventScroll: true });
      return;
    }
  }

  #status(tone: Tone, message: string): void {
    const region = this.querySelector<HTMLElement>('[data-status]');
    this.dataset['tone'] = tone;
    if (region) region.textContent = message;
  }

  #setSending(sending: boolean): void {
    this.#sending = sending;
    const button = this.querySelector<HTMLButtonElement>('button[type="submit"]');
    const label = this.querySelector<HTMLElement>('[data-submit-label]');
    this.#form?.setAttribute('aria-busy', String(sending));
    if (button) {
      // aria-disabled rather than disabled: the button keeps the focus while sending.
      button.setAttribute('aria-disabled', String(sending));
      if (label) {
        label.dataset['idle'] ??= label.textContent ?? '';
        label.textContent = sending ? STATUS.sending : label.dataset['idle'];
      }
    }
  }

  async #submit(): Promise<void> {
    const form = this.#form;
    const definition = this.#definition;
    if (!form || !definition || this.#sending) return;
    this.#submitted = true;
    this.#serverErrors = {};
    const errors = this.#errors();
    this.#show(errors);
    if (Object.keys(errors).length > 0) {
      this.#status('error', STATUS.invalid);
      this.#focusFirstInvalid(errors);
      return;
    }

    this.#setSending(true);
    this.#status('info', STATUS.sending);
    let response: Response;
    try {
      response = await send(definition.endpoint, {
        method: 'POST',
        body: new FormData(form),
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      this.#setSending(false);
      const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
      this.#status('error', timedOut ? STATUS.timeout : STATUS.offline);
      return;
    }

    if (response.status === 201) {
      form.reset();
      this.#submitted = false;
      this.#fileNotices = {};
      this.#syncSwitches();
      this.#show({});
      this.#status('success', STATUS.sent);
      window.location.assign(THANK_YOU_PATH);
      return;
    }
    this.#setSending(false);
    await this.#failed(response);
  }

  async #failed(response: Response): Promise<void> {
    const body = (await response.json().catch(() => undefined)) as Partial<ApiError> | undefined;
    const fieldErrors = body?.errors && typeof body.errors === 'object' ? body.errors : undefined;
    if (fieldErrors && Object.keys(fieldErrors).length > 0) {
      this.#serverErrors = { ...fieldErrors };
      const errors = this.#errors();
      this.#show(errors);
      this.#status('error', STATUS.invalid);
      this.#focusFirstInvalid(errors);
      return;
    }
    this.#status('error', messageFor(response));
  }
}

function without(errors: FormErrors, name: string): FormErrors {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key !== name));
}

function messageFor(response: Response): string {
  switch (response.status) {
    case 403:
      return STATUS.forbidden;
    case 413:
      return STATUS.tooLarge;
    case 415:
      return STATUS.unsupported;
    case 429: {
      const seconds = Number(response.headers.get('retry-after'));
      return STATUS.rateLimited(Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60);
    }
    case 503:
      return STATUS.unavailable;
    default:
      return STATUS.serverError;
  }
}

if (!customElements.get('site-form')) customElements.define('site-form', SiteFormElement);
