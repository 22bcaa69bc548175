import * as s from "./review-list.css";

export type Review = {
  id: string | number;
  /** The author's name, or the caller's word for an anonymous one. */
  author: string;
  /** The score as the reader reads it, e.g. "4 de 5". */
  score: string;
  /** The day, `YYYY-MM-DD` (the `<time>`'s `dateTime` and its text). */
  day: string;
  comment?: string | null;
};

/** Ratings of a mentor: author, score, day and comment, newest first as given. */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  return (
    <ul className={s.list}>
      {reviews.map((review) => (
        <li key={review.id} className={s.item}>
          <strong>{review.author}</strong>
          <span>{review.score}</span>
          <time dateTime={review.day} className={s.muted}>
            {review.day}
          </time>
          {review.comment ? <p className={s.comment}>{review.comment}</p> : null}
        </li>
      ))}
    </ul>
  );
}
