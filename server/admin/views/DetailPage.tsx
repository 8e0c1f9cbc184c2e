/**
 * One submission: every field under the label the visitor saw (line breaks kept,
 * nothing run as markup; e-mail and phone as links), the actions (reply, call, spam
 * or not), its stage (a button per stage: one click), owner and follow-up day, the
 * resume of an application (a PDF opens in the browser), where it came from in staff
 * words with the technical record folded away, and the e-mails the outbox sent or is
 * sending about it.
 */
import type { ComponentType, ReactElement } from 'react';
import type { FormId } from '../../../app/forms/index.ts';
import type { Action, SubmissionRow } from '../../db/inbox.ts';
import type { EventKind, MailKind } from '../../db/schema.ts';
import { FINAL_STAGES, STAGE_LABELS, STAGES, type Stage } from '../../pipeline.ts';
import {
  cameFrom,
  fieldViews,
  FORM_NAMES,
  formatDateTime,
  formatDay,
  formatSize,
  PHONE_FIELD,
  senderName,
  sourceViews,
  textOf,
} from '../../submission-view.ts';
import { CsrfInput } from './CsrfInput.tsx';
import {
  Ban,
  Download,
  FileText,
  Phone,
  Reply,
  RotateCcw,
  type UiIconProps,
} from '../../../app/components/ui/ui-icons.tsx';
import { ADMIN, mailtoHref, telHref, type PageContext } from './inbox.ts';
import { Notice } from './Notice.tsx';
import { StaffLayout } from './StaffLayout.tsx';

export interface MailStatus {
  kind: MailKind;
  recipient: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  sentAt: Date | null;
  nextAttemptAt: Date;
  lastError: string | null;
}

export interface ResumeInfo {
  storedName: string;
  originalName: string;
  contentType: string;
  size: number;
  sha256: string;
}

export interface DeliveryStatus {
  id: string;
  target: 'webhook' | 'slack';
  /** The origin of the receiver it goes to, or undefined when the configuration no longer has it. */
  receiverOrigin: string | undefined;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  sentAt: Date | null;
  nextAttemptAt: Date;
  lastError: string | null;
  /** Being made right now by a worker: not to be retried meanwhile. */
  inFlight: boolean;
}

/** One entry of a submission's history: a stage change or a note. */
export interface HistoryEntry {
  kind: EventKind;
  author: string;
  createdAt: Date;
  fromStage: string | null;
  toStage: string | null;
  body: string | null;
}

export interface DetailData {
  form: FormId;
  row: SubmissionRow;
  /** Every member of staff, for the owner list. */
  staff: string[];
  resume?: ResumeInfo;
  mail: MailStatus[];
  /** Every stage change and note, oldest first. */
  history: HistoryEntry[];
  /** Its webhook and Slack deliveries. */
  webhooks: DeliveryStatus[];
  /** What was just done, confirmed at the top. */
  updated?: Action | 'stage' | 'note' | 'retry' | 'owner';
}

export interface DetailPageProps extends DetailData {
  context: PageContext;
}

const ACTION_DONE: Record<NonNullable<DetailData['updated']>, string> = {
  retry: 'The delivery will be tried again now.',
  owner: 'Owner and follow-up saved.',
  spam: 'Marked as spam.',
  'not-spam': 'No longer marked as spam.',
  stage: 'Stage changed.',
  note: 'Note added.',
};

const stageLabel = (stage: string | null) => (stage ? (STAGE_LABELS[stage as Stage] ?? stage) : '');

