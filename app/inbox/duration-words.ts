/** A length of time as a person says it: "45 min", "3 h 10 min", "2 days 4 h". */
export function durationWords(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 1) return "under a minute";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  const dayWord = days === 1 ? "day" : "days";
  return hours % 24 ? `${days} ${dayWord} ${hours % 24} h` : `${days} ${dayWord}`;
}
