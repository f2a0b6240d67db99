/// A Swift view of one node of a ``MarkdownDocument``: only what the pipeline looks at.
public struct MarkdownNode: Hashable, Sendable {
  /// Names a node of its document; valid for the document that produced it.
  public struct Handle: Hashable, Sendable {
    public let rawValue: Int
  }

  public enum Kind: Hashable, Sendable {
    case document
    case heading(level: Int)
    case paragraph
    /// A fenced or indented code block: `info` is the fence's info string (`swift scenario id=x`).
    case codeBlock(info: String, literal: String)
    case htmlBlock
    /// Raw HTML inside a paragraph (`<span>`), as the author wrote it.
    case htmlInline
    case link(destination: String)
    case image(source: String)
    /// Text; its words are read through ``MarkdownDocument/plainText(of:)`` where wanted
    /// (nothing read the `String` every text node of every page used to carry).
    case text
    case other
  }

  public let handle: Handle
  /// The enclosing node; nil for the document.
  public let parent: Handle?
  public let kind: Kind
  /// 1-based line in the Markdown text; cmark gives 0 for inline nodes, which have no position.
  public let startLine: Int
  public let startColumn: Int
  public let endLine: Int
}
