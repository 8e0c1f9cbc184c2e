-- The staff inbox's daily work: one status system, an owner and a follow-up date, a morning digest.
-- One status system: the stages of each pipeline, with spam as a separate mark. A
-- submission marked "Handled" under the old Open / Handled / Spam system that was still
-- at New moves to the first stage after it (Contacted for enquiries and hire requests,
-- Screening for applications), recorded in its history at the time it was handled; every
-- other stage is kept. Then handled_at goes.
-- An owner and a follow-up date per submission; the outbox also holds each member of
-- staff's morning digest of the follow-ups due that day (one per person and day); a
-- named account may have its own e-mail address for it.
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_kind_check";--> statement-breakpoint
ALTER TABLE "submission_events" DROP CONSTRAINT "submission_events_kind_check";--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "form" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "submission_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD COLUMN "owner" text;--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "hire_requests" ADD COLUMN "owner" text;--> statement-breakpoint
ALTER TABLE "hire_requests" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "owner" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "digest_for" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "digest_day" date;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "email" text;--> statement-breakpoint
CREATE INDEX "contact_enquiries_follow_up_idx" ON "contact_enquiries" USING btree ("follow_up_on","owner");--> statement-breakpoint
CREATE INDEX "hire_requests_follow_up_idx" ON "hire_requests" USING btree ("follow_up_on","owner");--> statement-breakpoint
CREATE INDEX "job_applications_follow_up_idx" ON "job_applications" USING btree ("follow_up_on","owner");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_digest_idx" ON "outbox" USING btree ("digest_for","digest_day") WHERE "outbox"."kind" = 'digest';--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_subject_check" CHECK (case when "outbox"."kind" = 'digest' then "outbox"."digest_for" is not null and "outbox"."digest_day" is not null else "outbox"."form" is not null and "outbox"."submission_id" is not null end);--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_check" CHECK ("outbox"."kind" in ('notification', 'acknowledgement', 'digest'));--> statement-breakpoint
ALTER TABLE "submission_events" ADD CONSTRAINT "submission_events_kind_check" CHECK ("submission_events"."kind" in ('stage', 'note', 'owner', 'follow-up'));--> statement-breakpoint
INSERT INTO "submission_events" ("form", "submission_id", "kind", "author", "created_at", "from_stage", "to_stage") SELECT 'contact', "id", 'stage', 'Inbox update', "handled_at", 'new', 'contacted' FROM "contact_enquiries" WHERE "handled_at" IS NOT NULL AND "stage" = 'new';--> statement-breakpoint
INSERT INTO "submission_events" ("form", "submission_id", "kind", "author", "created_at", "from_stage", "to_stage") SELECT 'hire', "id", 'stage', 'Inbox update', "handled_at", 'new', 'contacted' FROM "hire_requests" WHERE "handled_at" IS NOT NULL AND "stage" = 'new';--> statement-breakpoint
INSERT INTO "submission_events" ("form", "submission_id", "kind", "author", "created_at", "from_stage", "to_stage") SELECT 'job-apply', "id", 'stage', 'Inbox update', "handled_at", 'new', 'screening' FROM "job_applications" WHERE "handled_at" IS NOT NULL AND "stage" = 'new';--> statement-breakpoint
UPDATE "contact_enquiries" SET "stage" = 'contacted' WHERE "handled_at" IS NOT NULL AND "stage" = 'new';--> statement-breakpoint
UPDATE "hire_requests" SET "stage" = 'contacted' WHERE "handled_at" IS NOT NULL AND "stage" = 'new';--> statement-breakpoint
UPDATE "job_applications" SET "stage" = 'screening' WHERE "handled_at" IS NOT NULL AND "stage" = 'new';--> statement-breakpoint
ALTER TABLE "contact_enquiries" DROP COLUMN "handled_at";--> statement-breakpoint
ALTER TABLE "hire_requests" DROP COLUMN "handled_at";--> statement-breakpoint
ALTER TABLE "job_applications" DROP COLUMN "handled_at";