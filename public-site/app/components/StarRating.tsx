const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** 1-5 stars with halves (4.5 shows four full stars and a half); the fill is clipped with CSS. */
export function StarRating({ rating }: { rating: number }) {
  const value = Math.max(0, Math.min(5, Math.round(rating * 2) / 2));
  return (
    <div
      className="stars"
      role="img"
      aria-label={`Bewertung: ${String(value).replace('.', ',')} von 5 Sternen`}
    >
      {Array.from({ length: 5 }, (_, index) => {
        const fill = Math.max(0, Math.min(1, value - index));
        return (
          <span key={index} className="star" aria-hidden="true">
            <svg viewBox="0 0 24 24" className="star__outline">
              <path d={STAR_PATH} />
            </svg>
            <span className="star__fill" style={{ width: `${fill * 100}%` }}>
              <svg viewBox="0 0 24 24">
                <path d={STAR_PATH} />
              </svg>
            </span>
          </span>
        );
      })}
    </div>
  );
}
