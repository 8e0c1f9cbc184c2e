CREATE TABLE "content_entries" (
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"published_revision_id" integer,
	"published_at" timestamp with time zone,
	"published_by" text,
	CONSTRAINT "content_entries_kind_slug_pk" PRIMARY KEY("kind","slug")
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"data" jsonb NOT NULL,
	"note" text NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_revisions_kind_check" CHECK ("content_revisions"."kind" in ('opening', 'article'))
);
--> statement-breakpoint
CREATE TABLE "site_publishes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_publishes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" text NOT NULL,
	"requested_by" text NOT NULL,
	"reason" text NOT NULL,
	"release" text,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "site_publishes_status_check" CHECK ("site_publishes"."status" in ('running', 'live', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_published_revision_id_content_revisions_id_fk" FOREIGN KEY ("published_revision_id") REFERENCES "public"."content_revisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_revisions_entry_idx" ON "content_revisions" USING btree ("kind","slug","id");--> statement-breakpoint
CREATE UNIQUE INDEX "site_publishes_one_running" ON "site_publishes" USING btree ("status") WHERE "site_publishes"."status" = 'running';