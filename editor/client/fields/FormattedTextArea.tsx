import { Button, HStack, Stack, Textarea } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { hasMark, linkAt, setLink, toggleMark, type Mark, type Selected } from '../../inline-format.ts';
import { t } from '../text.ts';
import { LinkPicker } from './LinkPicker.tsx';

/**
 * A text area with a formatting bar (Bold, Italics, Link, and Ctrl/Cmd+B, I, K) that writes the engine's small
 * Markdown around the selection (editor/inline-format.ts); Link opens the link picker. The text keeps the focus and
 * the words acted on stay selected.
 */
export function FormattedTextArea({ value, onChange }: { value: string; onChange: (next: string) => void }) {
  const area = useRef<HTMLTextAreaElement>(null);
  const [selection, setSelection] = useState<Selected>({ text: value, start: 0, end: 0 });
  const [picking, setPicking] = useState<{ selected: Selected; href: string }>();
  const pending = useRef<{ start: number; end: number }>(null);
  const current = (): Selected => ({ text: value, start: area.current?.selectionStart ?? 0, end: area.current?.selectionEnd ?? 0 });

  // Once the changed text is in the text area, its selection is set again and the focus back in it.
  useLayoutEffect(() => {
    const element = area.current;
    if (!element || !pending.current) return;
    element.focus();
    element.setSelectionRange(pending.current.start, pending.current.end);
    pending.current = null;
    setSelection({ text: value, start: element.selectionStart, end: element.selectionEnd });
  }, [value]);

  const apply = (next: Selected) => {
    pending.current = next;
    onChange(next.text);
  };
  const mark = (which: Mark) => apply(toggleMark(current(), which));
  const openPicker = () => {
    const selected = current();
    setPicking({ selected, href: linkAt(selected)?.href ?? '' });
  };
  const closePicker = (href?: string) => {
    // The text may have changed since the picker opened: then the selection is the text area's own.
    if (picking && href !== undefined) apply(setLink(picking.selected.text === value ? picking.selected : current(), href));
    else area.current?.focus();
    setPicking(undefined);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey) return;
    const action = { b: () => mark('bold'), i: () => mark('italic'), k: openPicker }[event.key.toLowerCase()];
    if (!action) return;
    event.preventDefault();
    action();
  };
  const shown = selection.text === value ? selection : { text: value, start: 0, end: 0 };

  return (
    <Stack gap="1" width="full">
      <HStack role="group" aria-label={t.formatting} gap="1">
        {(['bold', 'italic'] as const).map((which) => (
          <Button
            key={which}
            size="xs"
            variant={hasMark(shown, which) ? 'subtle' : 'outline'}
            {...(which === 'bold' ? { fontWeight: 'bold' } : { fontStyle: 'italic' })}
            aria-pressed={hasMark(shown, which)}
            aria-keyshortcuts={which === 'bold' ? 'Control+B' : 'Control+I'}
            onClick={() => mark(which)}
          >
            {t[which]}
          </Button>
        ))}
        <Button size="xs" variant="outline" aria-expanded={picking !== undefined} aria-keyshortcuts="Control+K" onClick={openPicker}>
          {t.link}
        </Button>
      </HStack>
      <Textarea
        ref={area}
        size="sm"
        autoresize
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onSelect={(event) => setSelection({ text: value, start: event.currentTarget.selectionStart, end: event.currentTarget.selectionEnd })}
        onKeyDown={onKeyDown}
      />
      {picking && (
        <Stack
          role="group"
          aria-label={t.link}
          gap="2"
          padding="2"
          borderWidth="1px"
          borderRadius="md"
          onKeyDown={(event) => event.key === 'Escape' && closePicker()}
        >
          <LinkPicker autoFocus value={picking.href} label={t.link} onChange={(href) => setPicking({ ...picking, href })} />
          <HStack gap="2">
            <Button size="xs" disabled={picking.href === ''} onClick={() => closePicker(picking.href)}>
              {t.insertLink}
            </Button>
            {linkAt(picking.selected) && (
              <Button size="xs" variant="outline" onClick={() => closePicker('')}>
                {t.removeLink}
              </Button>
            )}
            <Button size="xs" variant="ghost" onClick={() => closePicker()}>
              {t.cancel}
            </Button>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}
