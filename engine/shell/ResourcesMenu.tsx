import { Button, Menu, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useRef } from 'react';
import { SiteAnchor } from '../links/SiteAnchor.tsx';
import type { Navigation } from '../schema/navigation.ts';

type Resources = Navigation['header']['resources'];

/** The Ressources dropdown: arrow keys move, Enter follows, Escape closes (Ark's menu machine). */
export function ResourcesMenu({ resources }: { resources: Resources }) {
  const trigger = useRef<HTMLButtonElement>(null);
  // Enter on an entry clicks its link for real (zag's default click does not bubble): React Router
  // navigates client-side and the menu closes, as with a pointer.
  const follow = ({ node }: { node: HTMLAnchorElement }) => node.click();
  // Once closed, the focus goes back to the button (not to the page) even when an entry opened a new
  // tab: after the frame in which the menu lets go of it.
  const refocus = ({ open }: { open: boolean }) => {
    if (!open) requestAnimationFrame(() => trigger.current?.focus());
  };
  return (
    <Menu.Root positioning={{ placement: 'bottom-start', gutter: 8 }} navigate={follow} onOpenChange={refocus}>
      <Menu.Trigger asChild>
        <Button ref={trigger} variant="ghost" size="sm" fontWeight="500" color="fg" px="3">
          {resources.label}
          <ChevronDown aria-hidden="true" size={16} />
        </Button>
      </Menu.Trigger>
      {/* Not portalled: the menu stays inside the header's navigation landmark, and in the prerendered HTML. */}
      <Menu.Positioner>
        <Menu.Content minW="xs" maxW="sm" p="2" borderRadius="xl" boxShadow="cardHover">
          {resources.items.map((item, index) => (
            // Ark derives the item id from its value: an index keeps it a valid IDREF (no spaces).
            <Menu.Item key={item.label} value={String(index)} asChild py="2.5" px="3" borderRadius="lg" cursor="pointer">
              <SiteAnchor link={item.href}>
                <span>
                  <Text as="span" display="block" fontWeight="600" color="fg">
                    {item.label}
                  </Text>
                  <Text as="span" display="block" fontSize="sm" color="fg.muted">
                    {item.description}
                  </Text>
                </span>
              </SiteAnchor>
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
