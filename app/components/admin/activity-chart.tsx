import type { DailyActivity } from "~/models/dashboard-stats.server";
import { siteConfig } from "~/site.config";
import { formatCount } from "~/utils/format-count";

const WIDTH = 600;
const HEIGHT = 140;
const dayFormat = new Intl.DateTimeFormat(siteConfig.locale, { month: "short", day: "numeric", timeZone: "UTC" });

const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** A round upper bound for the axis: 1, 2 or 5 times a power of ten. */
function niceMax(value: number): number {
  if (value <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * magnitude >= value) ?? 10) * magnitude;
}

/**
 * Views and new leads per day, as two bar charts drawn on the server. Each chart says its total and its
 * busiest day in words, and the numbers are in a table for screen readers; nothing depends on colour.
 */
export function ActivityChart({ activity }: { activity: DailyActivity[] }) {
  return (
    <section aria-labelledby="activity-heading" className="rounded-card border border-line bg-white p-5 shadow-sm">
      <h2 id="activity-heading" className="font-sans text-lg font-semibold">
        Last {activity.length} days
      </h2>
      <div className="mt-4 grid gap-8">
        <DailyBars
          id="views-chart"
          title="Views per day"
          values={activity.map((entry) => ({ day: entry.day, value: entry.views }))}
        />
        <DailyBars
          id="leads-chart"
          title="New leads per day"
          values={activity.map((entry) => ({ day: entry.day, value: entry.leads }))}
        />
      </div>
      <table className="sr-only">
        <caption>Views and new leads per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Views</th>
            <th scope="col">New leads</th>
          </tr>
        </thead>
        <tbody>
          {activity.map((entry) => (
            <tr key={entry.day}>
              <th scope="row">{formatDay(entry.day)}</th>
              <td>{entry.views}</td>
              <td>{entry.leads}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function DailyBars({ id, title, values }: { id: string; title: string; values: { day: string; value: number }[] }) {
  const total = values.reduce((sum, entry) => sum + entry.value, 0);
  const busiest = values.reduce(
    (best, entry) => (entry.value > best.value ? entry : best),
    values[0] ?? { day: "", value: 0 },
  );
  const max = niceMax(busiest.value);
  const slot = WIDTH / Math.max(values.length, 1);
  const summary =
    total === 0
      ? "None yet."
      : `${formatCount(total)} in total; busiest ${formatDay(busiest.day)} with ${formatCount(busiest.value)}.`;
  const labelledDays = [values[0], values[Math.floor((values.length - 1) / 2)], values.at(-1)].filter((entry) => entry);
  return (
    <figure aria-labelledby={`${id}-caption`} data-testid={id}>
      <figcaption id={`${id}-caption`} className="flex flex-wrap items-baseline justify-between gap-x-4 text-sm">
        <span className="font-semibold text-ink">{title}</span>
        <span className="text-muted">{summary}</span>
      </figcaption>
      {/* Labels are HTML beside a stretched drawing, so they stay legible at every width. */}
      <div className="mt-2 flex gap-2 text-xs text-muted tabular-nums" aria-hidden>
        <div className="flex h-32 flex-col justify-between text-right">
          <span>{formatCount(max)}</span>
          <span>0</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" className="h-32 w-full text-navy">
            <line
              x1={0}
              x2={WIDTH}
              y1={HEIGHT}
              y2={HEIGHT}
              className="stroke-slate-300"
              vectorEffect="non-scaling-stroke"
            />
            <line
              x1={0}
              x2={WIDTH}
              y1={0.5}
              y2={0.5}
              className="stroke-slate-200"
              strokeDasharray="4 4"
              vectorEffect="non-scaling-stroke"
            />
            {values.map((entry, index) => {
              const height = (entry.value / max) * (HEIGHT - 2);
              return (
                <rect
                  key={entry.day}
                  x={index * slot + slot * 0.15}
                  y={HEIGHT - height}
                  width={slot * 0.7}
                  height={height}
                  fill="currentColor"
                >
                  <title>{`${formatDay(entry.day)}: ${formatCount(entry.value)}`}</title>
                </rect>
              );
            })}
          </svg>
          <div className="mt-1 flex justify-between">
            {labelledDays.map((entry) => (
              <span key={entry!.day}>{formatDay(entry!.day)}</span>
            ))}
          </div>
        </div>
      </div>
    </figure>
  );
}
