CREATE TABLE "workflow_notify_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task_row_id" bigint NOT NULL,
	"webhook_type" text NOT NULL,
	"event" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workflow_notify_notices" ADD CONSTRAINT "workflow_notify_notices_task_row_id_workflow_tasks_id_fk" FOREIGN KEY ("task_row_id") REFERENCES "public"."workflow_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workflow_notify_notices_task_idx" ON "workflow_notify_notices" USING btree ("task_row_id");