CREATE TABLE `actividades` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plan_id` integer NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`mentor_id` integer,
	`start` text NOT NULL,
	`end` text NOT NULL,
	`done` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`plan_id`) REFERENCES `planes_trabajo`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`mentor_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "actividades_name_length" CHECK(length(name) BETWEEN 1 AND 200),
	CONSTRAINT "actividades_description_length" CHECK(length(description) <= 2000),
	CONSTRAINT "actividades_dates" CHECK(start <= "end")
);
--> statement-breakpoint
CREATE INDEX `actividades_plan_idx` ON `actividades` (`plan_id`);--> statement-breakpoint
CREATE INDEX `actividades_mentor_idx` ON `actividades` (`mentor_id`);--> statement-breakpoint
CREATE TABLE `observaciones` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`activity_id` integer NOT NULL,
	`creator_id` integer,
	`title` text NOT NULL,
	`text` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`activity_id`) REFERENCES `actividades`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`creator_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "observaciones_title_length" CHECK(length(title) BETWEEN 1 AND 200),
	CONSTRAINT "observaciones_text_length" CHECK(length(text) <= 5000)
);
--> statement-breakpoint
CREATE INDEX `observaciones_activity_idx` ON `observaciones` (`activity_id`);--> statement-breakpoint
CREATE TABLE `planes_trabajo` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`programa_id` integer NOT NULL,
	`description` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`programa_id`) REFERENCES `programas`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "planes_trabajo_description_length" CHECK(length(description) BETWEEN 1 AND 2000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `planes_trabajo_user_program_unique` ON `planes_trabajo` (`user_id`,`programa_id`);--> statement-breakpoint
CREATE INDEX `planes_trabajo_program_idx` ON `planes_trabajo` (`programa_id`);