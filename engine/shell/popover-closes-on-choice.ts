/**
 * A link chosen in an open popover (the Ressources and mobile menus) closes it, whether it navigates this tab
 * or opens a new one: the browser closes a popover on Escape or a click outside it, not on a choice inside it,
 * and a visitor coming back from the new tab (or through the back-forward cache) found the menu still open.
 * One listener on the document, inline in the page's head (engine/app/Document.tsx): it answers from the first
 * paint, before and without the page's scripts. A module script, which runs once the document is parsed: a
 * classic script in the body stopped the parser there, and the browser painted the header alone first (its logo
 * then counted as the largest paint, and the page's scripts started before the real one).
 */
export const popoverClosesOnChoice =
  "addEventListener('click',(event)=>{const link=event.target instanceof Element&&event.target.closest('[popover] a[href]');" +
  "const menu=link&&link.closest('[popover]');if(menu&&menu.matches(':popover-open'))menu.hidePopover()})";
