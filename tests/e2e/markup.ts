// Markup helpers of the e2e fixtures, free of Playwright so unit tests can import them.

/** Serialized markup with every text's words replaced by 'x'; tags, attributes and <style> kept as they are. */
export function withoutWords(markup: string): string {
  let out = "";
  let i = 0;
  while (i < markup.length) {
    const lt = markup.indexOf("<", i);
    const text = markup.slice(i, lt === -1 ? markup.length : lt);
    out += /\S/.test(text) ? "x" : text;
    if (lt === -1) break;
    // The tag, up to its '>' outside quoted attribute values.
    let j = lt + 1;
    let quote = "";
    for (; j < markup.length; j++) {
      const c = markup[j];
      if (quote) {
        if (c === quote) quote = "";
      } else if (c === '"' || c === "'") quote = c;
      else if (c === ">") break;
    }
    const tag = markup.slice(lt, j + 1);
    out += tag;
    i = j + 1;
    if (/^<style\b/i.test(tag)) {
      // A stylesheet's text is not words: keep it.
      const end = markup.toLowerCase().indexOf("</style", i);
      const stop = end === -1 ? markup.length : end;
      out += markup.slice(i, stop);
      i = stop;
    }
  }
  return out;
}
