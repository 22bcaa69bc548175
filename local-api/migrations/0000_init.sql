CREATE TABLE `confirmaciones` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code_hash` text NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "confirmaciones_code_hash_format" CHECK(length(code_hash) = 64)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `confirmaciones_code_unique` ON `confirmaciones` (`code_hash`);--> statement-breakpoint
CREATE INDEX `confirmaciones_user_idx` ON `confirmaciones` (`user_id`);--> statement-breakpoint
CREATE TABLE `entidad_miembros` (
	`entidad_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`rol` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`entidad_id`, `user_id`, `rol`),
	FOREIGN KEY (`entidad_id`) REFERENCES `entidades`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "entidad_miembros_rol" CHECK(rol IN ('mentor', 'emprendedor'))
);
--> statement-breakpoint
CREATE INDEX `entidad_miembros_user_idx` ON `entidad_miembros` (`user_id`);--> statement-breakpoint
CREATE TABLE `funcionarios` (
	`entidad_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`entidad_id`, `user_id`),
	FOREIGN KEY (`entidad_id`) REFERENCES `entidades`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `funcionarios_user_idx` ON `funcionarios` (`user_id`);--> statement-breakpoint
CREATE TABLE `entidades` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`razon_social` text NOT NULL,
	`direccion` text,
	`nit` text,
	`descripcion` text,
	`celular` text,
	`logo` text,
	`emprendedor_tipo` text DEFAULT 'Emprendedor' NOT NULL,
	`mentor_tipo` text DEFAULT 'Mentor' NOT NULL,
	`secure_emails` integer DEFAULT false NOT NULL,
	`theme` text DEFAULT 'default' NOT NULL,
	`duracion_zoom` integer DEFAULT 60 NOT NULL,
	`creditos_zoom` integer DEFAULT 0 NOT NULL,
	`time_zone` text DEFAULT 'CO' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "entidades_razon_social_length" CHECK(length(razon_social) BETWEEN 1 AND 200),
	CONSTRAINT "entidades_emprendedor_tipo" CHECK(emprendedor_tipo IN ('Emprendedor', 'Empresario', 'Mentee')),
	CONSTRAINT "entidades_mentor_tipo" CHECK(mentor_tipo IN ('Miembro de junta', 'Consultor', 'Mentor')),
	CONSTRAINT "entidades_theme" CHECK(theme IN ('default', 'banco')),
	CONSTRAINT "entidades_zoom" CHECK(duracion_zoom > 0 AND creditos_zoom >= 0)
);
--> statement-breakpoint
CREATE INDEX `entidades_razon_social_idx` ON `entidades` (`razon_social`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `outbox_to_idx` ON `outbox` (`to`);--> statement-breakpoint
CREATE TABLE `recuperaciones` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`salt` text NOT NULL,
	`code_hash` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "recuperaciones_attempts" CHECK(attempts BETWEEN 0 AND 5),
	CONSTRAINT "recuperaciones_code_hash_format" CHECK(length(code_hash) = 64)
);
--> statement-breakpoint
CREATE INDEX `recuperaciones_user_idx` ON `recuperaciones` (`user_id`);--> statement-breakpoint
CREATE TABLE `seed_marks` (
	`key` text PRIMARY KEY NOT NULL,
	`applied_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `tags` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	CONSTRAINT "tags_name_length" CHECK(length(name) BETWEEN 1 AND 100)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tags_name_unique` ON `tags` (lower(name));--> statement-breakpoint
CREATE TABLE `tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token_hash` text NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`last_used_at` text,
	`revoked_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "tokens_hash_format" CHECK(length(token_hash) = 64)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tokens_hash_unique` ON `tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `tokens_user_idx` ON `tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `user_skills` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`tag_id` integer NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tag_id`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_skills_user_tag_unique` ON `user_skills` (`user_id`,`tag_id`);--> statement-breakpoint
CREATE TABLE `usuarios` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`email` text NOT NULL,
	`password` text NOT NULL,
	`first_name` text DEFAULT '' NOT NULL,
	`last_name` text DEFAULT '' NOT NULL,
	`telefono` text,
	`titulo` text,
	`descripcion` text,
	`reside` text,
	`linkedin` text,
	`twitter` text,
	`instagram` text,
	`img_usuario` text,
	`precio` integer,
	`empresa` integer,
	`equipo` integer,
	`mentor` integer DEFAULT false NOT NULL,
	`api_calendario` text,
	`duracion_zoom` integer,
	`is_active` integer DEFAULT false NOT NULL,
	`is_new` integer DEFAULT true NOT NULL,
	`date_joined` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`last_login` text,
	CONSTRAINT "usuarios_email_lowercase" CHECK(email = lower(email) AND length(email) BETWEEN 3 AND 254),
	CONSTRAINT "usuarios_username_length" CHECK(length(username) BETWEEN 1 AND 150),
	CONSTRAINT "usuarios_password_format" CHECK(password LIKE 'pbkdf2_sha256$%'),
	CONSTRAINT "usuarios_precio_positive" CHECK(precio IS NULL OR precio >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `usuarios_email_unique` ON `usuarios` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `usuarios_username_unique` ON `usuarios` (lower(username));