/** The parts of nlp.js (which ships no types) the assistant uses. */
declare module '@nlpjs/core' {
  export interface Container {
    use(plugin: unknown): void;
    get(name: string): any;
    registerConfiguration(tag: string, settings: Record<string, unknown>, overwrite?: boolean): void;
  }
  export function containerBootstrap(): Container;
}
declare module '@nlpjs/nlp' {
  export const Nlp: unknown;
}
declare module '@nlpjs/lang-en-min' {
  export const LangEn: unknown;
  export const StopwordsEn: new () => { dictionary: Record<string, boolean> };
}
declare module '@nlpjs/lang-es' {
  export const LangEs: unknown;
  export const StopwordsEs: new () => { dictionary: Record<string, boolean> };
}
declare module '@nlpjs/lang-fr' {
  export const LangFr: unknown;
  export const StopwordsFr: new () => { dictionary: Record<string, boolean> };
}
declare module '@nlpjs/lang-de' {
  export const LangDe: unknown;
  export const StopwordsDe: new () => { dictionary: Record<string, boolean> };
}
