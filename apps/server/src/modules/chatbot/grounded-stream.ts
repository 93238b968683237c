/**
 * Streams a model's reply to the user as it is written, but never a number that no tool returned:
 * text is released up to the last word boundary only while every number in it is grounded in the
 * tool outputs so far (`groundedIn`). A reply that turns out ungrounded — or text written before a
 * tool call — is withdrawn with `reset`, and the caller sends the built-in answer instead.
 */
import { groundedIn } from './llm-provider.ts';
import { linkSafeCut } from './portal-links.ts';

/** Where streamed text goes: `delta` pieces, and `reset` when what was sent must be thrown away. */
export interface LlmStream {
  delta: (text: string) => void;
  reset: () => void;
}

export class GroundedStream {
  private text = '';
  private sent = 0;
  private failed = false;
  private anySent = false;
  /** How much of the cleaned text went out (cleaning can shorten the text, so it is counted apart). */
  private cleanSent = 0;

  constructor(
    private readonly out: LlmStream,
    private readonly toolOutputs: string[],
    /** Applied to every released prefix (it must not change a prefix once more text follows it): links to other sites go. */
    private readonly clean: (text: string) => string = (t) => t,
  ) {}

  startRound() {
    this.text = '';
    this.sent = 0;
    this.cleanSent = 0;
    this.failed = false;
  }

  push(piece: string) {
    this.text += piece;
    // Without tool output nothing can be grounded yet: hold the text back.
    if (this.failed || this.toolOutputs.length === 0) return;
    // Release whole words only, so a number is never split ("29" of "29.99") before it is checked.
    const spaceCut = Math.max(this.text.lastIndexOf(' '), this.text.lastIndexOf('\n'));
    // A Markdown link is released whole, once it can be judged.
    const cut = linkSafeCut(this.text.slice(0, Math.max(spaceCut, 0)));
    if (cut <= this.sent) return;
    const ready = this.text.slice(0, cut);
    if (!groundedIn(ready, this.toolOutputs)) {
      this.failed = true;
      return;
    }
    this.release(this.clean(ready.trimStart()));
    this.sent = cut;
  }

  /** The round's reply is kept: send what is still held back. */
  finish() {
    this.release(this.clean(this.text.trim()).trimEnd());
  }

  private release(cleaned: string) {
    const piece = cleaned.slice(this.cleanSent);
    this.cleanSent = cleaned.length;
    this.emit(piece);
  }

  /** The round's text is not the answer: withdraw anything already sent. */
  abandon() {
    if (this.anySent) this.out.reset();
    this.anySent = false;
    this.text = '';
    this.sent = 0;
    this.cleanSent = 0;
  }

  private emit(t: string) {
    if (!t) return;
    // The kept reply is trimmed: do not start the stream with the model's leading whitespace.
    const piece = this.anySent ? t : t.trimStart();
    if (!piece) return;
    this.anySent = true;
    this.out.delta(piece);
  }
}
