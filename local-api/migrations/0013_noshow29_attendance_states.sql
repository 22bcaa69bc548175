ALTER TABLE `evento_participantes` ADD `cancelo_a_tiempo` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `eventos` ADD `mentor_ausente_at` text;--> statement-breakpoint
ALTER TABLE `eventos` ADD `mentor_ausente_por` integer REFERENCES usuarios(id) ON DELETE set null;