/**
 * The complete documentation as one PDF: every page's Markdown walked token by token (headings,
 * paragraphs, lists, code, tables) and laid out with pdfkit. Built in memory; a few hundred KB.
 */
import MarkdownIt from 'markdown-it';
import PDFDocument from 'pdfkit';
import { plainText } from './markdown.ts';

const md = new MarkdownIt({ html: false });
const inline = (s: string) => plainText(s);

/** Reads a screenshot the documentation shows (`/images/docs/x.jpg`); undefined when it is not there. */
export type ImageSource = (src: string) => Buffer | undefined;

export function renderDocsPdf(
  pages: { title: string; summary: string; body: string }[],
  generatedAt: Date,
  imageFile: ImageSource = () => undefined,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      bufferPages: false,
      info: { Title: 'Cosmos documentation', Author: 'Cosmos', CreationDate: generatedAt },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(26).text('Cosmos documentation');
    doc
      .font('Helvetica')
      .fontSize(11)
      .moveDown(0.5)
      .text(`Generated ${generatedAt.toISOString().slice(0, 10)}`);
    doc.moveDown();
    for (const p of pages) doc.text(`• ${p.title}: ${p.summary}`);

    for (const p of pages) {
      doc.addPage();
      const tokens = md.parse(p.body, {});
      let listDepth = 0;
      const ordered: number[] = [];
      for (let i = 0; i < tokens.length; i++) {
        const t = tokens[i]!;
        if (t.type === 'heading_open') {
          const size = t.tag === 'h1' ? 22 : t.tag === 'h2' ? 16 : 13;
          doc
            .moveDown(t.tag === 'h1' ? 0 : 0.6)
            .font('Helvetica-Bold')
            .fontSize(size)
            .text(inline(tokens[i + 1]?.content ?? ''))
            .font('Helvetica')
            .fontSize(11)
            .moveDown(0.3);
          i += 2;
        } else if (t.type === 'bullet_list_open' || t.type === 'ordered_list_open') {
          listDepth++;
          ordered.push(t.type === 'ordered_list_open' ? 1 : 0);
        } else if (t.type === 'bullet_list_close' || t.type === 'ordered_list_close') {
          listDepth--;
          ordered.pop();
          doc.moveDown(0.3);
        } else if (t.type === 'inline' && t.children?.length === 1 && t.children[0]!.type === 'image') {
          // A screenshot on its own line: embedded at the text width, its alt text as the caption.
          const img = t.children[0]!;
          const file = imageFile(String(img.attrGet('src') ?? ''));
          if (file) {
            const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
            doc.image(file, { width }).moveDown(0.3);
          }
          doc.fontSize(9).text(img.content, { oblique: true }).fontSize(11).moveDown(0.4);
        } else if (t.type === 'inline' && tokens[i - 1]?.type === 'paragraph_open') {
          const text = inline(t.content);
          if (listDepth > 0) {
            const n = ordered[ordered.length - 1]!;
            const marker = n > 0 ? `${n}.` : '•';
            if (n > 0) ordered[ordered.length - 1] = n + 1;
            doc.text(`${marker} ${text}`, { indent: 14 * listDepth });
          } else doc.text(text).moveDown(0.4);
        } else if (t.type === 'fence' || t.type === 'code_block') {
          doc
            .font('Courier')
            .fontSize(9)
            .text(t.content.trimEnd(), { indent: 10 })
            .font('Helvetica')
            .fontSize(11)
            .moveDown(0.4);
        } else if (t.type === 'tr_open') {
          const cells: string[] = [];
          for (let j = i + 1; tokens[j] && tokens[j]!.type !== 'tr_close'; j++)
            if (tokens[j]!.type === 'inline') cells.push(inline(tokens[j]!.content));
          doc.text(cells.join('  |  '));
        }
      }
    }
    doc.end();
  });
}
