import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";

/** A GET form over a list: the search (and any filters) live in the URL, and the server does the filtering. */
export function ListSearch({
  id,
  tab,
  query,
  placeholder,
  children,
}: {
  id: string;
  tab: string;
  query: string;
  placeholder: string;
  children?: ReactNode;
}) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-2" aria-label="Search the list">
      <input type="hidden" name="tab" value={tab} />
      <div className="grid gap-1">
        <Label htmlFor={id}>Search</Label>
        <Input
          id={id}
          name="q"
          type="search"
          defaultValue={query}
          placeholder={placeholder}
          maxLength={200}
          className="w-72 max-w-full text-base sm:text-sm"
        />
      </div>
      {children}
      <Button type="submit" variant="primary">
        <Search aria-hidden /> Search
      </Button>
    </Form>
  );
}
