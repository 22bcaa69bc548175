-- The panel's stored figures (issue 31; schema.ts programFounders, programMentorRatings), kept by triggers whatever the time:
-- per program and attendee, the end of their first attended session of the program that is not cancelled (the active
-- founders "by now"); per program and mentor, the count and sum of the ratings of its sessions that are not cancelled
-- (the best mentor). Each write recomputes the rows it touches from the person's own rows (by their user or mentor index).
-- CROSS JOIN keeps the person's (or mentor's) rows the outer loop: by the program's index instead, each write read the whole program.
CREATE TABLE `programa_fundadores` (
	`programa_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`primera_fin` text NOT NULL,
	PRIMARY KEY(`programa_id`, `user_id`)
);
--> statement-breakpoint
CREATE INDEX `programa_fundadores_fin_idx` ON `programa_fundadores` (`programa_id`,`primera_fin`);--> statement-breakpoint
CREATE TABLE `programa_calificaciones` (
	`programa_id` integer NOT NULL,
	`mentor_id` integer NOT NULL,
	`calificaciones` integer NOT NULL,
	`suma` integer NOT NULL,
	PRIMARY KEY(`programa_id`, `mentor_id`)
);--> statement-breakpoint
INSERT INTO `programa_fundadores` (programa_id, user_id, primera_fin)
  SELECT e.programa_id, p.user_id, MIN(e.fecha_fin) FROM eventos e JOIN evento_participantes p ON p.evento_id = e.id AND p.asistencia = 1
  WHERE e.programa_id IS NOT NULL AND e.cancelado_at IS NULL
  GROUP BY e.programa_id, p.user_id;--> statement-breakpoint
CREATE TRIGGER `evento_participantes_programa_fundadores_insert` AFTER INSERT ON `evento_participantes` WHEN NEW.asistencia = 1 BEGIN
  DELETE FROM `programa_fundadores` WHERE programa_id = (SELECT programa_id FROM eventos WHERE id = NEW.evento_id) AND user_id = NEW.user_id;
  INSERT INTO `programa_fundadores` (programa_id, user_id, primera_fin)
    SELECT e.programa_id, p.user_id, MIN(e.fecha_fin) FROM evento_participantes p CROSS JOIN eventos e ON e.id = p.evento_id
    WHERE p.user_id = NEW.user_id AND p.asistencia = 1 AND e.programa_id = (SELECT programa_id FROM eventos WHERE id = NEW.evento_id) AND e.cancelado_at IS NULL
    GROUP BY e.programa_id, p.user_id;
END;--> statement-breakpoint
CREATE TRIGGER `evento_participantes_programa_fundadores_update` AFTER UPDATE OF evento_id, user_id, asistencia ON `evento_participantes`
  WHEN OLD.asistencia IS 1 OR NEW.asistencia IS 1 BEGIN
  DELETE FROM `programa_fundadores` WHERE programa_id = (SELECT programa_id FROM eventos WHERE id = OLD.evento_id) AND user_id = OLD.user_id;
  INSERT INTO `programa_fundadores` (programa_id, user_id, primera_fin)
    SELECT e.programa_id, p.user_id, MIN(e.fecha_fin) FROM evento_participantes p CROSS JOIN eventos e ON e.id = p.evento_id
    WHERE p.user_id = OLD.user_id AND p.asistencia = 1 AND e.programa_id = (SELECT programa_id FROM eventos WHERE id = OLD.evento_id) AND e.cancelado_at IS NULL
    GROUP BY e.programa_id, p.user_id;
  DELETE FROM `programa_fundadores` WHERE programa_id = (SELECT programa_id FROM eventos WHERE id = NEW.evento_id) AND user_id = NEW.user_id;
  INSERT INTO `programa_fundadores` (programa_id, user_id, primera_fin)
    SELECT e.programa_id, p.user_id, MIN(e.fecha_fin) FROM evento_participantes p CROSS JOIN eventos e ON e.id = p.evento_id
    WHERE p.user_id = NEW.user_id AND p.asistencia = 1 AND e.programa_id = (SELECT programa_id FROM eventos WHERE id = NEW.evento_id) AND e.cancelado_at IS NULL
    GROUP BY e.programa_id, p.user_id;
END;--> statement-breakpoint
CREATE TRIGGER `evento_participantes_programa_fundadores_delete` AFTER DELETE ON `evento_participantes` WHEN OLD.asistencia = 1 BEGIN
  DELETE FROM `programa_fundadores` WHERE programa_id = (SELECT programa_id FROM eventos WHERE id = OLD.evento_id) AND user_id = OLD.user_id;
  INSERT INTO `programa_fundadores` (programa_id, user_id, primera_fin)
    SELECT e.programa_id, p.user_id, MIN(e.fecha_fin) FROM evento_participantes p CROSS JOIN eventos e ON e.id = p.evento_id
    WHERE p.user_id = OLD.user_id AND p.asistencia = 1 AND e.programa_id = (SELECT programa_id FROM eventos WHERE id = OLD.evento_id) AND e.cancelado_at IS NULL
    GROUP BY e.programa_id, p.user_id;
END;--> statement-breakpoint
CREATE TRIGGER `eventos_programa_fundadores_update` AFTER UPDATE OF programa_id, fecha_fin, cancelado_at ON `eventos` BEGIN
  DELETE FROM `programa_fundadores` WHERE programa_id = OLD.programa_id AND user_id IN (SELECT user_id FROM evento_participantes WHERE evento_id = NEW.id AND asistencia = 1);
  INSERT INTO `programa_fundadores` (programa_id, user_id, primera_fin)
    SELECT e.programa_id, p.user_id, MIN(e.fecha_fin) FROM evento_participantes p CROSS JOIN eventos e ON e.id = p.evento_id
    WHERE p.user_id IN (SELECT user_id FROM evento_participantes WHERE evento_id = NEW.id AND asistencia = 1) AND p.asistencia = 1 AND e.programa_id = OLD.programa_id AND e.cancelado_at IS NULL
    GROUP BY e.programa_id, p.user_id;
  DELETE FROM `programa_fundadores` WHERE programa_id = NEW.programa_id AND user_id IN (SELECT user_id FROM evento_participantes WHERE evento_id = NEW.id AND asistencia = 1);
  INSERT INTO `programa_fundadores` (programa_id, user_id, primera_fin)
    SELECT e.programa_id, p.user_id, MIN(e.fecha_fin) FROM evento_participantes p CROSS JOIN eventos e ON e.id = p.evento_id
    WHERE p.user_id IN (SELECT user_id FROM evento_participantes WHERE evento_id = NEW.id AND asistencia = 1) AND p.asistencia = 1 AND e.programa_id = NEW.programa_id AND e.cancelado_at IS NULL
    GROUP BY e.programa_id, p.user_id;
END;--> statement-breakpoint
-- A deleted session can only have been the first of the attendees whose first end is its end: those are recomputed
-- (its participants may already be gone with it, by the cascade).
CREATE TRIGGER `eventos_programa_fundadores_delete` AFTER DELETE ON `eventos` BEGIN
  UPDATE `programa_fundadores` SET primera_fin = coalesce((SELECT MIN(e.fecha_fin) FROM evento_participantes p CROSS JOIN eventos e ON e.id = p.evento_id
      WHERE p.user_id = programa_fundadores.user_id AND p.asistencia = 1 AND e.programa_id = OLD.programa_id AND e.cancelado_at IS NULL), '')
    WHERE programa_id = OLD.programa_id AND primera_fin = OLD.fecha_fin;
  DELETE FROM `programa_fundadores` WHERE programa_id = OLD.programa_id AND primera_fin = '';
END;--> statement-breakpoint
INSERT INTO `programa_calificaciones` (programa_id, mentor_id, calificaciones, suma)
  SELECT e.programa_id, r.mentor_id, COUNT(*), SUM(r.puntaje) FROM calificaciones r CROSS JOIN eventos e ON e.id = r.evento_id
  WHERE e.programa_id IS NOT NULL AND e.cancelado_at IS NULL
  GROUP BY e.programa_id, r.mentor_id;--> statement-breakpoint
CREATE TRIGGER `calificaciones_programa_calificaciones_insert` AFTER INSERT ON `calificaciones` BEGIN
  DELETE FROM `programa_calificaciones` WHERE programa_id = (SELECT programa_id FROM eventos WHERE id = NEW.evento_id) AND mentor_id = NEW.mentor_id;
  INSERT INTO `programa_calificaciones` (programa_id, mentor_id, calificaciones, suma)
    SELECT e.programa_id, r.mentor_id, COUNT(*), SUM(r.puntaje) FROM calificaciones r CROSS JOIN eventos e ON e.id = r.evento_id
    WHERE r.mentor_id = NEW.mentor_id AND e.programa_id = (SELECT programa_id FROM eventos WHERE id = NEW.evento_id) AND e.cancelado_at IS NULL
    GROUP BY e.programa_id, r.mentor_id;
END;--> statement-breakpoint
CREATE TRIGGER `calificaciones_programa_calificaciones_update` AFTER UPDATE OF mentor_id, evento_id, puntaje ON `calificaciones` BEGIN
  DELETE FROM `programa_calificaciones` WHERE programa_id = (SELECT programa_id FROM eventos WHERE id = OLD.evento_id) AND mentor_id = OLD.mentor_id;
  INSERT INTO `programa_calificaciones` (programa_id, mentor_id, calificaciones, suma)
    SELECT e.programa_id, r.mentor_id, COUNT(*), SUM(r.puntaje) FROM calificaciones r CROSS JOIN eventos e ON e.id = r.evento_id
    WHERE r.mentor_id = OLD.mentor_id AND e.programa_id = (SELECT programa_id FROM eventos WHERE id = OLD.evento_id) AND e.cancelado_at IS NULL
    GROUP BY e.programa_id, r.mentor_id;
  DELETE FROM `programa_calificaciones` WHERE programa_id = (SELECT programa_id FROM eventos WHERE id = NEW.evento_id) AND mentor_id = NEW.mentor_id;
  INSERT INTO `programa_calificaciones` (programa_id, mentor_id, calificaciones, suma)
    SELECT e.programa_id, r.mentor_id, COUNT(*), SUM(r.puntaje) FROM calificaciones r CROSS JOIN eventos e ON e.id = r.evento_id
    WHERE r.mentor_id = NEW.mentor_id AND e.programa_id = (SELECT programa_id FROM eventos WHERE id = NEW.evento_id) AND e.cancelado_at IS NULL
    GROUP BY e.programa_id, r.mentor_id;
END;--> statement-breakpoint
CREATE TRIGGER `calificaciones_programa_calificaciones_delete` AFTER DELETE ON `calificaciones` BEGIN
  DELETE FROM `programa_calificaciones` WHERE programa_id = (SELECT programa_id FROM eventos WHERE id = OLD.evento_id) AND mentor_id = OLD.mentor_id;
  INSERT INTO `programa_calificaciones` (programa_id, mentor_id, calificaciones, suma)
    SELECT e.programa_id, r.mentor_id, COUNT(*), SUM(r.puntaje) FROM calificaciones r CROSS JOIN eventos e ON e.id = r.evento_id
    WHERE r.mentor_id = OLD.mentor_id AND e.programa_id = (SELECT programa_id FROM eventos WHERE id = OLD.evento_id) AND e.cancelado_at IS NULL
    GROUP BY e.programa_id, r.mentor_id;
END;--> statement-breakpoint
CREATE TRIGGER `eventos_programa_calificaciones_update` AFTER UPDATE OF programa_id, cancelado_at ON `eventos` BEGIN
  DELETE FROM `programa_calificaciones` WHERE programa_id = OLD.programa_id AND mentor_id IN (SELECT mentor_id FROM calificaciones WHERE evento_id = NEW.id);
  INSERT INTO `programa_calificaciones` (programa_id, mentor_id, calificaciones, suma)
    SELECT e.programa_id, r.mentor_id, COUNT(*), SUM(r.puntaje) FROM calificaciones r CROSS JOIN eventos e ON e.id = r.evento_id
    WHERE r.mentor_id IN (SELECT mentor_id FROM calificaciones WHERE evento_id = NEW.id) AND e.programa_id = OLD.programa_id AND e.cancelado_at IS NULL
    GROUP BY e.programa_id, r.mentor_id;
  DELETE FROM `programa_calificaciones` WHERE programa_id = NEW.programa_id AND mentor_id IN (SELECT mentor_id FROM calificaciones WHERE evento_id = NEW.id);
  INSERT INTO `programa_calificaciones` (programa_id, mentor_id, calificaciones, suma)
    SELECT e.programa_id, r.mentor_id, COUNT(*), SUM(r.puntaje) FROM calificaciones r CROSS JOIN eventos e ON e.id = r.evento_id
    WHERE r.mentor_id IN (SELECT mentor_id FROM calificaciones WHERE evento_id = NEW.id) AND e.programa_id = NEW.programa_id AND e.cancelado_at IS NULL
    GROUP BY e.programa_id, r.mentor_id;
END;--> statement-breakpoint
-- Ratings have no foreign key to their session: they stay, and stop counting, when it is deleted.
CREATE TRIGGER `eventos_programa_calificaciones_delete` AFTER DELETE ON `eventos` BEGIN
  DELETE FROM `programa_calificaciones` WHERE programa_id = OLD.programa_id AND mentor_id IN (SELECT mentor_id FROM calificaciones WHERE evento_id = OLD.id);
  INSERT INTO `programa_calificaciones` (programa_id, mentor_id, calificaciones, suma)
    SELECT e.programa_id, r.mentor_id, COUNT(*), SUM(r.puntaje) FROM calificaciones r CROSS JOIN eventos e ON e.id = r.evento_id
    WHERE r.mentor_id IN (SELECT mentor_id FROM calificaciones WHERE evento_id = OLD.id) AND e.programa_id = OLD.programa_id AND e.cancelado_at IS NULL
    GROUP BY e.programa_id, r.mentor_id;
END;
