CREATE TABLE `acta_asistentes` (
	`acta_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	PRIMARY KEY(`acta_id`, `user_id`),
	FOREIGN KEY (`acta_id`) REFERENCES `actas`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `actas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`evento_id` integer NOT NULL,
	`creator_id` integer,
	`summary` text NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`activities` text DEFAULT '[]' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`evento_id`) REFERENCES `eventos`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`creator_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "actas_summary_length" CHECK(length(summary) BETWEEN 1 AND 10000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `actas_evento_unique` ON `actas` (`evento_id`);--> statement-breakpoint
CREATE TABLE `disponibilidades` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`mentor_id` integer NOT NULL,
	`date` text NOT NULL,
	`semanal` integer DEFAULT false NOT NULL,
	`string_availability` text NOT NULL,
	`zona` text DEFAULT 'America/Bogota' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`mentor_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "disponibilidades_date" CHECK(date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]')
);
--> statement-breakpoint
CREATE INDEX `disponibilidades_mentor_idx` ON `disponibilidades` (`mentor_id`,`date`);--> statement-breakpoint
CREATE TABLE `calendario_feeds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`token` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`revoked_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendario_feeds_token_unique` ON `calendario_feeds` (`token`);--> statement-breakpoint
CREATE INDEX `calendario_feeds_user_idx` ON `calendario_feeds` (`user_id`);--> statement-breakpoint
CREATE TABLE `archivos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`nombre` text NOT NULL,
	`archivo` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`creador_id` integer,
	`evento_id` integer,
	`usuario_id` integer,
	`activo` integer DEFAULT true NOT NULL,
	`fecha_creacion` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`creador_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`evento_id`) REFERENCES `eventos`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`usuario_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "archivos_nombre_length" CHECK(length(nombre) BETWEEN 1 AND 255),
	CONSTRAINT "archivos_owner" CHECK(evento_id IS NOT NULL OR usuario_id IS NOT NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `archivos_slug_unique` ON `archivos` (`slug`);--> statement-breakpoint
CREATE INDEX `archivos_evento_idx` ON `archivos` (`evento_id`);--> statement-breakpoint
CREATE INDEX `archivos_usuario_idx` ON `archivos` (`usuario_id`);--> statement-breakpoint
CREATE TABLE `link_inscripciones` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`link_id` integer NOT NULL,
	`nombre` text NOT NULL,
	`email` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`link_id`) REFERENCES `links_registro`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "link_inscripciones_email" CHECK(email = lower(email) AND length(email) BETWEEN 3 AND 254)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `link_inscripciones_email_unique` ON `link_inscripciones` (`link_id`,`email`);--> statement-breakpoint
CREATE TABLE `urls` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`nombre` text NOT NULL,
	`url` text NOT NULL,
	`creador_id` integer,
	`evento_id` integer,
	`usuario_id` integer,
	`activo` integer DEFAULT true NOT NULL,
	`fecha_creacion` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`creador_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`evento_id`) REFERENCES `eventos`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`usuario_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "urls_scheme" CHECK(url LIKE 'http://%' OR url LIKE 'https://%'),
	CONSTRAINT "urls_url_length" CHECK(length(url) BETWEEN 8 AND 2000),
	CONSTRAINT "urls_owner" CHECK(evento_id IS NOT NULL OR usuario_id IS NOT NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `urls_slug_unique` ON `urls` (`slug`);--> statement-breakpoint
CREATE INDEX `urls_evento_idx` ON `urls` (`evento_id`);--> statement-breakpoint
CREATE INDEX `urls_usuario_idx` ON `urls` (`usuario_id`);--> statement-breakpoint
CREATE TABLE `links_registro` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uuid` text NOT NULL,
	`evento_id` integer NOT NULL,
	`creador_id` integer,
	`entidad_id` integer,
	`mentoria_id` integer,
	`programa_id` integer,
	`nombre` text NOT NULL,
	`fecha_expiracion` text NOT NULL,
	`maximo_usuarios` integer DEFAULT 1 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`evento_id`) REFERENCES `eventos`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`creador_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`entidad_id`) REFERENCES `entidades`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`mentoria_id`) REFERENCES `mentorias`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`programa_id`) REFERENCES `programas`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "links_registro_maximo" CHECK(maximo_usuarios BETWEEN 1 AND 300)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `links_registro_uuid_unique` ON `links_registro` (`uuid`);--> statement-breakpoint
CREATE UNIQUE INDEX `links_registro_evento_unique` ON `links_registro` (`evento_id`);--> statement-breakpoint
CREATE TABLE `evento_mentores` (
	`evento_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	PRIMARY KEY(`evento_id`, `user_id`),
	FOREIGN KEY (`evento_id`) REFERENCES `eventos`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `evento_mentores_user_idx` ON `evento_mentores` (`user_id`);--> statement-breakpoint
CREATE TABLE `evento_participantes` (
	`evento_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`asistencia` integer,
	PRIMARY KEY(`evento_id`, `user_id`),
	FOREIGN KEY (`evento_id`) REFERENCES `eventos`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `evento_participantes_user_idx` ON `evento_participantes` (`user_id`);--> statement-breakpoint
CREATE TABLE `eventos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`nombre` text NOT NULL,
	`tema` text,
	`tipo` text NOT NULL,
	`fecha_inicio` text NOT NULL,
	`fecha_fin` text NOT NULL,
	`mentor_id` integer NOT NULL,
	`mentoria_id` integer,
	`programa_id` integer,
	`entidad_id` integer,
	`usuario_individual` integer,
	`visibility` integer DEFAULT true NOT NULL,
	`asistentes_max` integer DEFAULT 1 NOT NULL,
	`cuenta_zoom` text,
	`estado` text DEFAULT '' NOT NULL,
	`marketplace` integer DEFAULT false NOT NULL,
	`comprador` integer,
	`precio` integer,
	`creador` integer,
	`iniciado_at` text,
	`video` text,
	`transcripcion` text,
	`acta_archivo` text,
	`espacio` integer DEFAULT 0 NOT NULL,
	`repeticion` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`mentor_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`mentoria_id`) REFERENCES `mentorias`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`programa_id`) REFERENCES `programas`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`entidad_id`) REFERENCES `entidades`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`usuario_individual`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`comprador`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`creador`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "eventos_nombre_length" CHECK(length(nombre) BETWEEN 1 AND 300),
	CONSTRAINT "eventos_tipo" CHECK(tipo IN ('Grupal', 'Individual', 'Junta Directiva')),
	CONSTRAINT "eventos_fechas" CHECK(fecha_inicio < fecha_fin),
	CONSTRAINT "eventos_asistentes_max" CHECK(asistentes_max BETWEEN 1 AND 300)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `eventos_slug_unique` ON `eventos` (`slug`);--> statement-breakpoint
CREATE INDEX `eventos_mentor_idx` ON `eventos` (`mentor_id`,`fecha_inicio`);--> statement-breakpoint
CREATE INDEX `eventos_entidad_idx` ON `eventos` (`entidad_id`,`fecha_inicio`);--> statement-breakpoint
CREATE INDEX `eventos_mentoria_idx` ON `eventos` (`mentoria_id`);--> statement-breakpoint
CREATE INDEX `eventos_programa_idx` ON `eventos` (`programa_id`);