CREATE TABLE "acknowledgement_recipients" (
	"recipient_key" text PRIMARY KEY NOT NULL,
	"last_queued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "position" text;--> statement-breakpoint
CREATE INDEX "acknowledgement_recipients_last_queued_at_idx" ON "acknowledgement_recipients" USING btree ("last_queued_at");