import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** The secondary button under an auth form: switches the modal's tab, or links to the other page. */
export function AuthSwitch({ label, to, onSwitch }: { label: string; to: string; onSwitch?: () => void }) {
  if (onSwitch) {
    return (
      <Button type="button" variant="outline" className="w-full" onClick={onSwitch}>
        {label}
      </Button>
    );
  }
  return (
    <Button asChild variant="outline" className="w-full">
      <Link to={to}>{label}</Link>
    </Button>
  );
}
