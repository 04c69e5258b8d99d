import { requireUser } from "~/utils/permissions.server";
import type { Route } from "./+types/library";

export async function loader({ request }: Route.LoaderArgs) {
  return requireUser(request);
}

export default function Library() {
  return <h1>Resource Library</h1>;
}
