CREATE TABLE `empresas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`creator_id` integer NOT NULL,
	`name` text NOT NULL,
	`n_employees` integer DEFAULT 0 NOT NULL,
	`sector` integer NOT NULL,
	`goal` text NOT NULL,
	`image` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`creator_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "empresas_name_length" CHECK(length(name) BETWEEN 1 AND 200),
	CONSTRAINT "empresas_goal_length" CHECK(length(goal) BETWEEN 1 AND 2000),
	CONSTRAINT "empresas_n_employees" CHECK(n_employees >= 0),
	CONSTRAINT "empresas_sector" CHECK(sector >= 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `empresas_creator_unique` ON `empresas` (`creator_id`);--> statement-breakpoint
CREATE TABLE `empresa_equipo` (
	`empresa_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`empresa_id`, `user_id`),
	FOREIGN KEY (`empresa_id`) REFERENCES `empresas`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `empresa_equipo_user_idx` ON `empresa_equipo` (`user_id`);--> statement-breakpoint
CREATE TABLE `indicador_valores` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`indicador_id` integer NOT NULL,
	`value` real NOT NULL,
	`date_created_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`indicador_id`) REFERENCES `indicadores`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "indicador_valores_date" CHECK(length(date_created_at) = 16 AND substr(date_created_at, 5, 1) = '-' AND substr(date_created_at, 11, 1) = ' ' AND substr(date_created_at, 14, 1) = ':')
);
--> statement-breakpoint
CREATE INDEX `indicador_valores_indicador_idx` ON `indicador_valores` (`indicador_id`,`date_created_at`);--> statement-breakpoint
CREATE TABLE `indicadores` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`empresa_id` integer NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`measure` text NOT NULL,
	`base_line` real NOT NULL,
	`goal` real NOT NULL,
	`trend` integer DEFAULT true NOT NULL,
	`x_axis` text DEFAULT '' NOT NULL,
	`y_axis` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`empresa_id`) REFERENCES `empresas`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "indicadores_name_length" CHECK(length(name) BETWEEN 1 AND 200),
	CONSTRAINT "indicadores_description_length" CHECK(length(description) BETWEEN 1 AND 2000),
	CONSTRAINT "indicadores_measure_length" CHECK(length(measure) BETWEEN 1 AND 60),
	CONSTRAINT "indicadores_axes_length" CHECK(length(x_axis) <= 60 AND length(y_axis) <= 60)
);
--> statement-breakpoint
CREATE INDEX `indicadores_empresa_idx` ON `indicadores` (`empresa_id`);