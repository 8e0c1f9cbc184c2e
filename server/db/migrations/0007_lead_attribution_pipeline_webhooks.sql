CREATE TABLE "staff_accounts" (
	"username" text PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form" text NOT NULL,
	"submission_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_stage" text,
	"to_stage" text,
	"body" text,
	CONSTRAINT "submission_events_kind_check" CHECK ("submission_events"."kind" in ('stage', 'note'))
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"target" text NOT NULL,
	"url" text NOT NULL,
	"form" text NOT NULL,
	"submission_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "webhook_deliveries_status_check" CHECK ("webhook_deliveries"."status" in ('pending', 'sent', 'failed')),
	CONSTRAINT "webhook_deliveries_target_check" CHECK ("webhook_deliveries"."target" in ('webhook', 'slack'))
);
--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD COLUMN "stage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD COLUMN "landing_path" text;--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD COLUMN "referrer" text;--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD COLUMN "utm_term" text;--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD COLUMN "utm_content" text;--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD COLUMN "form_path" text;--> statement-breakpoint
ALTER TABLE "hire_requests" ADD COLUMN "stage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "hire_requests" ADD COLUMN "landing_path" text;--> statement-breakpoint
ALTER TABLE "hire_requests" ADD COLUMN "referrer" text;--> statement-breakpoint
ALTER TABLE "hire_requests" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "hire_requests" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "hire_requests" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "hire_requests" ADD COLUMN "utm_term" text;--> statement-breakpoint
ALTER TABLE "hire_requests" ADD COLUMN "utm_content" text;--> statement-breakpoint
ALTER TABLE "hire_requests" ADD COLUMN "form_path" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "stage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "landing_path" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "referrer" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "utm_term" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "utm_content" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "form_path" text;--> statement-breakpoint
CREATE INDEX "submission_events_submission_idx" ON "submission_events" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE INDEX "submission_events_created_at_idx" ON "submission_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_submission_idx" ON "webhook_deliveries" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_created_at_idx" ON "webhook_deliveries" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD CONSTRAINT "contact_enquiries_stage_check" CHECK ("contact_enquiries"."stage" in ('new', 'contacted', 'proposal', 'won', 'lost'));--> statement-breakpoint
ALTER TABLE "hire_requests" ADD CONSTRAINT "hire_requests_stage_check" CHECK ("hire_requests"."stage" in ('new', 'contacted', 'proposal', 'won', 'lost'));--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_stage_check" CHECK ("job_applications"."stage" in ('new', 'screening', 'interview', 'offer', 'hired', 'rejected'));