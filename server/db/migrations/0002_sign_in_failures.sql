CREATE TABLE "admin_sign_in_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone,
	CONSTRAINT "admin_sign_in_failures_scope_check" CHECK ("admin_sign_in_failures"."scope" in ('address', 'account'))
);
--> statement-breakpoint
CREATE INDEX "admin_sign_in_failures_last_failure_at_idx" ON "admin_sign_in_failures" USING btree ("last_failure_at");