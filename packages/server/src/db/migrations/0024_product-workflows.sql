CREATE TABLE "product_workflows" (
	"name" text PRIMARY KEY NOT NULL,
	"project_name" text NOT NULL,
	"definition" jsonb NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_favorites" (
	"uid" uuid NOT NULL,
	"project_name" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_favorites_uid_project_name_name_type_pk" PRIMARY KEY("uid","project_name","name","type")
);
--> statement-breakpoint
ALTER TABLE "product_workflows" ADD CONSTRAINT "product_workflows_project_name_projects_name_fk" FOREIGN KEY ("project_name") REFERENCES "public"."projects"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "workflow_favorites" ADD CONSTRAINT "workflow_favorites_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_workflows_project_idx" ON "product_workflows" USING btree ("project_name");