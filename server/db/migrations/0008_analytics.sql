CREATE TABLE "analytics_daily_loads" (
	"day" date NOT NULL,
	"route" text NOT NULL,
	"device" text NOT NULL,
	"loads" integer NOT NULL,
	"passing" integer NOT NULL,
	CONSTRAINT "analytics_daily_loads_day_route_device_pk" PRIMARY KEY("day","route","device")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_traffic" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"visits" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_daily_traffic_day_dimension_value_pk" PRIMARY KEY("day","dimension","value"),
	CONSTRAINT "analytics_daily_traffic_dimension_check" CHECK ("analytics_daily_traffic"."dimension" in ('source', 'landing'))
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_vitals" (
	"day" date NOT NULL,
	"route" text NOT NULL,
	"device" text NOT NULL,
	"metric" text NOT NULL,
	"bucket" integer NOT NULL,
	"samples" integer NOT NULL,
	CONSTRAINT "analytics_daily_vitals_day_route_device_metric_bucket_pk" PRIMARY KEY("day","route","device","metric","bucket")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"received_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"route" text NOT NULL,
	"device" text NOT NULL,
	"visitor" bigint,
	"landing_path" text,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"lcp" real,
	"inp" real,
	"cls" real,
	"fcp" real,
	"ttfb" real,
	CONSTRAINT "analytics_events_kind_check" CHECK ("analytics_events"."kind" in ('pageview', 'vitals')),
	CONSTRAINT "analytics_events_device_check" CHECK ("analytics_events"."device" in ('phone', 'tablet', 'desktop'))
);
--> statement-breakpoint
CREATE TABLE "analytics_rollups" (
	"day" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_day_idx" ON "analytics_events" USING btree ("day","kind");