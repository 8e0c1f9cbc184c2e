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
ALTER TABLE "contact_enquiries" ADD COLUMN "stage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "hire_requests" ADD COLUMN "stage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "stage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
CREATE INDEX "submission_events_submission_idx" ON "submission_events" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE INDEX "submission_events_created_at_idx" ON "submission_events" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD CONSTRAINT "contact_enquiries_stage_check" CHECK ("contact_enquiries"."stage" in ('new', 'contacted', 'proposal', 'won', 'lost'));--> statement-breakpoint
ALTER TABLE "hire_requests" ADD CONSTRAINT "hire_requests_stage_check" CHECK ("hire_requests"."stage" in ('new', 'contacted', 'proposal', 'won', 'lost'));--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_stage_check" CHECK ("job_applications"."stage" in ('new', 'screening', 'interview', 'offer', 'hired', 'rejected'));