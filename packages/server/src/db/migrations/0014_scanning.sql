CREATE TABLE "scanners" (
	"id" text PRIMARY KEY NOT NULL,
	"project_name" text NOT NULL,
	"name" text NOT NULL,
	"sonar_id" text DEFAULT '' NOT NULL,
	"definition" jsonb NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scanners_project_name_name" UNIQUE("project_name","name")
);
--> statement-breakpoint
CREATE TABLE "sonar_integrations" (
	"id" text PRIMARY KEY NOT NULL,
	"server_address" text NOT NULL,
	"token" text NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scanners" ADD CONSTRAINT "scanners_project_name_projects_name_fk" FOREIGN KEY ("project_name") REFERENCES "public"."projects"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "scanners_sonar_idx" ON "scanners" USING btree ("sonar_id");