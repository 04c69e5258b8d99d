import { requireUser } from "~/utils/permissions.server";
import type { Route } from "./+types/edit-article";

export async function loader({ request }: Route.LoaderArgs) {
  return requireUser(request);
}

export default function Page() {
  return <h1>Edit Article</h1>;
}
