import { requireUser } from "~/utils/permissions.server";
import type { Route } from "./+types/dashboard";

export async function loader({ request }: Route.LoaderArgs) {
  return requireUser(request);
}

export default function Page() {
  return <h1>Admin Dashboard</h1>;
}
