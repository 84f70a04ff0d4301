/**
 * Carousel position dots. The spec shows 5 dots: the position is mapped onto them, so a long
 * list still gets 5 and a short list gets one per entry.
 */
export function Dots({
  count,
  active,
  onSelect,
  label,
}: {
  count: number;
  active: number;
  onSelect?: (index: number) => void;
  label: string;
}) {
  const dots = Math.min(5, count);
  if (dots <= 1) return null;
  const activeDot =
    count <= 5
      ? active
      : Math.min(dots - 1, Math.floor((active / Math.max(1, count - 1)) * (dots - 1) + 0.5));
  const targetOf = (dot: number) => (count <= 5 ? dot : Math.round((dot / (dots - 1)) * (count - 1)));
  return (
    <div className="dots" role="group" aria-label={label}>
      {Array.from({ length: dots }, (_, dot) => (
        <button
          key={dot}
          type="button"
          className={dot === activeDot ? 'dot dot--active' : 'dot'}
          aria-label={`Zu Eintrag ${targetOf(dot) + 1} springen`}
          aria-current={dot === activeDot ? 'true' : undefined}
          onClick={() => onSelect?.(targetOf(dot))}
        />
      ))}
    </div>
  );
}
