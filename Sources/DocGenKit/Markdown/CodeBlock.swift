/// A fenced code block of a page, as the scenario stage sees it.
public struct CodeBlock: Sendable, Equatable {
  public var handle: MarkdownNode.Handle
  /// The fence's info string: `swift scenario id=present continue`.
  public var info: String
  public var literal: String
  /// The line of the opening fence, and of the closing one, in the Markdown file.
  public var startLine: Int
  public var endLine: Int
  public var startColumn: Int
}
