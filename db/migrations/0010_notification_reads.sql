CREATE TABLE "command_center_notification_reads" (
	"user_id" text PRIMARY KEY NOT NULL,
	"read_up_to" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "command_center_notification_reads" ADD CONSTRAINT "command_center_notification_reads_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;