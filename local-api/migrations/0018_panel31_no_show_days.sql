-- The reports' stored no-show sums (issue 31; schema.ts programNoShowDays): per program and Bogota day (the start's date), the
-- sums of services/no-shows.ts over its sessions that are not cancelled; each write of a session or of its participants
-- rewrites the day it was on and the one it is on, from that day's sessions, by index searches (as 0017 does).
CREATE TABLE `programa_dias_asistencia` (
	`programa_id` integer NOT NULL,
	`dia` text NOT NULL,
	`registros` integer NOT NULL,
	`inasistencias` integer NOT NULL,
	`cancelaciones` integer NOT NULL,
	`sesiones` integer NOT NULL,
	`ausencias` integer NOT NULL,
	PRIMARY KEY(`programa_id`, `dia`)
);
--> statement-breakpoint
INSERT INTO `programa_dias_asistencia` (programa_id, dia, registros, inasistencias, cancelaciones, sesiones, ausencias)
  SELECT e.programa_id, substr(e.fecha_inicio, 1, 10),
    COALESCE(SUM(CASE WHEN e.mentor_ausente_at IS NULL THEN (SELECT COUNT(*) FROM evento_participantes q WHERE q.evento_id = e.id AND (q.asistencia = 1 OR (q.asistencia = 0 AND q.cancelo_a_tiempo = 0))) END), 0) AS registros,
    COALESCE(SUM(CASE WHEN e.mentor_ausente_at IS NULL THEN (SELECT COUNT(*) FROM evento_participantes q WHERE q.evento_id = e.id AND q.asistencia = 0 AND q.cancelo_a_tiempo = 0) END), 0) AS inasistencias,
    COALESCE(SUM(CASE WHEN e.mentor_ausente_at IS NULL THEN (SELECT COUNT(*) FROM evento_participantes q WHERE q.evento_id = e.id AND q.asistencia = 0 AND q.cancelo_a_tiempo = 1) END), 0) AS cancelaciones,
    SUM(e.mentor_ausente_at IS NOT NULL OR EXISTS (SELECT 1 FROM evento_participantes q WHERE q.evento_id = e.id AND (q.asistencia = 1 OR (q.asistencia = 0 AND q.cancelo_a_tiempo = 0)))) AS sesiones,
    SUM(e.mentor_ausente_at IS NOT NULL) AS ausencias
  FROM eventos e
  WHERE e.programa_id IS NOT NULL AND e.cancelado_at IS NULL
  GROUP BY 1, 2 HAVING sesiones > 0 OR cancelaciones > 0;--> statement-breakpoint
CREATE TRIGGER `eventos_programa_dias_asistencia_insert` AFTER INSERT ON `eventos` BEGIN
  DELETE FROM `programa_dias_asistencia` WHERE programa_id = NEW.programa_id AND dia = substr(NEW.fecha_inicio, 1, 10);
  INSERT INTO `programa_dias_asistencia` (programa_id, dia, registros, inasistencias, cancelaciones, sesiones, ausencias)
    SELECT e.programa_id, substr(e.fecha_inicio, 1, 10),
      COALESCE(SUM(CASE WHEN e.mentor_ausente_at IS NULL THEN (SELECT COUNT(*) FROM evento_participantes q WHERE q.evento_id = e.id AND (q.asistencia = 1 OR (q.asistencia = 0 AND q.cancelo_a_tiempo = 0))) END), 0) AS registros,
      COALESCE(SUM(CASE WHEN e.mentor_ausente_at IS NULL THEN (SELECT COUNT(*) FROM evento_participantes q WHERE q.evento_id = e.id AND q.asistencia = 0 AND q.cancelo_a_tiempo = 0) END), 0) AS inasistencias,
      COALESCE(SUM(CASE WHEN e.mentor_ausente_at IS NULL THEN (SELECT COUNT(*) FROM evento_participantes q WHERE q.evento_id = e.id AND q.asistencia = 0 AND q.cancelo_a_tiempo = 1) END), 0) AS cancelaciones,
      SUM(e.mentor_ausente_at IS NOT NULL OR EXISTS (SELECT 1 FROM evento_participantes q WHERE q.evento_id = e.id AND (q.asistencia = 1 OR (q.asistencia = 0 AND q.cancelo_a_tiempo = 0)))) AS sesiones,
      SUM(e.mentor_ausente_at IS NOT NULL) AS ausencias
    FROM eventos e
    WHERE e.programa_id = NEW.programa_id AND e.fecha_inicio >= substr(NEW.fecha_inicio, 1, 10) AND e.fecha_inicio < date(substr(NEW.fecha_inicio, 1, 10), '+1 day') AND e.cancelado_at IS NULL
    GROUP BY e.programa_id HAVING sesiones > 0 OR cancelaciones > 0;
