import { Link } from "react-router";
import { Button } from "~/components/ui/button";

export function StatusScreen({
  code,
  title,
  description,
  details,
  action = { to: "/", label: "Return to Home" },
}: {
  code?: string;
  title: string;
  description: string;
  details?: string;
  action?: { to: string; label: string };
}) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
      {code ? (
        <p className="font-serif text-7xl font-semibold text-accent-ink sm:text-8xl" aria-hidden>
          {code}
        </p>
      ) : null}
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted">{description}</p>
      {details ? <p className="mt-2 text-sm text-muted">{details}</p> : null}
      <Button asChild variant="primary" size="lg" className="mt-8">
        <Link to={action.to}>{action.label}</Link>
      </Button>
    </section>
  );
}
