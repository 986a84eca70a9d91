/**
 * A link chosen in an open popover (the Ressources and mobile menus) closes it, whether it navigates this tab
 * or opens a new one: the browser closes a popover on Escape or a click outside it, not on a choice inside it,
 * and a visitor coming back from the new tab (or through the back-forward cache) found the menu still open.
 * One listener on the document, inline in the page and run as it is parsed: it answers from the first paint,
 * before and without the page's scripts. Rendered again on the client it stays inert (React never runs a
 * script it inserts), so the document keeps the one listener.
 */
const script =
  "addEventListener('click',(event)=>{const link=event.target instanceof Element&&event.target.closest('[popover] a[href]');" +
  "const menu=link&&link.closest('[popover]');if(menu&&menu.matches(':popover-open'))menu.hidePopover()})";

export function PopoverClosesOnChoice() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
