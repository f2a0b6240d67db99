import ScenarioKit

/// What a ``BlockSplicer`` does to a page's code blocks.
public struct Splice: Sendable {
  /// HTML to put in place of a block (a scenario with its results, or nothing for a claim).
  public var replacements: [MarkdownNode.Handle: String] = [:]
  public var diagnostics: [Diagnostic] = []
  /// The search text of replacements whose text was read already (kept with a drawn block).
  var searchText: [MarkdownNode.Handle: SearchTextExtractor.BlockText] = [:]
  /// The log each shown scenario produced, for the page's Markdown twin.
  var logs: [MarkdownNode.Handle: [String]] = [:]
  /// HTML for the article's end: the answers of the page's "predict the log" exercises, which
  /// only print shows (a worksheet with its answers last).
  var trailer = ""
  /// The files of the pictures the replacements show, by path inside the site
  /// (``PictureFiles``).
  var pictures: [String: String] = [:]
  /// What the replacements put where the way from the page to the site's root goes (random
  /// for each build, so no note holds it); nil when they hold none.
  var siteRoot: String?

  public init(replacements: [MarkdownNode.Handle: String] = [:], diagnostics: [Diagnostic] = []) {
    self.replacements = replacements
    self.diagnostics = diagnostics
  }
}

/// The hook through which executed scenarios enter a page: given all code blocks of a page in
/// order, says which to replace with what. Implementations must be pure functions of their
/// input, so pages can be rendered in parallel and builds stay deterministic.
public protocol BlockSplicer: Sendable {
  /// `language` is the language of the page's text (its words label the results).
  func splice(_ blocks: [CodeBlock], of page: SourcePage, language: SiteConfig.Language) -> Splice
  /// Swift highlighted as HTML; a splicer with a cache keeps it there (plain ```swift
  /// snippets go through here too).
  func highlight(_ code: String) -> String
  /// This splicer for the pages of the site `config` describes (its iOS version, for one).
  func configured(for config: SiteConfig) -> any BlockSplicer
  /// This splicer for a build that renders the blocks `census` counts (how often each recurs).
  func expecting(_ census: ScenarioCensus) -> any BlockSplicer
}

extension BlockSplicer {
  public func highlight(_ code: String) -> String { SwiftHighlighter.html(code) }
  public func configured(for config: SiteConfig) -> any BlockSplicer { self }
  public func expecting(_ census: ScenarioCensus) -> any BlockSplicer { self }
}
