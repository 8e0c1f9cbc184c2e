/**
 * One submission: every field under the label the visitor saw (line breaks kept,
 * nothing run as markup), the actions (reply, handled or reopen, spam or not), the
 * resume of an application, the record (when, from where, which browser) and the
 * e-mails the outbox sent or is sending about it.
 */
import type { ComponentType, ReactElement } from 'react';
import type { FormId } from '../../../app/forms/index.ts';
import type { Action, SubmissionRow } from '../../db/inbox.ts';
import type { EventKind } from '../../db/schema.ts';
import { STAGE_LABELS, STAGES, type Stage } from '../../pipeline.ts';
import {
  fieldViews,
  FORM_NAMES,
  formatDateTime,
  formatSize,
  senderName,
  sourceViews,
  textOf,
} from '../../submission-view.ts';
import { CsrfInput } from './CsrfInput.tsx';
import {
  CircleCheck,
  Ban,
  Download,
  FileText,
  Reply,
  RotateCcw,
  type UiIconProps,
} from '../../../app/components/ui/ui-icons.tsx';
import { ADMIN, mailtoHref, type PageContext } from './inbox.ts';
import { Notice } from './Notice.tsx';
import { StaffLayout } from './StaffLayout.tsx';
import { StateBadge } from './StateBadge.tsx';

export interface MailStatus {
  kind: 'notification' | 'acknowledgement';
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
  resume?: ResumeInfo;
  mail: MailStatus[];
  /** Every stage change and note, oldest first. */
  history: HistoryEntry[];
  /** Its webhook and Slack deliveries. */
  webhooks: DeliveryStatus[];
  /** What was just done, confirmed at the top. */
  updated?: Action | 'stage' | 'note' | 'retry';
}

export interface DetailPageProps extends DetailData {
  context: PageContext;
}

const ACTION_DONE: Record<Action | 'stage' | 'note' | 'retry', string> = {
  retry: 'The delivery will be tried again now.',
  handled: 'Marked as handled.',
  reopen: 'Marked as open again.',
  spam: 'Marked as spam.',
  'not-spam': 'No longer marked as spam.',
  stage: 'Stage changed.',
  note: 'Note added.',
};

const stageLabel = (stage: string | null) => (stage ? (STAGE_LABELS[stage as Stage] ?? stage) : '');

/** The stage, with a form to move it: a plain POST with the CSRF token. */
function StageCard({ form, row, csrfToken }: { form: FormId; row: SubmissionRow; csrfToken: string }): ReactElement {
  return (
    <section className="card card__body" aria-labelledby="stage-heading">
      <h2 id="stage-heading">Stage</h2>
      <form className="stage-form" method="post" action={`${ADMIN}/${form}/${row.id}/stage`}>
        <CsrfInput token={csrfToken} />
        <label className="sr-only" htmlFor="stage">
          Stage
        </label>
        <select id="stage" name="stage" defaultValue={row.stage}>
          {STAGES[form].map((stage) => (
            <option key={stage} value={stage}>
              {STAGE_LABELS[stage]}
            </option>
          ))}
        </select>
        <button className="btn btn--secondary" type="submit">
          Move
        </button>
      </form>
    </section>
  );
}

