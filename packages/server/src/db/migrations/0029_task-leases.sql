ALTER TABLE "workflow_tasks" ADD COLUMN "owner" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_tasks" ADD COLUMN "lease_until" timestamp with time zone;