/**
 * The pipeline of each form: the stages a submission moves
 * through in the staff inbox. Enquiries and hire requests are sales leads; job
 * applications are candidates. This is the inbox's one status system: a submission is
 * open until it reaches a final stage (won or lost, hired or rejected). Spam stays a
 * separate mark, outside the pipeline.
 * The database's check constraints (server/db/schema.ts) list the same values.
 */
import type { FormId } from '../app/forms/index.ts';

export const SALES_STAGES = ['new', 'contacted', 'proposal', 'won', 'lost'] as const;
export const HIRING_STAGES = ['new', 'screening', 'interview', 'offer', 'hired', 'rejected'] as const;
export type Stage = (typeof SALES_STAGES)[number] | (typeof HIRING_STAGES)[number];

export const STAGES: Record<FormId, readonly Stage[]> = {
  contact: SALES_STAGES,
  hire: SALES_STAGES,
  'job-apply': HIRING_STAGES,
};

export const STAGE_LABELS: Record<Stage, string> = {
  new: 'New',
  contacted: 'Contacted',
  proposal: 'Proposal sent',
  won: 'Won',
  lost: 'Lost',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
};

/** The stages where a submission's work is over: it leaves the open list and no follow-up is due. */
export const FINAL_STAGES: readonly Stage[] = ['won', 'lost', 'hired', 'rejected'];

export function isStageOf(form: FormId, value: string): value is Stage {
  return (STAGES[form] as readonly string[]).includes(value);
}
