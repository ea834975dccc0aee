// Input framing for the engine process: a request ends at "\n" (a "\r" right before it is
// dropped). A "\r" anywhere else is JSON whitespace and stays in the line (readline would
// end the line there and answer twice).

export class LineSplitter {
  /** Pieces of the line not yet ended (kept apart so a huge line is joined only once). */
  #parts: string[] = [];

  /** Feed a chunk of text; returns the lines it completed. */
  push(chunk: string): string[] {
    const lines: string[] = [];
    let from = 0;
    for (let nl = chunk.indexOf('\n'); nl >= 0; nl = chunk.indexOf('\n', from)) {
      this.#parts.push(chunk.slice(from, nl));
      lines.push(this.#take());
      from = nl + 1;
    }
    if (from < chunk.length) this.#parts.push(chunk.slice(from));
    return lines;
  }

  /** End of input: the last line when it had no "\n". */
  end(): string[] {
    const last = this.#take();
    return last === '' ? [] : [last];
  }

  #take(): string {
    const line = this.#parts.join('');
    this.#parts = [];
    return line.endsWith('\r') ? line.slice(0, -1) : line;
  }
}