/** The stage: one form with a button per stage, so one click moves it (a plain POST with the CSRF token). */
function StageCard({ form, row, csrfToken }: { form: FormId; row: SubmissionRow; csrfToken: string }): ReactElement {
  return (
    <section className="card card__body" aria-labelledby="stage-heading">
      <h2 id="stage-heading">Stage</h2>
      <form className="stage-buttons" method="post" action={`${ADMIN}/${form}/${row.id}/stage`}>
        <CsrfInput token={csrfToken} />
        {STAGES[form].map((stage) => {
          const current = stage === row.stage;
          return (
            <button
              key={stage}
              className={`btn btn--small ${current ? 'btn--primary' : 'btn--secondary'}`}
              type="submit"
              name="stage"
              value={stage}
              aria-pressed={current}
              disabled={current}
            >
              {STAGE_LABELS[stage]}
            </button>
          );
        })}
      </form>
    </section>
  );
}

/** Who looks after it and when to follow it up: the owner's morning e-mail lists it that day. */
function OwnerCard({
  form,
  row,
  staff,
  context,
}: {
  form: FormId;
  row: SubmissionRow;
  staff: string[];
  context: PageContext;
}): ReactElement {
  const names = row.owner && !staff.includes(row.owner) ? [...staff, row.owner] : staff;
  const closed = FINAL_STAGES.includes(row.stage);
  const due = row.followUpOn && !closed && row.followUpOn <= context.today;
  return (
    <section className="card card__body" aria-labelledby="owner-heading">
      <h2 id="owner-heading">Owner and follow-up</h2>
      {row.owner || row.followUpOn ? (
        <p className="owner-summary">
          {row.owner
            ? `${row.owner === context.username ? 'You look' : `${row.owner} looks`} after it.`
            : 'Nobody looks after it yet.'}
          {row.followUpOn ? (
            <span
              className={due ? 'due' : undefined}
            >{` Follow up ${formatDay(row.followUpOn)}${due ? (row.followUpOn < context.today ? ' (overdue)' : ' (today)') : ''}.`}</span>
          ) : null}
        </p>
      ) : (
        <p className="muted">Nobody looks after it yet.</p>
      )}
      <form className="owner-form" method="post" action={`${ADMIN}/${form}/${row.id}/owner`}>
        <CsrfInput token={csrfToken(context)} />
        <label htmlFor="owner">Owner</label>
        <select id="owner" name="owner" defaultValue={row.owner ?? ''}>
          <option value="">Nobody</option>
          {names.map((name) => (
            <option key={name} value={name}>
              {name === context.username ? `${name} (you)` : name}
            </option>
          ))}
        </select>
        <label htmlFor="follow-up">Follow up on</label>
        <input id="follow-up" name="followUpOn" type="date" defaultValue={row.followUpOn ?? ''} />
        <p className="hint">The owner gets a morning e-mail listing what is due that day.</p>
        <button className="btn btn--primary" type="submit">
          Save owner and date
        </button>
      </form>
    </section>
  );
}

const csrfToken = (context: PageContext) => context.csrfToken;

/** A history entry in words. */
function historyText(entry: HistoryEntry): string {
  if (entry.kind === 'stage') return `Moved from ${stageLabel(entry.fromStage)} to ${stageLabel(entry.toStage)}.`;
  if (entry.kind === 'owner') return entry.body ? `Owner set to ${entry.body}.` : 'Owner removed.';
  if (entry.kind === 'follow-up') {
    return entry.body ? `Follow-up set for ${formatDay(entry.body)}.` : 'Follow-up date removed.';
  }
  return entry.body ?? '';
}