END;--> statement-breakpoint
CREATE TRIGGER `eventos_programa_dias_asistencia_update` AFTER UPDATE OF programa_id, fecha_inicio, cancelado_at, mentor_ausente_at ON `eventos` BEGIN
  DELETE FROM `programa_dias_asistencia` WHERE programa_id = OLD.programa_id AND dia = substr(OLD.fecha_inicio, 1, 10);
  INSERT INTO `programa_dias_asistencia` (programa_id, dia, registros, inasistencias, cancelaciones, sesiones, ausencias)
    SELECT e.programa_id, substr(e.fecha_inicio, 1, 10),
      COALESCE(SUM(CASE WHEN e.mentor_ausente_at IS NULL THEN (SELECT COUNT(*) FROM evento_participantes q WHERE q.evento_id = e.id AND (q.asistencia = 1 OR (q.asistencia = 0 AND q.cancelo_a_tiempo = 0))) END), 0) AS registros,
      COALESCE(SUM(CASE WHEN e.mentor_ausente_at IS NULL THEN (SELECT COUNT(*) FROM evento_participantes q WHERE q.evento_id = e.id AND q.asistencia = 0 AND q.cancelo_a_tiempo = 0) END), 0) AS inasistencias,
      COALESCE(SUM(CASE WHEN e.mentor_ausente_at IS NULL THEN (SELECT COUNT(*) FROM evento_participantes q WHERE q.evento_id = e.id AND q.asistencia = 0 AND q.cancelo_a_tiempo = 1) END), 0) AS cancelaciones,
      SUM(e.mentor_ausente_at IS NOT NULL OR EXISTS (SELECT 1 FROM evento_participantes q WHERE q.evento_id = e.id AND (q.asistencia = 1 OR (q.asistencia = 0 AND q.cancelo_a_tiempo = 0)))) AS sesiones,
      SUM(e.mentor_ausente_at IS NOT NULL) AS ausencias
    FROM eventos e
    WHERE e.programa_id = OLD.programa_id AND e.fecha_inicio >= substr(OLD.fecha_inicio, 1, 10) AND e.fecha_inicio < date(substr(OLD.fecha_inicio, 1, 10), '+1 day') AND e.cancelado_at IS NULL
    GROUP BY e.programa_id HAVING sesiones > 0 OR cancelaciones > 0;
  DELETE FROM `programa_dias_asistencia` WHERE programa_id = NEW.programa_id AND dia = substr(NEW.fecha_inicio, 1, 10);
  INSERT INTO `programa_dias_asistencia` (programa_id, dia, registros, inasistencias, cancelaciones, sesiones, ausencias)
    SELECT e.programa_id, substr(e.fecha_inicio, 1, 10),
      COALESCE(SUM(CASE WHEN e.mentor_ausente_at IS NULL THEN (SELECT COUNT(*) FROM evento_participantes q WHERE q.evento_id = e.id AND (q.asistencia = 1 OR (q.asistencia = 0 AND q.cancelo_a_tiempo = 0))) END), 0) AS registros,
      COALESCE(SUM(CASE WHEN e.mentor_ausente_at IS NULL THEN (SELECT COUNT(*) FROM evento_participantes q WHERE q.evento_id = e.id AND q.asistencia = 0 AND q.cancelo_a_tiempo = 0) END), 0) AS inasistencias,
      COALESCE(SUM(CASE WHEN e.mentor_ausente_at IS NULL THEN (SELECT COUNT(*) FROM evento_participantes q WHERE q.evento_id = e.id AND q.asistencia = 0 AND q.cancelo_a_tiempo = 1) END), 0) AS cancelaciones,
      SUM(e.mentor_ausente_at IS NOT NULL OR EXISTS (SELECT 1 FROM evento_participantes q WHERE q.evento_id = e.id AND (q.asistencia = 1 OR (q.asistencia = 0 AND q.cancelo_a_tiempo = 0)))) AS sesiones,
      SUM(e.mentor_ausente_at IS NOT NULL) AS ausencias
    FROM eventos e
    WHERE e.programa_id = NEW.programa_id AND e.fecha_inicio >= substr(NEW.fecha_inicio, 1, 10) AND e.fecha_inicio < date(substr(NEW.fecha_inicio, 1, 10), '+1 day') AND e.cancelado_at IS NULL
    GROUP BY e.programa_id HAVING sesiones > 0 OR cancelaciones > 0;
