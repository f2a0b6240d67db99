import Foundation

/// One note checked from its bytes, in memory: decoded, split, its scenarios run and judged,
/// and every claim blessed and checked again. For tools that have a note but no file — the
/// page fuzz target (`Fuzz/`) drives docgen through it.
public enum NoteCheck {
  /// What checking `data` as the note `file` found; never throws, never prints.
  public static func run(_ data: Data, file: String = "note.md") -> [Diagnostic] {
    let text: String
    switch SourceText.decode(data, file: file) {
    case .success(let decoded): text = decoded
    case .failure(let problem): return [problem]
    }
    let (split, problems) = FrontMatterParser.split(text, file: file)
    let page = SourcePage(
      language: "", relativePath: (file as NSString).lastPathComponent, file: file, text: text,
      frontMatter: split.frontMatter, body: split.body)
    let run = PageRunner().run(page)
    // The Markdown as a page renders it, with every extension on libcmark's tree (GFM's,
    // CJK-friendly emphasis, alerts): the page fuzz target reaches them through here.
    let rendered = MarkdownDocument(parsing: page.body, extensions: .all)
    rendered.makeCallouts { $0.rawValue }
    _ = rendered.html()
    var diagnostics = problems + run.problems + run.blocks.flatMap(\.failures)
    // Bless in memory, then the blessed text must hold: a claim that cannot be written back
    // faithfully (a fence inside the log) would show up here.
    let edits = run.blocks.compactMap { block -> ClaimEditor.Edit? in
      guard let claim = block.block.claim, block.outcome.succeeded || block.block.options.fails else { return nil }
      return ClaimEditor.Edit(
        fenceLine: claim.fenceLine, closingFenceLine: claim.closingFenceLine, newLines: block.outcome.lines)
    }
    if !edits.isEmpty {
      let blessed = ClaimEditor.apply(edits, to: text)
      _ = MarkdownDocument(parsing: FrontMatterParser.body(of: blessed)).html()
      diagnostics += PageRunner().run(
        SourcePage(
          language: "", relativePath: page.relativePath, file: file, text: blessed,
          frontMatter: page.frontMatter, body: FrontMatterParser.body(of: blessed))
      ).blocks.flatMap(\.failures)
    }
    return diagnostics
  }
}
