CREATE TABLE "system_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_counters" (
	"workflow_name" text PRIMARY KEY NOT NULL,
	"last_task_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_tasks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workflow_name" text NOT NULL,
	"task_id" integer NOT NULL,
	"project_name" text NOT NULL,
	"status" text NOT NULL,
	"creator" text DEFAULT '' NOT NULL,
	"revoker" text DEFAULT '' NOT NULL,
	"multi_run" boolean DEFAULT false NOT NULL,
	"is_restart" boolean DEFAULT false NOT NULL,
	"params" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"definition" jsonb NOT NULL,
	"stages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "workflows" (
	"name" text PRIMARY KEY NOT NULL,
	"project_name" text NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"definition" jsonb NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_project_name_projects_name_fk" FOREIGN KEY ("project_name") REFERENCES "public"."projects"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_tasks_workflow_task_key" ON "workflow_tasks" USING btree ("workflow_name","task_id");--> statement-breakpoint
CREATE INDEX "workflow_tasks_status_idx" ON "workflow_tasks" USING btree ("status");--> statement-breakpoint
CREATE INDEX "workflow_tasks_project_created_idx" ON "workflow_tasks" USING btree ("project_name","created_at");--> statement-breakpoint
CREATE INDEX "workflow_tasks_creator_idx" ON "workflow_tasks" USING btree ("creator");--> statement-breakpoint
CREATE INDEX "workflows_project_idx" ON "workflows" USING btree ("project_name");