END;--> statement-breakpoint
CREATE TRIGGER `eventos_programa_dias_asistencia_delete` AFTER DELETE ON `eventos` BEGIN
  DELETE FROM `programa_dias_asistencia` WHERE programa_id = OLD.programa_id AND dia = substr(OLD.fecha_inicio, 1, 10);
  INSERT INTO `programa_dias_asistencia` (programa_id, dia, registros, inasistencias, cancelaciones, sesiones, ausencias)
    SELECT e.programa_id, substr(e.fecha_inicio, 1, 10),
      COALESCE(SUM(CASE WHEN e.mentor_ausente_at IS NULL THEN (SELECT COUNT(*) FROM evento_participantes q WHERE q.evento_id = e.id AND (q.asistencia = 1 OR (q.asistencia = 0 AND q.cancelo_a_tiempo = 0))) END), 0) AS registros,
      COALESCE(SUM(CASE WHEN e.mentor_ausente_at IS NULL THEN (SELECT COUNT(*) FROM evento_participantes q WHERE q.evento_id = e.id AND q.asistencia = 0 AND q.cancelo_a_tiempo = 0) END), 0) AS inasistencias,
      COALESCE(SUM(CASE WHEN e.mentor_ausente_at IS NULL THEN (SELECT COUNT(*) FROM evento_participantes q WHERE q.evento_id = e.id AND q.asistencia = 0 AND q.cancelo_a_tiempo = 1) END), 0) AS cancelaciones,
      SUM(e.mentor_ausente_at IS NOT NULL OR EXISTS (SELECT 1 FROM evento_participantes q WHERE q.evento_id = e.id AND (q.asistencia = 1 OR (q.asistencia = 0 AND q.cancelo_a_tiempo = 0)))) AS sesiones,
      SUM(e.mentor_ausente_at IS NOT NULL) AS ausencias
    FROM eventos e
    WHERE e.programa_id = OLD.programa_id AND e.fecha_inicio >= substr(OLD.fecha_inicio, 1, 10) AND e.fecha_inicio < date(substr(OLD.fecha_inicio, 1, 10), '+1 day') AND e.cancelado_at IS NULL
    GROUP BY e.programa_id HAVING sesiones > 0 OR cancelaciones > 0;
END;--> statement-breakpoint
CREATE TRIGGER `evento_participantes_programa_dias_asistencia_insert` AFTER INSERT ON `evento_participantes` BEGIN
  DELETE FROM `programa_dias_asistencia` WHERE programa_id = (SELECT programa_id FROM eventos WHERE id = NEW.evento_id) AND dia = (SELECT substr(fecha_inicio, 1, 10) FROM eventos WHERE id = NEW.evento_id);
  INSERT INTO `programa_dias_asistencia` (programa_id, dia, registros, inasistencias, cancelaciones, sesiones, ausencias)
    SELECT e.programa_id, substr(e.fecha_inicio, 1, 10),
      COALESCE(SUM(CASE WHEN e.mentor_ausente_at IS NULL THEN (SELECT COUNT(*) FROM evento_participantes q WHERE q.evento_id = e.id AND (q.asistencia = 1 OR (q.asistencia = 0 AND q.cancelo_a_tiempo = 0))) END), 0) AS registros,
      COALESCE(SUM(CASE WHEN e.mentor_ausente_at IS NULL THEN (SELECT COUNT(*) FROM evento_participantes q WHERE q.evento_id = e.id AND q.asistencia = 0 AND q.cancelo_a_tiempo = 0) END), 0) AS inasistencias,
      COALESCE(SUM(CASE WHEN e.mentor_ausente_at IS NULL THEN (SELECT COUNT(*) FROM evento_participantes q WHERE q.evento_id = e.id AND q.asistencia = 0 AND q.cancelo_a_tiempo = 1) END), 0) AS cancelaciones,
      SUM(e.mentor_ausente_at IS NOT NULL OR EXISTS (SELECT 1 FROM evento_participantes q WHERE q.evento_id = e.id AND (q.asistencia = 1 OR (q.asistencia = 0 AND q.cancelo_a_tiempo = 0)))) AS sesiones,
      SUM(e.mentor_ausente_at IS NOT NULL) AS ausencias
    FROM eventos e
    WHERE e.programa_id = (SELECT programa_id FROM eventos WHERE id = NEW.evento_id) AND e.fecha_inicio >= (SELECT substr(fecha_inicio, 1, 10) FROM eventos WHERE id = NEW.evento_id) AND e.fecha_inicio < date((SELECT substr(fecha_inicio, 1, 10) FROM eventos WHERE id = NEW.evento_id), '+1 day') AND e.cancelado_at IS NULL
    GROUP BY e.programa_id HAVING sesiones > 0 OR cancelaciones > 0;
