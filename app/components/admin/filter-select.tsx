import { Label } from "~/components/ui/label";

/** A labelled select that narrows an admin list, with an "all" choice first (submitted as empty). */
export function FilterSelect({
  id,
  name,
  label,
  allLabel,
  options,
  defaultValue,
}: {
  id: string;
  name: string;
  label: string;
  allLabel: string;
  options: readonly string[];
  defaultValue: string;
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        className="min-h-11 rounded-md border border-slate-300 bg-white px-3 text-base text-ink sm:text-sm"
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