/** Notes and stage changes, oldest first, and the form that adds a note. */
function HistoryCard({
  form,
  id,
  history,
  csrfToken,
}: {
  form: FormId;
  id: string;
  history: HistoryEntry[];
  csrfToken: string;
}): ReactElement {
  return (
    <section className="card card__body" aria-labelledby="history-heading" id="history">
      <h2 id="history-heading">Notes and history</h2>
      {history.length ? (
        <ol className="history">
          {history.map((entry, index) => (
            <li key={index}>
              <div className="history__meta">{`${entry.author} · ${formatDateTime(entry.createdAt)}`}</div>
              {entry.kind === 'stage' ? (
                <div>{`Moved from ${stageLabel(entry.fromStage)} to ${stageLabel(entry.toStage)}.`}</div>
              ) : (
                <div className="long">{entry.body}</div>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">No notes or stage changes yet.</p>
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
  handled: { style: 'btn--primary', Icon: CircleCheck, label: 'Mark handled' },
  reopen: { style: 'btn--secondary', Icon: RotateCcw, label: 'Reopen' },
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
}: {
  form: FormId;
  id: string;
  delivery: DeliveryStatus;
  csrfToken: string;
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
      ? `Delivered ${formatDateTime(delivery.sentAt)}.`
      : delivery.inFlight
        ? `Being sent now (attempt ${delivery.attempts}).`
        : delivery.status === 'failed'
          ? `Gave up after ${attempts}: ${delivery.lastError ?? 'unknown error'}.`
          : delivery.attempts > 0
            ? `${attempts} so far; next ${formatDateTime(delivery.nextAttemptAt)}.${delivery.lastError ? ` Last error: ${delivery.lastError}` : ''}`
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

function MailItem({ mail }: { mail: MailStatus }): ReactElement {
  const label = mail.kind === 'notification' ? 'Notification to staff' : 'Acknowledgement to sender';
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
      ? `Sent ${formatDateTime(mail.sentAt)}.`
      : mail.status === 'failed'
        ? `Gave up after ${attempts}: ${mail.lastError ?? 'unknown error'}.`
        : mail.attempts > 0
          ? `${attempts} so far; next ${formatDateTime(mail.nextAttemptAt)}.${mail.lastError ? ` Last error: ${mail.lastError}` : ''}`
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
          <a className="btn btn--primary btn--block" href={`${ADMIN}/${form}/${id}/resume`}>
            <Download size={18} />
            Download resume
          </a>
        </>
      ) : (
        <p className="muted">No resume was stored with this application.</p>
      )}
    </section>
  );
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
  resume,
  mail,
  history,
  webhooks,
  updated,
}: DetailPageProps): ReactElement {
  const name = senderName(form, row) || '(no name)';
  const names = FORM_NAMES[form];
  const actions: Action[] = [row.handledAt ? 'reopen' : 'handled', row.isSpam ? 'not-spam' : 'spam'];
  const reply = mailtoHref(row.email, `Re: your ${names.singular.toLowerCase()}`);
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
            <StateBadge row={row} />
            <span className="badge badge--pending">{stageLabel(row.stage)}</span>
            {` Received ${formatDateTime(row.createdAt)}${row.handledAt ? ` · handled ${formatDateTime(row.handledAt)}` : ''}`}
          </p>
        </div>
        <div className="actions">
          <a className="btn btn--secondary" href={reply}>
            <Reply size={18} />
            Reply by e-mail
          </a>
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
                    {field.value || <span className="muted">Not given</span>}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <HistoryCard form={form} id={row.id} history={history} csrfToken={context.csrfToken} />
        </div>
        <div className="stack side">
          <StageCard form={form} row={row} csrfToken={context.csrfToken} />
          {form === 'job-apply' ? <ResumeCard form={form} id={row.id} resume={resume} /> : null}
          <section className="card card__body" aria-labelledby="source-heading">
            <h2 id="source-heading">Where it came from</h2>
            {sourceViews(row).length > 0 ? (
              <dl>
                {sourceViews(row).map((source) => (
                  <Entry
                    key={source.name}
                    term={source.label}
                    value={source.value}
                    mono={!source.name.startsWith('utm_')}
                  />
                ))}
              </dl>
            ) : (
              <p className="muted">Not recorded.</p>
            )}
          </section>
          <section className="card card__body" aria-labelledby="record-heading">
            <h2 id="record-heading">Record</h2>
            <dl>
              <Entry term="Received" value={formatDateTime(row.createdAt)} />
              <Entry term="Sent from" value={row.clientAddress} mono />
              <Entry term="Browser" value={textOf(row.userAgent) || 'Unknown'} mono />
              {resume ? <Entry term="Resume SHA-256" value={resume.sha256} mono /> : null}
              <Entry term="Reference" value={row.id} mono />
            </dl>
          </section>
          <section className="card card__body" aria-labelledby="mail-heading">
            <h2 id="mail-heading">E-mails</h2>
            {mail.length ? (
              <ul className="mail">
                {mail.map((item, index) => (
                  <MailItem key={index} mail={item} />
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