/** Notes and stage changes, oldest first, and the form that adds a note. */
function HistoryCard({
  form,
  id,
  history,
  csrfToken,
  timeZone,
}: {
  form: FormId;
  id: string;
  history: HistoryEntry[];
  csrfToken: string;
  timeZone: string;
}): ReactElement {
  return (
    <section className="card card__body" aria-labelledby="history-heading" id="history">
      <h2 id="history-heading">Notes and history</h2>
      {history.length ? (
        <ol className="history">
          {history.map((entry, index) => (
            <li key={index}>
              <div className="history__meta">{`${entry.author} · ${formatDateTime(entry.createdAt, timeZone)}`}</div>
              <div className={entry.kind === 'note' ? 'long' : undefined}>{historyText(entry)}</div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">No notes or changes yet.</p>
      )}
      <form className="note-form" method="post" action={`${ADMIN}/${form}/${id}/notes`}>
        <CsrfInput token={csrfToken} />
        <label htmlFor="note">Add a note</label>
        <textarea id="note" name="note" rows={3} maxLength={5000} required />
        <button className="btn btn--primary" type="submit">
          Add note
        </button>
      </form>
    </section>
  );
}

const ACTION_LOOK: Record<Action, { style: string; Icon: ComponentType<UiIconProps>; label: string }> = {
  spam: { style: 'btn--danger', Icon: Ban, label: 'Mark as spam' },
  'not-spam': { style: 'btn--secondary', Icon: RotateCcw, label: 'Not spam' },
};

interface ActionButtonProps {
  form: FormId;
  id: string;
  action: Action;
  csrfToken: string;
}

/** One action as a form of its own: a plain POST with the CSRF token. */
function ActionButton({ form, id, action, csrfToken }: ActionButtonProps): ReactElement {
  const { style, Icon, label } = ACTION_LOOK[action];
  return (
    <form method="post" action={`${ADMIN}/${form}/${id}/status`}>
      <CsrfInput token={csrfToken} />
      <input type="hidden" name="action" value={action} />
      <button className={`btn ${style}`} type="submit">
        <Icon size={18} />
        {label}
      </button>
    </form>
  );
}

/** A delivery's state, and "Retry now" while it is not made. */
function DeliveryItem({
  form,
  id,
  delivery,
  csrfToken,
  timeZone,
}: {
  form: FormId;
  id: string;
  delivery: DeliveryStatus;
  csrfToken: string;
  timeZone: string;
}): ReactElement {
  const label = delivery.target === 'slack' ? 'Slack message' : 'Webhook';
  const badge =
    delivery.status === 'sent' ? (
      <span className="badge badge--handled">Delivered</span>
    ) : delivery.status === 'failed' ? (
      <span className="badge badge--spam">Failed</span>
    ) : (
      <span className="badge badge--pending">Waiting</span>
    );
  const attempts = `${delivery.attempts} attempt${delivery.attempts === 1 ? '' : 's'}`;
  const note =
    delivery.status === 'sent' && delivery.sentAt
      ? `Delivered ${formatDateTime(delivery.sentAt, timeZone)}.`
      : delivery.inFlight
        ? `Being sent now (attempt ${delivery.attempts}).`
        : delivery.status === 'failed'
          ? `Gave up after ${attempts}: ${delivery.lastError ?? 'unknown error'}.`
          : delivery.attempts > 0
            ? `${attempts} so far; next ${formatDateTime(delivery.nextAttemptAt, timeZone)}.${delivery.lastError ? ` Last error: ${delivery.lastError}` : ''}`
            : 'Queued.';
  return (
    <li>
      <div className="mail__kind">
        {label}
        {badge}
      </div>
      {/* The origin only: a Slack or automation URL carries its secret in the path. */}
      <div className="mail__to">
        {delivery.receiverOrigin ? `To ${delivery.receiverOrigin}` : 'To a receiver no longer configured'}
      </div>
      <div className="mail__note">{note}</div>
      {delivery.status !== 'sent' && !delivery.inFlight && (delivery.status === 'failed' || delivery.attempts > 0) ? (
        <form method="post" action={`${ADMIN}/${form}/${id}/webhooks/${delivery.id}/retry`}>
          <CsrfInput token={csrfToken} />
          <button className="btn btn--secondary" type="submit">
            <RotateCcw size={18} />
            Retry now
          </button>
        </form>
      ) : null}
    </li>
  );
}

function MailItem({ mail, timeZone }: { mail: MailStatus; timeZone: string }): ReactElement {
  const label = mail.kind === 'acknowledgement' ? 'Acknowledgement to sender' : 'Notification to staff';
  const badge =
    mail.status === 'sent' ? (
      <span className="badge badge--handled">Sent</span>
    ) : mail.status === 'failed' ? (
      <span className="badge badge--spam">Failed</span>
    ) : (
      <span className="badge badge--pending">Waiting</span>
    );
  const attempts = `${mail.attempts} attempt${mail.attempts === 1 ? '' : 's'}`;
  const note =
    mail.status === 'sent' && mail.sentAt
      ? `Sent ${formatDateTime(mail.sentAt, timeZone)}.`
      : mail.status === 'failed'
        ? `Gave up after ${attempts}: ${mail.lastError ?? 'unknown error'}.`
        : mail.attempts > 0
          ? `${attempts} so far; next ${formatDateTime(mail.nextAttemptAt, timeZone)}.${mail.lastError ? ` Last error: ${mail.lastError}` : ''}`
          : 'In the outbox.';
  return (
    <li>
      <div className="mail__kind">
        {label}
        {badge}
      </div>
      <div className="mail__to">{`To ${mail.recipient}`}</div>
      <div className="mail__note">{note}</div>
    </li>
  );
}

function ResumeCard({ form, id, resume }: { form: FormId; id: string; resume: ResumeInfo | undefined }): ReactElement {
  return (
    <section className="card card__body" aria-labelledby="resume-heading">
      <h2 id="resume-heading" className="sr-only">
        Resume
      </h2>
      {resume ? (
        <>
          <div className="file">
            <span className="file__icon">
              <FileText size={20} />
            </span>
            <div>
              <div className="file__name">{resume.originalName || resume.storedName}</div>
              <div className="muted">{`${formatSize(resume.size)} · ${resume.contentType === 'application/pdf' ? 'PDF' : 'Word document'}`}</div>
            </div>
          </div>
          {resume.contentType === 'application/pdf' ? (
            <div className="resume-actions">
              <a className="btn btn--primary" href={`${ADMIN}/${form}/${id}/resume`} target="_blank" rel="noopener">
                <FileText size={18} />
                Open resume
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              <a className="btn btn--secondary" href={`${ADMIN}/${form}/${id}/resume?download=1`}>
                <Download size={18} />
                Download
              </a>
            </div>
          ) : (
            <a className="btn btn--primary btn--block" href={`${ADMIN}/${form}/${id}/resume`}>
              <Download size={18} />
              Download resume
            </a>
          )}
        </>
      ) : (
        <p className="muted">No resume was stored with this application.</p>
      )}
    </section>
  );
}

/** A field's value: an e-mail address or phone number as a link, otherwise text. */
function FieldValue({ form, name, value }: { form: FormId; name: string; value: string }): ReactElement {
  if (!value) return <span className="muted">Not given</span>;
  if (name === 'email')
    return <a href={mailtoHref(value, `Re: your ${FORM_NAMES[form].singular.toLowerCase()}`)}>{value}</a>;
  const tel = name === PHONE_FIELD[form] ? telHref(value) : undefined;
  return tel ? <a href={tel}>{value}</a> : <>{value}</>;
}

function Entry({ term, value, mono = false }: { term: string; value: string; mono?: boolean }): ReactElement {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={mono ? 'mono' : undefined}>{value}</dd>
    </div>
  );
}

export function DetailPage({
  context,
  form,
  row,
  staff,
  resume,
  mail,
  history,
  webhooks,
  updated,
}: DetailPageProps): ReactElement {
  const { timeZone } = context;
  const name = senderName(form, row) || '(no name)';
  const names = FORM_NAMES[form];
  const actions: Action[] = [row.isSpam ? 'not-spam' : 'spam'];
  const reply = mailtoHref(row.email, `Re: your ${names.singular.toLowerCase()}`);
  const phone = textOf(row[PHONE_FIELD[form]]);
  const tel = telHref(phone);
  const technical = [
    ...sourceViews(row).map((source) => ({
      term: source.label,
      value: source.value,
      mono: !source.name.startsWith('utm_'),
    })),
    { term: 'Sent from (IP address)', value: row.clientAddress, mono: true },
    { term: 'Browser', value: textOf(row.userAgent) || 'Unknown', mono: true },
    ...(resume ? [{ term: 'Resume SHA-256', value: resume.sha256, mono: true }] : []),
    { term: 'Reference', value: row.id, mono: true },
  ];
  return (
    <StaffLayout title={`${name} · ${names.singular}`} context={context}>
      <nav className="crumbs" aria-label="Breadcrumb">
        <a href={`${ADMIN}/${form}`}>{names.plural}</a>
        {` / ${name}`}
      </nav>
      {updated ? <Notice kind="success">{ACTION_DONE[updated]}</Notice> : null}
      <div className="page-head">
        <div className="page-head__text">
          <p className="eyebrow">{names.singular}</p>
          <h1>{name}</h1>
          <p className="lede">
            <span className={`badge badge--stage-${FINAL_STAGES.includes(row.stage) ? 'closed' : 'open'}`}>
              {stageLabel(row.stage)}
            </span>
            {row.isSpam ? <span className="badge badge--spam">Spam</span> : null}
            {` Received ${formatDateTime(row.createdAt, timeZone)}`}
          </p>
        </div>
        <div className="actions">
          <a className="btn btn--secondary" href={reply}>
            <Reply size={18} />
            Reply by e-mail
          </a>
          {tel ? (
            <a className="btn btn--secondary" href={tel}>
              <Phone size={18} />
              {`Call ${phone}`}
            </a>
          ) : null}
          {actions.map((action) => (
            <ActionButton key={action} form={form} id={row.id} action={action} csrfToken={context.csrfToken} />
          ))}
        </div>
      </div>
      <div className="detail">
        <div className="stack">
          <section className="card" aria-labelledby="submission-heading">
            <div className="card__head">
              <h2 id="submission-heading">What they sent</h2>
            </div>
            <dl className="fields">
              {fieldViews(form, row).map((field) => (
                <div key={field.name}>
                  <dt>{field.label}</dt>
                  <dd className={field.long ? 'long' : undefined}>
                    <FieldValue form={form} name={field.name} value={field.value} />
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <HistoryCard form={form} id={row.id} history={history} csrfToken={context.csrfToken} timeZone={timeZone} />
        </div>
        <div className="stack side">
          <StageCard form={form} row={row} csrfToken={context.csrfToken} />
          <OwnerCard form={form} row={row} staff={staff} context={context} />
          {form === 'job-apply' ? <ResumeCard form={form} id={row.id} resume={resume} /> : null}
          <section className="card card__body" aria-labelledby="source-heading">
            <h2 id="source-heading">Where it came from</h2>
            <p className="came-from">
              <span className="muted">Came from: </span>
              <strong>{cameFrom(row)}</strong>
            </p>
            <details className="technical">
              <summary>Technical details</summary>
              <dl>
                {technical.map((entry) => (
                  <Entry key={entry.term} term={entry.term} value={entry.value} mono={entry.mono} />
                ))}
              </dl>
            </details>
          </section>
          <section className="card card__body" aria-labelledby="mail-heading">
            <h2 id="mail-heading">E-mails</h2>
            {mail.length ? (
              <ul className="mail">
                {mail.map((item, index) => (
                  <MailItem key={index} mail={item} timeZone={timeZone} />
                ))}
              </ul>
            ) : (
              <p className="muted">{row.isSpam ? 'None: it arrived as spam.' : 'None.'}</p>
            )}
          </section>
          {webhooks.length ? (
            <section className="card card__body" aria-labelledby="webhooks-heading">
              <h2 id="webhooks-heading">Webhooks</h2>
              <ul className="mail">
                {webhooks.map((delivery) => (
                  <DeliveryItem
                    key={delivery.id}
                    form={form}
                    id={row.id}
                    delivery={delivery}
                    csrfToken={context.csrfToken}
                    timeZone={timeZone}
                  />
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
    </StaffLayout>
  );
}
