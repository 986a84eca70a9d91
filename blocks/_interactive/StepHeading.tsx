import { Heading, type HeadingProps } from '@chakra-ui/react';
import type { Ref } from 'react';

/**
 * The heading of a step that replaces the previous one (a quiz question or result, a simulator step): the
 * block moves the focus to it so that keyboard and screen-reader users land on the new content. It takes
 * the focus by script only (tabIndex -1), so it draws no focus ring.
 */
export function StepHeading(props: HeadingProps & { ref?: Ref<HTMLHeadingElement> }) {
  return <Heading tabIndex={-1} fontFamily="heading" fontWeight="500" fontSize={{ base: '2xl', md: '3xl' }} _focus={{ outline: 'none' }} {...props} />;
}
