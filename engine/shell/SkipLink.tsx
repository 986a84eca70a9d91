import { Link } from '@chakra-ui/react';

/**
 * First focusable element: keyboard users jump past the navigation. Fixed to the viewport and above every
 * layer (Chakra's `skipNav` z-index, over the sticky header's): the first Tab shows it wherever the page is
 * scrolled to.
 */
export function SkipLink({ target, label }: { target: string; label: string }) {
  return (
    <Link
      href={`#${target}`}
      position="fixed"
      left="4"
      top="-20"
      zIndex="skipNav"
      bg="brand.solid"
      color="white"
      px="4"
      py="2"
      borderRadius="md"
      _focus={{ top: '4' }}
    >
      {label}
    </Link>
  );
}
