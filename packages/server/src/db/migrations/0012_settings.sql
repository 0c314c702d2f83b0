CREATE TABLE "basic_images" (
	"id" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"value" text NOT NULL,
	"image_from" text DEFAULT '' NOT NULL,
	"image_type" text DEFAULT '' NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "install_packages" (
	"name" text NOT NULL,
	"version" text NOT NULL,
	"bin_path" text DEFAULT '' NOT NULL,
	"download_path" text DEFAULT '' NOT NULL,
	"scripts" text DEFAULT '' NOT NULL,
	"env" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "install_packages_name_version_pk" PRIMARY KEY("name","version")
);
--> statement-breakpoint
CREATE TABLE "proxies" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text DEFAULT 'no' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"port" integer DEFAULT 0 NOT NULL,
	"need_password" boolean DEFAULT false NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"password" text DEFAULT '' NOT NULL,
	"enable_repo_proxy" boolean DEFAULT false NOT NULL,
	"enable_application_proxy" boolean DEFAULT false NOT NULL,
	"usage" text DEFAULT '' NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "s3_storages" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" integer DEFAULT 0 NOT NULL,
	"endpoint" text NOT NULL,
	"bucket" text NOT NULL,
	"subfolder" text DEFAULT '' NOT NULL,
	"insecure" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"access_key" text DEFAULT '' NOT NULL,
	"secret_key" text DEFAULT '' NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "s3_storages_one_default" ON "s3_storages" USING btree ("is_default") WHERE "s3_storages"."is_default";