/**
 * The overview: your follow-ups due today (and where your morning e-mail of them
 * stands), a tile per list with its open submissions, leads per month by source,
 * visits and speed, and the state of the outbox and of retention, in staff words
 * (the settings behind them folded away).
 */
import type { ComponentType, ReactElement } from 'react';
import type { FormId } from '../../../app/forms/index.ts';
import type { DueItem, LeadCount } from '../../db/inbox.ts';
import type { OutboxStatus } from '../../db/schema.ts';
import { STAGE_LABELS } from '../../pipeline.ts';
import { FORM_NAMES, formatDateTime, formatDay } from '../../submission-view.ts';
import { ArrowRight, UserPlus } from '../../../app/components/ui/shell-icons.tsx';
import { BriefcaseBusiness, MessageSquareText, type UiIconProps } from '../../../app/components/ui/ui-icons.tsx';
import { ADMIN, FORM_ORDER, type PageContext } from './inbox.ts';
import { FieldSpeed, type FieldSpeedProps } from './FieldSpeed.tsx';
import { LeadsBySource } from './LeadsBySource.tsx';
import { Notice } from './Notice.tsx';
import { StaffLayout } from './StaffLayout.tsx';
import { TrafficReport, type TrafficReportProps } from './TrafficReport.tsx';

export interface OverviewData {
  counts: Record<FormId, { open: number; total: number }>;
  mail: { enabled: boolean; pending: number; failed: number; sent: number };
  /** Webhook and Slack deliveries: whether any receiver is configured, how many wait and how many failed. */
  webhooks: { enabled: boolean; pending: number; failed: number };
  retentionDays: number;
  /** The signed-in member of staff's follow-ups due today or earlier, and their morning e-mail. */
  followUps: {
    due: DueItem[];
    /** Where their digest goes; undefined when they have no address. */
    address: string | undefined;
    digestHour: number;
    /** Today's digest in the outbox, if queued. */
    email: { status: OutboxStatus; sentAt: Date | null; recipient: string } | undefined;
  };
  /** Leads per month by source for each form, over `months` (oldest first, YYYY-MM, agency time zone). */
  leads: { months: string[]; counts: Record<FormId, LeadCount[]> };
  /** Visits and conversion by source and landing page for one month (cookie-free analytics). */
  traffic: TrafficReportProps;
  /** Real visitors' Core Web Vitals, last 28 days. */
  speed: FieldSpeedProps;
}

export interface OverviewPageProps extends OverviewData {
  context: PageContext;
}

const FORM_ICONS: Record<FormId, ComponentType<UiIconProps>> = {
  contact: MessageSquareText,
  hire: UserPlus,
  'job-apply': BriefcaseBusiness,
};

function FormIcon({ form }: { form: FormId }): ReactElement {
  const Drawn = FORM_ICONS[form];
  return <Drawn size={20} />;
}

function MailNotice({ mail }: { mail: OverviewData['mail'] }): ReactElement | null {
  if (!mail.enabled) {
    return (
      <Notice kind="warning">
        <strong>E-mail is off on this server</strong>
        {
          ': notifications, acknowledgements and morning e-mails are kept and wait until sending is set up. Whoever runs the server can turn it on.'
        }
        <details className="technical">
          <summary>Technical details</summary>
          SMTP_URL is not set in the server&apos;s environment (see the README&apos;s configuration table).
        </details>
      </Notice>
    );
  }
  if (mail.failed > 0) {
    return (
      <Notice kind="error" role="alert">
        <strong>{`${mail.failed} e-mail${mail.failed === 1 ? '' : 's'} could not be sent`}</strong>
        {' after every attempt. The submissions are safe here; the server log names the reason.'}
      </Notice>
    );
  }
  return null;
}

/** Where today's morning e-mail stands, in words. */
function digestWords(followUps: OverviewData['followUps'], timeZone: string): string {
  const { email, address, digestHour } = followUps;
  if (email?.status === 'sent' && email.sentAt) {
    return `Your morning e-mail listing them went to ${email.recipient} at ${formatDateTime(email.sentAt, timeZone).split(', ')[1] ?? ''}.`;
  }
  if (email?.status === 'failed') return `Your morning e-mail to ${email.recipient} could not be sent.`;
  if (email) return `Your morning e-mail listing them is waiting to be sent to ${email.recipient}.`;
  if (!address) {
    return 'You get no morning e-mail: your account has no e-mail address. Ask whoever runs the server to add one.';
  }
  return `Your morning e-mail goes to ${address} from ${String(digestHour).padStart(2, '0')}:00.`;
}

