ALTER TABLE "meeting_bookings" ADD COLUMN "cancel_token_hash" text;--> statement-breakpoint
ALTER TABLE "meeting_bookings" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meeting_bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "meeting_bookings" ADD COLUMN "cancel_reason" text;