import { AlertTriangle, UserRound } from "lucide-react";
import type { ProfileFact } from "~/quiz/types";
import { FactList } from "./FactList";
import { Card, CardTitle } from "./ui/card";

interface ClientProfileCardProps {
  name: string;
  facts: readonly ProfileFact[];
  considerations: readonly string[];
}

/** A case-study client: profile facts and the key considerations for the adviser. */
export function ClientProfileCard({ name, facts, considerations }: ClientProfileCardProps) {
  return (
    <div className="mb-8 grid gap-4 md:grid-cols-2">
      <Card aria-labelledby="client-profile">
        <CardTitle id="client-profile" className="mb-4 flex items-center gap-2">
          <UserRound aria-hidden="true" className="size-5 text-brand" />
          Client profile: {name}
        </CardTitle>
        <FactList facts={facts} />
      </Card>
      <Card aria-labelledby="key-considerations">
        <CardTitle id="key-considerations" className="mb-4 flex items-center gap-2">
          <AlertTriangle aria-hidden="true" className="size-5 text-note" />
          Key considerations
        </CardTitle>
        <ul className="list-disc space-y-2 pl-5 leading-relaxed">
          {considerations.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
