import type { Heading, Root, Text } from 'mdast';
import type { CompileContext, Extension as FromMarkdownExtension, Token as MdastToken } from 'mdast-util-from-markdown';
import type { Code, Construct, Effects, Extension, State, TokenizeContext } from 'micromark-util-types';
import type { Processor } from 'unified';
import { walk } from './walk.ts';

// `## Title {#custom-id}` is Docusaurus syntax, but in MDX `{…}` starts a JavaScript expression. This plugin
// adds a micromark construct that reads `{#id}` at the end of a line of inline text before the expression
// construct can, so fenced and indented code (never inline text) is never touched, and no source rewriting
// is needed: positions stay the author's. A heading takes the id; anywhere else the text stays as written.

/** A `{#id}` read by the construct; replaced before the tree leaves this plugin. */
interface HeadingIdNode {
  type: 'headingId';
  value: string;
  position?: Text['position'];
}

declare module 'mdast' {
  interface PhrasingContentMap {
    headingId: HeadingIdNode;
  }
  interface RootContentMap {
    headingId: HeadingIdNode;
  }
}

declare module 'micromark-util-types' {
  interface TokenTypeMap {
    headingId: 'headingId';
    headingIdMarker: 'headingIdMarker';
    headingIdValue: 'headingIdValue';
    headingIdTrailing: 'headingIdTrailing';
  }
}

const LEFT_BRACE = 123,
  HASH = 35,
  RIGHT_BRACE = 125,
  SPACE = 32,
  TAB = 9;
const isLineEnd = (code: Code) => code === null || code === -5 || code === -4 || code === -3; // EOF, CR, LF, CRLF
/**
 * A character of an id: any but a brace or a line end, as Docusaurus's `parseMarkdownHeadingId` takes them
 * (`{#i18n.load(allMessages)}`, `{#whats-new-in-5.0}`); the id is trimmed and its backslash escapes read.
 */
const isIdChar = (code: Code) => !isLineEnd(code) && code !== LEFT_BRACE && code !== RIGHT_BRACE;

/** The id written: Markdown's backslash escapes read (`{#i18n.\_}` is `i18n._`, as Docusaurus has it), trimmed. */
const idOf = (written: string) => written.replace(/\\([!-/:-@[-`{-~])/g, '$1').trim();

/** Spaces or tabs, then the end of the line: checked without taking them, so `{#id}` must end its line. */
const lineEnds: Construct = {
  partial: true,
  tokenize(effects: Effects, ok: State, nok: State): State {
    const rest = (code: Code): State | undefined => {
      if (code === SPACE || code === TAB) {
        effects.consume(code);
        return rest;
      }
      effects.exit('headingIdTrailing');
      return isLineEnd(code) ? ok(code) : nok(code);
    };
    return (code) => {
      effects.enter('headingIdTrailing');
      return rest(code);
    };
  },
};

const headingId: Construct = {
  name: 'headingId',
  tokenize(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
    let size = 0;
    const marker = (code: Code) => {
      effects.enter('headingIdMarker');
      effects.consume(code);
      effects.exit('headingIdMarker');
    };
    const value = (code: Code): State | undefined => {
      if (isIdChar(code)) {
        size++;
        effects.consume(code);
        return value;
      }
      if (code !== RIGHT_BRACE || !size) return nok(code);
      effects.exit('headingIdValue');
      marker(code);
      effects.exit('headingId');
      return effects.check(lineEnds, ok, nok);
    };
    const hash = (code: Code): State | undefined => {
      if (code !== HASH) return nok(code);
      marker(code);
      effects.enter('headingIdValue');
      return value;
    };
    return (code) => {
      effects.enter('headingId');
      marker(code);
      return hash;
    };
  },
};

const syntax: Extension = { text: { [LEFT_BRACE]: { ...headingId, add: 'before' } as Construct } };

const fromMarkdown: FromMarkdownExtension = {
  enter: {
    headingId(this: CompileContext, token: MdastToken) {
      this.enter({ type: 'headingId', value: '' } as HeadingIdNode as never, token);
    },
  },
  exit: {
    headingIdValue(this: CompileContext, token: MdastToken) {
      (this.stack[this.stack.length - 1] as unknown as HeadingIdNode).value = this.sliceSerialize(token);
    },
    headingId(this: CompileContext, token: MdastToken) {
      this.exit(token);
    },
  },
};

/** `/* #custom-id *\/`, the inside of a heading's trailing `{/* #custom-id *\/}`. */
const COMMENT_ID = /^\s*\/\*\s*#([\w-]+)\s*\*\/\s*$/;

/**
 * Turns a trailing `{#custom-id}` (or `{/* #custom-id *\/}`) of a heading into the heading's id (rehype-toc keeps
 * existing ids).
 */
export function remarkHeadingId(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(syntax);
  (data.fromMarkdownExtensions ??= []).push(fromMarkdown);
  return (tree: Root) => {
    walk(tree, (node, index, parent) => {
      if (!parent || index === undefined) return;
      const last = index === parent.children.length - 1;
      // Docusaurus 3.10's comment form, `## Title {/* #custom-id */}`: valid MDX, so it is an expression here.
      const commentId =
        node.type === 'mdxTextExpression' && parent.type === 'heading' && last
          ? COMMENT_ID.exec(node.value)?.[1]
          : undefined;
      if (node.type !== 'headingId' && !commentId) return;
      const id = commentId ?? idOf((node as HeadingIdNode).value);
      if (parent.type === 'heading' && last && id) {
        const heading = parent as Heading;
        heading.data = { ...heading.data, hProperties: { ...(heading.data?.hProperties ?? {}), id } };
        parent.children.splice(index, 1);
        const before = parent.children[index - 1];
        if (before?.type === 'text') (before as Text).value = (before as Text).value.replace(/[ \t]+$/, '');
        return index;
      }
      if (node.type !== 'headingId') return;
      // Not a heading's id: the text as written.
      parent.children[index] = { type: 'text', value: `{#${node.value}}`, position: node.position } as Text;
    });
  };
}
