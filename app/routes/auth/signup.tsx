import { Link } from "react-router";
import { AuthCard } from "~/components/auth/auth-card";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { pageMeta, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/signup";

export default function SignUp() {
  return (
    <AuthCard title="Create Your Account" subtitle="Join to download our library of resources for technology leaders.">
      <form method="post" className="space-y-5">
        <div className="space-y-2">
          <Label htmlFor="signup-email">E-Mail Address</Label>
          <Input id="signup-email" name="email" type="email" autoComplete="email" />
        </div>
        <div className="space-y-2">
          <Label htmlFor="signup-password">Password</Label>
          <Input id="signup-password" name="password" type="password" autoComplete="new-password" />
        </div>
        <div className="space-y-2">
          <Label htmlFor="signup-confirm-password">Confirm Password</Label>
          <Input id="signup-confirm-password" name="confirmPassword" type="password" autoComplete="new-password" />
        </div>
        <Button type="submit" className="w-full">
          SIGN UP
        </Button>
        <Button asChild variant="outline" className="w-full">
          <Link to="/signin">SIGN IN</Link>
        </Button>
      </form>
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Sign Up", path: "/signup", siteUrl: siteUrlFrom(matches), noIndex: true });
