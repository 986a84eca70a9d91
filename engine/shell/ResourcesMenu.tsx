import { Box, Button, Link, Stack, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { SiteAnchor } from '../links/SiteAnchor.tsx';
import type { Navigation } from '../schema/navigation.ts';

type Resources = Navigation['header']['resources'];

const menuId = 'resources-menu';
const anchor = '--resources-menu';

/**
 * The Ressources dropdown, a popover: the browser opens it from its button and closes it on Escape or
 * a click elsewhere, giving the focus back to the button, with no script; choosing an entry closes it too
 * (engine/shell/popover-closes-on-choice.ts). Its entries are links,
 * reached with Tab (a disclosure of navigation links, not an application menu).
 */
export function ResourcesMenu({ resources }: { resources: Resources }) {
  return (
    <>
      <Button
        popoverTarget={menuId}
        variant="ghost"
        size="sm"
        fontWeight="500"
        color="fg"
        px="3"
        css={{ anchorName: anchor, '&:has(+ :popover-open) svg': { transform: 'rotate(180deg)' }, '& svg': { transition: 'transform 0.2s ease' } }}
      >
        {resources.label}
        <ChevronDown aria-hidden="true" size={16} />
      </Button>
      {/* In the DOM right after its button: inside the header's navigation landmark, and next in the tab order. */}
      <Box
        id={menuId}
        popover="auto"
        minW="xs"
        maxW="sm"
        p="2"
        m="0"
        bg="bg.panel"
        color="fg"
        borderWidth="1px"
        borderColor="border"
        borderRadius="xl"
        boxShadow="cardHover"
        css={{
          inset: 'auto',
          positionAnchor: anchor,
          positionArea: 'bottom span-right',
          marginTop: '8px',
          // Browsers without anchor positioning: under the header, centred.
          '@supports not (position-area: bottom)': { top: '72px', left: '50%', translate: '-50% 0' },
        }}
      >
        <Stack as="ul" listStyleType="none" gap="0.5">
          {resources.items.map((item) => (
            <li key={item.label}>
              <Link
                asChild
                display="block"
                py="2.5"
                px="3"
                borderRadius="lg"
                textDecoration="none"
                _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                _focusVisible={{ bg: 'bg.muted' }}
              >
                <SiteAnchor link={item.href}>
                  <Text as="span" display="block" fontWeight="600" color="fg">
                    {item.label}
                  </Text>
                  <Text as="span" display="block" fontSize="sm" color="fg.muted">
                    {item.description}
                  </Text>
                </SiteAnchor>
              </Link>
            </li>
          ))}
        </Stack>
      </Box>
    </>
  );
}