END;--> statement-breakpoint
CREATE TRIGGER `evento_participantes_programa_dias_asistencia_update` AFTER UPDATE OF evento_id, asistencia, cancelo_a_tiempo ON `evento_participantes` BEGIN
  DELETE FROM `programa_dias_asistencia` WHERE programa_id = (SELECT programa_id FROM eventos WHERE id = OLD.evento_id) AND dia = (SELECT substr(fecha_inicio, 1, 10) FROM eventos WHERE id = OLD.evento_id);
  INSERT INTO `programa_dias_asistencia` (programa_id, dia, registros, inasistencias, cancelaciones, sesiones, ausencias)
    SELECT e.programa_id, substr(e.fecha_inicio, 1, 10),
      COALESCE(SUM(CASE WHEN e.mentor_ausente_at IS NULL THEN (SELECT COUNT(*) FROM evento_participantes q WHERE q.evento_id = e.id AND (q.asistencia = 1 OR (q.asistencia = 0 AND q.cancelo_a_tiempo = 0))) END), 0) AS registros,
      COALESCE(SUM(CASE WHEN e.mentor_ausente_at IS NULL THEN (SELECT COUNT(*) FROM evento_participantes q WHERE q.evento_id = e.id AND q.asistencia = 0 AND q.cancelo_a_tiempo = 0) END), 0) AS inasistencias,
      COALESCE(SUM(CASE WHEN e.mentor_ausente_at IS NULL THEN (SELECT COUNT(*) FROM evento_participantes q WHERE q.evento_id = e.id AND q.asistencia = 0 AND q.cancelo_a_tiempo = 1) END), 0) AS cancelaciones,
      SUM(e.mentor_ausente_at IS NOT NULL OR EXISTS (SELECT 1 FROM evento_participantes q WHERE q.evento_id = e.id AND (q.asistencia = 1 OR (q.asistencia = 0 AND q.cancelo_a_tiempo = 0)))) AS sesiones,
      SUM(e.mentor_ausente_at IS NOT NULL) AS ausencias
    FROM eventos e
    WHERE e.programa_id = (SELECT programa_id FROM eventos WHERE id = OLD.evento_id) AND e.fecha_inicio >= (SELECT substr(fecha_inicio, 1, 10) FROM eventos WHERE id = OLD.evento_id) AND e.fecha_inicio < date((SELECT substr(fecha_inicio, 1, 10) FROM eventos WHERE id = OLD.evento_id), '+1 day') AND e.cancelado_at IS NULL
    GROUP BY e.programa_id HAVING sesiones > 0 OR cancelaciones > 0;
  DELETE FROM `programa_dias_asistencia` WHERE programa_id = (SELECT programa_id FROM eventos WHERE id = NEW.evento_id) AND dia = (SELECT substr(fecha_inicio, 1, 10) FROM eventos WHERE id = NEW.evento_id);
  INSERT INTO `programa_dias_asistencia` (programa_id, dia, registros, inasistencias, cancelaciones, sesiones, ausencias)
    SELECT e.programa_id, substr(e.fecha_inicio, 1, 10),
      COALESCE(SUM(CASE WHEN e.mentor_ausente_at IS NULL THEN (SELECT COUNT(*) FROM evento_participantes q WHERE q.evento_id = e.id AND (q.asistencia = 1 OR (q.asistencia = 0 AND q.cancelo_a_tiempo = 0))) END), 0) AS registros,
      COALESCE(SUM(CASE WHEN e.mentor_ausente_at IS NULL THEN (SELECT COUNT(*) FROM evento_participantes q WHERE q.evento_id = e.id AND q.asistencia = 0 AND q.cancelo_a_tiempo = 0) END), 0) AS inasistencias,
      COALESCE(SUM(CASE WHEN e.mentor_ausente_at IS NULL THEN (SELECT COUNT(*) FROM evento_participantes q WHERE q.evento_id = e.id AND q.asistencia = 0 AND q.cancelo_a_tiempo = 1) END), 0) AS cancelaciones,
      SUM(e.mentor_ausente_at IS NOT NULL OR EXISTS (SELECT 1 FROM evento_participantes q WHERE q.evento_id = e.id AND (q.asistencia = 1 OR (q.asistencia = 0 AND q.cancelo_a_tiempo = 0)))) AS sesiones,
      SUM(e.mentor_ausente_at IS NOT NULL) AS ausencias
    FROM eventos e
    WHERE e.programa_id = (SELECT programa_id FROM eventos WHERE id = NEW.evento_id) AND e.fecha_inicio >= (SELECT substr(fecha_inicio, 1, 10) FROM eventos WHERE id = NEW.evento_id) AND e.fecha_inicio < date((SELECT substr(fecha_inicio, 1, 10) FROM eventos WHERE id = NEW.evento_id), '+1 day') AND e.cancelado_at IS NULL
    GROUP BY e.programa_id HAVING sesiones > 0 OR cancelaciones > 0;
