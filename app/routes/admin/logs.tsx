import { requireUser } from "~/utils/permissions.server";
import type { Route } from "./+types/logs";

export async function loader({ request }: Route.LoaderArgs) {
  return requireUser(request);
}

export default function Page() {
  return <h1>Audit Logs</h1>;
}
