CREATE TABLE "test_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_name" text NOT NULL,
	"test_name" text NOT NULL,
	"workflow_name" text NOT NULL,
	"task_id" integer NOT NULL,
	"job_name" text NOT NULL,
	"passed" boolean NOT NULL,
	"duration" real NOT NULL,
	"tests" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"skips" integer DEFAULT 0 NOT NULL,
	"suite" jsonb NOT NULL,
	"html_report_key" text DEFAULT '' NOT NULL,
	"files_prefix" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_reports_run_key" UNIQUE("workflow_name","task_id","job_name","test_name")
);
--> statement-breakpoint
CREATE TABLE "tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_name" text NOT NULL,
	"name" text NOT NULL,
	"definition" jsonb NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tests_project_name_name" UNIQUE("project_name","name")
);
--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_project_name_projects_name_fk" FOREIGN KEY ("project_name") REFERENCES "public"."projects"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "test_reports_test_idx" ON "test_reports" USING btree ("project_name","test_name");