END;--> statement-breakpoint
CREATE TRIGGER `evento_participantes_programa_dias_asistencia_delete` AFTER DELETE ON `evento_participantes` BEGIN
  DELETE FROM `programa_dias_asistencia` WHERE programa_id = (SELECT programa_id FROM eventos WHERE id = OLD.evento_id) AND dia = (SELECT substr(fecha_inicio, 1, 10) FROM eventos WHERE id = OLD.evento_id);
  INSERT INTO `programa_dias_asistencia` (programa_id, dia, registros, inasistencias, cancelaciones, sesiones, ausencias)
    SELECT e.programa_id, substr(e.fecha_inicio, 1, 10),
      COALESCE(SUM(CASE WHEN e.mentor_ausente_at IS NULL THEN (SELECT COUNT(*) FROM evento_participantes q WHERE q.evento_id = e.id AND (q.asistencia = 1 OR (q.asistencia = 0 AND q.cancelo_a_tiempo = 0))) END), 0) AS registros,
      COALESCE(SUM(CASE WHEN e.mentor_ausente_at IS NULL THEN (SELECT COUNT(*) FROM evento_participantes q WHERE q.evento_id = e.id AND q.asistencia = 0 AND q.cancelo_a_tiempo = 0) END), 0) AS inasistencias,
      COALESCE(SUM(CASE WHEN e.mentor_ausente_at IS NULL THEN (SELECT COUNT(*) FROM evento_participantes q WHERE q.evento_id = e.id AND q.asistencia = 0 AND q.cancelo_a_tiempo = 1) END), 0) AS cancelaciones,
      SUM(e.mentor_ausente_at IS NOT NULL OR EXISTS (SELECT 1 FROM evento_participantes q WHERE q.evento_id = e.id AND (q.asistencia = 1 OR (q.asistencia = 0 AND q.cancelo_a_tiempo = 0)))) AS sesiones,
      SUM(e.mentor_ausente_at IS NOT NULL) AS ausencias
    FROM eventos e
    WHERE e.programa_id = (SELECT programa_id FROM eventos WHERE id = OLD.evento_id) AND e.fecha_inicio >= (SELECT substr(fecha_inicio, 1, 10) FROM eventos WHERE id = OLD.evento_id) AND e.fecha_inicio < date((SELECT substr(fecha_inicio, 1, 10) FROM eventos WHERE id = OLD.evento_id), '+1 day') AND e.cancelado_at IS NULL
    GROUP BY e.programa_id HAVING sesiones > 0 OR cancelaciones > 0;
END;
