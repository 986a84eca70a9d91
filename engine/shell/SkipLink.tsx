import { Link } from '@chakra-ui/react';

/** First focusable element: keyboard users jump past the navigation. */
export function SkipLink({ target }: { target: string }) {
  return (
    <Link
      href={`#${target}`}
      position="absolute"
      left="4"
      top="-20"
      zIndex="skipLink"
      bg="brand.solid"
      color="white"
      px="4"
      py="2"
      borderRadius="md"
      _focus={{ top: '4' }}
    >
      Aller au contenu
    </Link>
  );
}
