DROP INDEX `eventos_entidad_idx`;--> statement-breakpoint
DROP INDEX `eventos_programa_idx`;--> statement-breakpoint
CREATE INDEX `eventos_entidad_idx` ON `eventos` (`entidad_id`,`fecha_inicio`,`cancelado_at`,`marketplace`,`estado`,`created_at`);--> statement-breakpoint
CREATE INDEX `eventos_programa_idx` ON `eventos` (`programa_id`,`fecha_inicio`,`fecha_fin`,`cancelado_at`,`mentor_ausente_at`,`mentor_id`);--> statement-breakpoint
CREATE INDEX `evento_participantes_asistencia_idx` ON `evento_participantes` (`evento_id`,`asistencia`,`cancelo_a_tiempo`,`user_id`);