CREATE TABLE "common_workflows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"project_name" text NOT NULL,
	"definition" jsonb NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "common_workflows" ADD CONSTRAINT "common_workflows_project_name_projects_name_fk" FOREIGN KEY ("project_name") REFERENCES "public"."projects"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "common_workflows_name_key" ON "common_workflows" USING btree ("name");--> statement-breakpoint
CREATE INDEX "common_workflows_project_idx" ON "common_workflows" USING btree ("project_name");