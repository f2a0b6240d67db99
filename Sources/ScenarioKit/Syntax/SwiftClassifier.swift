import SwiftIDEUtils
import SwiftSyntax

/// swift-syntax's classification of a tree (SwiftIDEUtils' `classifications`: the same ranges,
/// kinds and merging), computed with the node kinds of its rules instead of key paths.
///
/// SwiftIDEUtils looks up every child of every node in a table of key paths, and a key path
/// is made and compared at run time: classifying a scenario cost more than parsing it. Its
/// rules are few (a child of one of thirteen kinds of node) and are restated here; a test
/// holds this classifier to SwiftIDEUtils' over every scenario of the corpus and of Content/
/// and over generated code.
enum SwiftClassifier {
  struct Range: Equatable {
    var kind: SyntaxClassification
    var start: Int
    var end: Int
  }

  /// The classified ranges of `tree`, in order, covering its source.
  static func classifications(of tree: some SyntaxProtocol) -> [Range] {
    var walker = Walker(start: tree.position.utf8Offset, end: tree.endPosition.utf8Offset)
    walker.visit(Syntax(tree), context: nil)
    return walker.ranges
  }

  /// A classification that a child's place in its parent gives the tokens under it: to
  /// identifiers only, or to all its text (`forced`).
  struct Context {
    var kind: SyntaxClassification
    var forced: Bool
  }

  /// SwiftIDEUtils' `SyntaxClassification.classify(_:)`: the children that give their tokens
  /// a classification.
  static func context(of child: Syntax, in parent: Syntax) -> Context? {
    switch parent.kind {
    case .attribute: return rule(child, is: parent.cast(AttributeSyntax.self).attributeName, .attribute, forced: true)
    case .platformVersionItem:
      return rule(child, is: parent.cast(PlatformVersionItemSyntax.self).platformVersion, .keyword)
    case .platformVersion: return rule(child, is: parent.cast(PlatformVersionSyntax.self).platform, .keyword)
    case .declModifier: return rule(child, is: parent.cast(DeclModifierSyntax.self).name, .attribute)
    case .ifConfigClause:
      let clause = parent.cast(IfConfigClauseSyntax.self)
      return rule(child, is: clause.poundKeyword, .ifConfigDirective)
        ?? rule(child, is: clause.condition, .ifConfigDirective)
    case .ifConfigDecl: return rule(child, is: parent.cast(IfConfigDeclSyntax.self).poundEndif, .ifConfigDirective)
    case .memberType: return rule(child, is: parent.cast(MemberTypeSyntax.self).name, .type)
    case .operatorDecl: return rule(child, is: parent.cast(OperatorDeclSyntax.self).name, .operator)
    case .precedenceGroupAssociativity:
      return rule(child, is: parent.cast(PrecedenceGroupAssociativitySyntax.self).associativityLabel, .keyword)
    case .precedenceGroupRelation:
      return rule(child, is: parent.cast(PrecedenceGroupRelationSyntax.self).higherThanOrLowerThanLabel, .keyword)
    case .identifierType: return rule(child, is: parent.cast(IdentifierTypeSyntax.self).name, .type)
    case .functionParameter: return rule(child, is: parent.cast(FunctionParameterSyntax.self).firstName, .argumentLabel)
    case .labeledExpr: return rule(child, is: parent.cast(LabeledExprSyntax.self).label, .argumentLabel)
    default: return nil
    }
  }

  /// A rule's context when `child` is the node in the rule's place (`slot`), else nil.
  private static func rule<Slot: SyntaxProtocol>(
    _ child: Syntax, is slot: Slot?, _ kind: SyntaxClassification, forced: Bool = false
  ) -> Context? {
    slot?.id == child.id ? Context(kind: kind, forced: forced) : nil
  }

  /// SwiftIDEUtils' `ClassificationVisitor`, node for node.
  private struct Walker {
    /// The classified tree's range (UTF-8 offsets).
    let start: Int
    let end: Int
    var ranges: [Range] = []

