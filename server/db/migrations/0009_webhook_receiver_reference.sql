-- A delivery names its receiver by reference instead of keeping its URL, which may be
-- a secret (a Slack incoming webhook always is) and would be in every backup:
-- "slack" for SLACK_WEBHOOK_URL, else the SHA-256 (hex) of the URL in WEBHOOK_URLS
-- (server/webhooks/outbox.ts). Existing rows get the same reference from their URL.
ALTER TABLE "webhook_deliveries" ADD COLUMN "receiver" text;--> statement-breakpoint
UPDATE "webhook_deliveries" SET "receiver" = CASE WHEN "target" = 'slack' THEN 'slack' ELSE encode(sha256(convert_to("url", 'UTF8')), 'hex') END;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ALTER COLUMN "receiver" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP COLUMN "url";
