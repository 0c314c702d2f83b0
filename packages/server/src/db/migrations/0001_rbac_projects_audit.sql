CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"priority" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"content" text NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uid" text DEFAULT '' NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"project_name" text DEFAULT '' NOT NULL,
	"function" text DEFAULT '' NOT NULL,
	"status" integer NOT NULL,
	"request_body" text DEFAULT '' NOT NULL,
	"client_ip" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"project_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_bindings" (
	"policy_id" integer NOT NULL,
	"uid" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"name" text PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"cluster" text DEFAULT '' NOT NULL,
	"onboarding_status" integer DEFAULT 1 NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_group_members" (
	"group_id" integer NOT NULL,
	"uid" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"project_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variable_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"project_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"variable_yaml" text DEFAULT '' NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "role_bindings_uid_role_key";--> statement-breakpoint
ALTER TABLE "role_bindings" ALTER COLUMN "uid" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "role_bindings" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "role_bindings" ADD COLUMN "project_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "type" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "actions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "policy_bindings" ADD CONSTRAINT "policy_bindings_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_bindings" ADD CONSTRAINT "policy_bindings_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_members" ADD CONSTRAINT "user_group_members_group_id_user_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."user_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_members" ADD CONSTRAINT "user_group_members_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variable_sets" ADD CONSTRAINT "variable_sets_project_name_projects_name_fk" FOREIGN KEY ("project_name") REFERENCES "public"."projects"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "announcements_window_idx" ON "announcements" USING btree ("start_time","end_time");--> statement-breakpoint
CREATE INDEX "audit_logs_created_at_idx" ON "audit_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_logs_username_idx" ON "audit_logs" USING btree ("username");--> statement-breakpoint
CREATE INDEX "audit_logs_project_idx" ON "audit_logs" USING btree ("project_name");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_project_name_key" ON "policies" USING btree ("project_name","name");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_bindings_key" ON "policy_bindings" USING btree ("policy_id","uid");--> statement-breakpoint
CREATE INDEX "policy_bindings_uid_idx" ON "policy_bindings" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "user_group_members_key" ON "user_group_members" USING btree ("group_id","uid");--> statement-breakpoint
CREATE INDEX "user_group_members_uid_idx" ON "user_group_members" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "user_groups_project_name_key" ON "user_groups" USING btree ("project_name","name");--> statement-breakpoint
CREATE UNIQUE INDEX "variable_sets_project_name_key" ON "variable_sets" USING btree ("project_name","name");--> statement-breakpoint
ALTER TABLE "role_bindings" ADD CONSTRAINT "role_bindings_group_id_user_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."user_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "role_bindings_uid_idx" ON "role_bindings" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "role_bindings_project_idx" ON "role_bindings" USING btree ("project_name");--> statement-breakpoint
ALTER TABLE "role_bindings" ADD CONSTRAINT "role_bindings_subject_role_key" UNIQUE NULLS NOT DISTINCT("uid","group_id","role_id","project_name");--> statement-breakpoint
ALTER TABLE "role_bindings" ADD CONSTRAINT "role_bindings_one_subject" CHECK (("role_bindings"."uid" is null) <> ("role_bindings"."group_id" is null));