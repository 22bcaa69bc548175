CREATE TABLE `contactos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`origen` text NOT NULL,
	`nombre` text DEFAULT '' NOT NULL,
	`email` text NOT NULL,
	`telefono` text DEFAULT '' NOT NULL,
	`empresa` text DEFAULT '' NOT NULL,
	`mensaje` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "contactos_origen" CHECK(origen IN ('software-para-aceleradoras', 'escuela-juntas', 'juntas-asesoras', 'newsletter'))
);
--> statement-breakpoint
CREATE INDEX `contactos_created_idx` ON `contactos` (`created_at`);--> statement-breakpoint
CREATE TABLE `foro_comentarios` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`post_id` integer NOT NULL,
	`creador_id` integer NOT NULL,
	`contenido` text NOT NULL,
	`fecha_creacion` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `foro_posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`creador_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "foro_comentarios_contenido" CHECK(length(trim(contenido)) > 0)
);
--> statement-breakpoint
CREATE INDEX `foro_comentarios_post_idx` ON `foro_comentarios` (`post_id`,`fecha_creacion`);--> statement-breakpoint
CREATE INDEX `foro_comentarios_creador_idx` ON `foro_comentarios` (`creador_id`,`fecha_creacion`);--> statement-breakpoint
CREATE TABLE `foro_me_gusta` (
	`post_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`post_id`, `user_id`),
	FOREIGN KEY (`post_id`) REFERENCES `foro_posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `foro_me_gusta_user_idx` ON `foro_me_gusta` (`user_id`);--> statement-breakpoint
CREATE TABLE `foro_posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`creador_id` integer NOT NULL,
	`contenido` text NOT NULL,
	`fecha_creacion` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`fecha_actualizacion` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`creador_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "foro_posts_contenido" CHECK(length(trim(contenido)) > 0)
);
--> statement-breakpoint
CREATE INDEX `foro_posts_fecha_idx` ON `foro_posts` (`fecha_creacion`);--> statement-breakpoint
CREATE INDEX `foro_posts_creador_idx` ON `foro_posts` (`creador_id`,`fecha_creacion`);--> statement-breakpoint
CREATE TABLE `articulos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`file_key` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `articulos_file_key_unique` ON `articulos` (`file_key`);