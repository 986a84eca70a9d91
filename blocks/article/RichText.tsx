import { Link } from '@chakra-ui/react';
import { splitAroundEmail } from './logic.ts';

/** A sentence whose contact address, if quoted, is a mail link. */
export function RichText({ text, email }: { text: string; email: string }) {
  return splitAroundEmail(text, email).map((part, index) =>
    part.kind === 'email' ? (
      <Link key={index} href={`mailto:${part.value}`} variant="inline">
        {part.value}
      </Link>
    ) : (
      part.value
    ),
  );
}
