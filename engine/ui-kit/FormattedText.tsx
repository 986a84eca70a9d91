import { SiteAnchor } from '../links/SiteAnchor.tsx';
import type { FormattedParagraphs, FormattedText, InlineNode } from '../schema/formatted-text.ts';
import { textLinks } from './FormattedText.styles.ts';
import { useSurface } from './surface.ts';

function Runs({ nodes, linkClass }: { nodes: readonly InlineNode[]; linkClass: string }) {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return node;
    const children = <Runs nodes={node.children} linkClass={linkClass} />;
    if ('link' in node) {
      return (
        <SiteAnchor key={index} link={node.link} className={linkClass}>
          {children}
        </SiteAnchor>
      );
    }
    return node.mark === 'strong' ? <strong key={index}>{children}</strong> : <em key={index}>{children}</em>;
  });
}

/**
 * Its links' class: the text is on a dark surface when `onDark` says so, else when its block's section is dark (an
 * island, rendered apart from its section, says so itself).
 */
function useLinkClass(onDark: boolean | undefined) {
  const dark = useSurface() === 'dark';
  return (onDark ?? dark) ? textLinks.dark : textLinks.light;
}

interface Props<T> {
  text: T;
  onDark?: boolean | undefined;
}

/**
 * A formatted text of one paragraph (engine/schema/formatted-text-field.ts) as its words, `<strong>`, `<em>` and the
 * site's links, inside the element its block gives it. Static blocks and islands alike: it holds no parser.
 */
export function InlineText({ text, onDark }: Props<FormattedText>) {
  return <Runs nodes={text.inline} linkClass={useLinkClass(onDark)} />;
}

/** A formatted text of paragraphs, one `<p>` each with `className`. */
export function TextParagraphs({ text, onDark, className }: Props<FormattedParagraphs> & { className?: string | undefined }) {
  const linkClass = useLinkClass(onDark);
  return text.paragraphs.map((nodes, index) => (
    <p key={index} className={className}>
      <Runs nodes={nodes} linkClass={linkClass} />
    </p>
  ));
}
