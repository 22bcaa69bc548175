CREATE TABLE `programa_emprendedores` (
	`programa_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`programa_id`, `user_id`),
	FOREIGN KEY (`programa_id`) REFERENCES `programas`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `programa_emprendedores_user_idx` ON `programa_emprendedores` (`user_id`);--> statement-breakpoint
CREATE TABLE `programa_funcionarios` (
	`programa_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	PRIMARY KEY(`programa_id`, `user_id`),
	FOREIGN KEY (`programa_id`) REFERENCES `programas`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `programa_funcionarios_user_idx` ON `programa_funcionarios` (`user_id`);--> statement-breakpoint
CREATE TABLE `programas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`entidad_id` integer NOT NULL,
	`nombre` text NOT NULL,
	`descripcion` text DEFAULT '' NOT NULL,
	`img_programa` text,
	`n_sesiones` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`entidad_id`) REFERENCES `entidades`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "programas_nombre_length" CHECK(length(nombre) BETWEEN 1 AND 200),
	CONSTRAINT "programas_n_sesiones" CHECK(n_sesiones >= 0)
);
--> statement-breakpoint
CREATE INDEX `programas_entidad_idx` ON `programas` (`entidad_id`,`nombre`);--> statement-breakpoint
CREATE TABLE `mentoria_mentores` (
	`mentoria_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	PRIMARY KEY(`mentoria_id`, `user_id`),
	FOREIGN KEY (`mentoria_id`) REFERENCES `mentorias`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mentoria_mentores_user_idx` ON `mentoria_mentores` (`user_id`);--> statement-breakpoint
CREATE TABLE `mentorias` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`programa_id` integer NOT NULL,
	`nombre` text NOT NULL,
	`descripcion` text DEFAULT '' NOT NULL,
	`tipo` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`programa_id`) REFERENCES `programas`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "mentorias_nombre_length" CHECK(length(nombre) BETWEEN 1 AND 200),
	CONSTRAINT "mentorias_tipo" CHECK(tipo IN ('Taller', 'Mentoría', 'Webinar', 'Webcast', 'Podcast', 'Asesoría/Consultoría', 'Comité directivo/Junta Asesora'))
);
--> statement-breakpoint
CREATE INDEX `mentorias_programa_idx` ON `mentorias` (`programa_id`);