    /// Visits a node unless it lies outside the tree's range: as in SwiftIDEUtils, a node that
    /// starts at the end stops the walk (false), and one that ends at the start (an empty node
    /// there, such as the attribute the parser puts in front of `let a = 1,@`) is passed over,
    /// forced children included.
    @discardableResult
    mutating func visit(_ node: Syntax, context: Context?) -> Bool {
      let position = node.position.utf8Offset
      guard position < end else { return false }
      guard position + node.totalLength.utf8Length > start else { return true }
      if let token = node.as(TokenSyntax.self) {
        // Missing tokens are not in the source.
        guard token.presence == .present else { return true }
        var offset = token.position.utf8Offset
        offset = classify(token.leadingTrivia, at: offset)
        let length = token.trimmedLength.utf8Length
        report(Range(kind: Self.kind(of: token, context: context), start: offset, end: offset + length))
        classify(token.trailingTrivia, at: offset + length)
        return true
      }
      for child in node.children(viewMode: .all) {
        let own = SwiftClassifier.context(of: child, in: node)
        if let own, own.forced {
          // The whole text between the child's outer trivia, in one range.
          var offset = classify(child.leadingTrivia, at: child.position.utf8Offset)
          let length = child.trimmedLength.utf8Length
          report(Range(kind: own.kind, start: offset, end: offset + length))
          offset += length
          classify(child.trailingTrivia, at: offset)
          continue
        }
        guard visit(child, context: own ?? context) else { return false }
      }
      return true
    }

    /// Reports each piece of `trivia` from `offset`; returns the offset after it.
    @discardableResult
    private mutating func classify(_ trivia: Trivia, at offset: Int) -> Int {
      var offset = offset
      for piece in trivia {
        let length = piece.sourceLength.utf8Length
        let kind: SyntaxClassification =
          switch piece {
          case .lineComment: .lineComment
          case .blockComment: .blockComment
          case .docLineComment: .docLineComment
          case .docBlockComment: .docBlockComment
          default: .none
          }
        report(Range(kind: kind, start: offset, end: offset + length))
        offset += length
      }
      return offset
    }

    /// Empty unclassified ranges are dropped; a range that continues the last one of the
    /// same kind extends it.
    private mutating func report(_ range: Range) {
      if range.kind == .none && range.start == range.end { return }
      if let last = ranges.last, last.kind == range.kind, last.end == range.start {
        ranges[ranges.count - 1].end += range.end - range.start
        return
      }
      ranges.append(range)
    }

    /// A token's kind: its context's for an identifier (or any token, when forced), else
    /// the one its token kind has.
    private static func kind(of token: TokenSyntax, context: Context?) -> SyntaxClassification {
      let tokenKind = token.tokenKind
      if let context, context.forced || Self.isIdentifier(tokenKind) {
        return context.kind
      }
      switch tokenKind {
      case .unknown(let text) where text.hasPrefix("\""):
        return .stringLiteral
      case .identifier(let text) where text.hasPrefix("<#") && text.hasSuffix("#>"):
        return .editorPlaceholder
      default:
        return contextFree(tokenKind)
      }
    }

    private static func isIdentifier(_ kind: TokenKind) -> Bool {
      if case .identifier = kind { return true }
      return false
    }

    /// SwiftIDEUtils' classification of each token kind.
    private static func contextFree(_ kind: TokenKind) -> SyntaxClassification {
      switch kind {
      case .atSign: .attribute
      case .binaryOperator, .colonColon, .postfixOperator, .prefixOperator: .operator
      case .dollarIdentifier: .dollarIdentifier
      case .floatLiteral: .floatLiteral
      case .identifier: .identifier
      case .integerLiteral: .integerLiteral
      case .keyword, .poundSourceLocation: .keyword
      case .multilineStringQuote, .singleQuote, .stringQuote, .stringSegment: .stringLiteral
      case .poundElse, .poundElseif, .poundEndif, .poundIf: .ifConfigDirective
      case .regexLiteralPattern, .regexPoundDelimiter, .regexSlash: .regexLiteral
      default: .none
      }
    }
  }
}
