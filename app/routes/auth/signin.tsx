import { Link } from "react-router";
import { AuthCard } from "~/components/auth/auth-card";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { pageMeta, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/signin";

export default function SignIn() {
  return (
    <AuthCard title="Log In To Your Account" subtitle="Welcome back. Sign in to reach the resource library.">
      <form method="post" className="space-y-5">
        <div className="space-y-2">
          <Label htmlFor="signin-email">E-Mail Address</Label>
          <Input id="signin-email" name="email" type="email" autoComplete="email" />
        </div>
        <div className="space-y-2">
          <Label htmlFor="signin-password">Password</Label>
          <Input id="signin-password" name="password" type="password" autoComplete="current-password" />
        </div>
        <Button type="submit" className="w-full">
          SIGN IN
        </Button>
        <Button asChild variant="outline" className="w-full">
          <Link to="/signup">SIGN UP</Link>
        </Button>
      </form>
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Sign In", path: "/signin", siteUrl: siteUrlFrom(matches), noIndex: true });
