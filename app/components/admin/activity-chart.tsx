import type { DailyActivity } from "~/models/dashboard-stats.server";
import { siteConfig } from "~/site.config";

const WIDTH = 600;
const HEIGHT = 140;
const AXIS = 28;
const numberFormat = new Intl.NumberFormat(siteConfig.locale);
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
  const slot = (WIDTH - AXIS) / Math.max(values.length, 1);
  const summary =
    total === 0
      ? "None yet."
      : `${numberFormat.format(total)} in total; busiest ${formatDay(busiest.day)} with ${numberFormat.format(busiest.value)}.`;
  const labelled = new Set([0, Math.floor((values.length - 1) / 2), values.length - 1]);
  return (
    <figure aria-labelledby={`${id}-caption`} data-testid={id}>
      <figcaption id={`${id}-caption`} className="flex flex-wrap items-baseline justify-between gap-x-4 text-sm">
        <span className="font-semibold text-ink">{title}</span>
        <span className="text-muted">{summary}</span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`} className="mt-2 h-auto w-full text-navy" aria-hidden>
        <line x1={AXIS} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-slate-300" />
        <line x1={AXIS} x2={WIDTH} y1={0.5} y2={0.5} className="stroke-slate-200" strokeDasharray="4 4" />
        <text x={AXIS - 6} y={12} textAnchor="end" className="fill-slate-500 text-[14px]">
          {numberFormat.format(max)}
        </text>
        <text x={AXIS - 6} y={HEIGHT} textAnchor="end" className="fill-slate-500 text-[14px]">
          0
        </text>
        {values.map((entry, index) => {
          const height = (entry.value / max) * (HEIGHT - 2);
          const x = AXIS + index * slot + slot * 0.15;
          return (
            <g key={entry.day}>
              <rect x={x} y={HEIGHT - height} width={slot * 0.7} height={height} rx={1.5} fill="currentColor">
                <title>{`${formatDay(entry.day)}: ${numberFormat.format(entry.value)}`}</title>
              </rect>
              {labelled.has(index) ? (
                <text
                  x={index === 0 ? x : index === values.length - 1 ? x + slot * 0.7 : x + slot * 0.35}
                  y={HEIGHT + 16}
                  textAnchor={index === 0 ? "start" : index === values.length - 1 ? "end" : "middle"}
                  className="fill-slate-500 text-[14px]"
                >
                  {formatDay(entry.day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