function FollowUps({ followUps, context }: { followUps: OverviewData['followUps']; context: PageContext }) {
  const { due } = followUps;
  return (
    <section className="card card__body follow-ups" aria-labelledby="follow-ups-heading">
      <h2 id="follow-ups-heading">Your follow-ups today</h2>
      {due.length > 0 ? (
        <>
          <ul className="due-list">
            {due.map((item) => (
              <li key={item.id}>
                <a href={`${ADMIN}/${item.form}/${item.id}`}>{item.name || '(no name)'}</a>
                <span className="muted">{` ${FORM_NAMES[item.form].singular} · ${STAGE_LABELS[item.stage]}`}</span>
                <span className={item.followUpOn < context.today ? 'due' : undefined}>
                  {item.followUpOn < context.today ? ` · overdue since ${formatDay(item.followUpOn)}` : ' · today'}
                </span>
              </li>
            ))}
          </ul>
          <p className="muted">{digestWords(followUps, context.timeZone)}</p>
        </>
      ) : (
        <p className="muted">
          Nothing is due for you today. Set an owner and a follow-up date on a submission, and its owner gets a morning
          e-mail on that day.
        </p>
      )}
    </section>
  );
}

function Fact({ term, value }: { term: string; value: string | number }): ReactElement {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function OverviewPage({
  context,
  counts,
  mail,
  webhooks,
  retentionDays,
  followUps,
  leads,
  traffic,
  speed,
}: OverviewPageProps): ReactElement {
  return (
    <StaffLayout title="Overview" context={context}>
      <div className="page-head">
        <div className="page-head__text">
          <p className="eyebrow">Staff inbox</p>
          <h1>Overview</h1>
          <p className="lede">What visitors sent through the website, newest first in each list.</p>
        </div>
      </div>
      <MailNotice mail={mail} />
      {webhooks.failed > 0 ? (
        <Notice kind="error" role="alert">
          <strong>{`${webhooks.failed} webhook deliver${webhooks.failed === 1 ? 'y' : 'ies'} failed`}</strong>
          {' after every attempt. Each submission’s page shows why and can retry it now.'}
        </Notice>
      ) : null}
      <FollowUps followUps={followUps} context={context} />
      <div className="tiles">
        {FORM_ORDER.map((form) => (
          <a key={form} className="card tile" href={`${ADMIN}/${form}`}>
            <span className="tile__icon">
              <FormIcon form={form} />
            </span>
            <h2>{FORM_NAMES[form].plural}</h2>
            <span>
              <span className="tile__figure">{counts[form].open}</span> <span className="tile__meta">open</span>
            </span>
            <span className="tile__meta">{`${counts[form].total} in total, spam included`}</span>
            <span className="tile__link">
              Open the list <ArrowRight size={16} />
            </span>
          </a>
        ))}
      </div>
      <h2 className="section-title">Leads per month by source</h2>
      <p className="muted">
        Spam left out. The source is the campaign named in the link the visitor followed, else the site that linked to
        us, else &ldquo;direct&rdquo;.
      </p>
      <div className="leads-grid">
        {FORM_ORDER.map((form) => (
          <LeadsBySource key={form} form={form} months={leads.months} counts={leads.counts[form]} />
        ))}
      </div>
      <h2 className="section-title" id="traffic">
        Visits and conversion by source
      </h2>
      <p className="muted">
        Counted without cookies: a visit is a page view; a visitor is counted once a day per browser and network. The
        source is the campaign named in the link the visit began with, else the site that linked to us, else
        &ldquo;Direct&rdquo;. Conversion is leads (spam left out) over unique visitors. Visits are counted by UTC day.
      </p>
      <TrafficReport {...traffic} />
      <h2 className="section-title">Real visitors&apos; speed</h2>
      <p className="muted">
        The 75th percentile of each metric over real page loads, per route and device, as the Chrome UX Report shows it;
        samples in brackets. Core Web Vitals pass at LCP &le; 2.5 s, INP &le; 200 ms and CLS &le; 0.1.
      </p>
      <FieldSpeed {...speed} />
      <h2 className="section-title">E-mail and retention</h2>
      <section className="card card__body" aria-label="E-mail and retention">
        <dl className="facts">
          <Fact term="Sending" value={mail.enabled ? 'On' : 'Off (not set up)'} />
          <Fact term="Waiting in the outbox" value={mail.pending} />
          <Fact term="Sent" value={mail.sent} />
          <Fact term="Failed" value={mail.failed} />
          <Fact
            term="Webhooks"
            value={
              webhooks.enabled ? `${webhooks.pending} waiting, ${webhooks.failed} failed` : 'Off (none configured)'
            }
          />
          <Fact term="Deleted automatically after" value={`${retentionDays} days`} />
        </dl>
      </section>
    </StaffLayout>
  );
}
