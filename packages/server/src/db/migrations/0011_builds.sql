CREATE TABLE "build_targets" (
	"project_name" text NOT NULL,
	"service_name" text NOT NULL,
	"service_module" text NOT NULL,
	"build_id" integer NOT NULL,
	CONSTRAINT "build_targets_project_name_service_name_service_module_pk" PRIMARY KEY("project_name","service_name","service_module")
);
--> statement-breakpoint
CREATE TABLE "build_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"definition" jsonb NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "build_templates_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "builds" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_name" text NOT NULL,
	"name" text NOT NULL,
	"source" text DEFAULT 'zadig' NOT NULL,
	"template_id" text DEFAULT '' NOT NULL,
	"jenkins_id" text DEFAULT '' NOT NULL,
	"definition" jsonb NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "builds_project_name_name" UNIQUE("project_name","name")
);
--> statement-breakpoint
CREATE TABLE "jenkins_integrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"username" text NOT NULL,
	"password" text NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "build_targets" ADD CONSTRAINT "build_targets_build_id_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builds" ADD CONSTRAINT "builds_project_name_projects_name_fk" FOREIGN KEY ("project_name") REFERENCES "public"."projects"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "build_targets_build_idx" ON "build_targets" USING btree ("build_id");--> statement-breakpoint
CREATE INDEX "builds_template_idx" ON "builds" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "builds_jenkins_idx" ON "builds" USING btree ("jenkins_id");