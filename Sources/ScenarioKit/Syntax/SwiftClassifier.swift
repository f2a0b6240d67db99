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
    var walker = Walker()
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
    let id = child.id
    switch parent.kind {
    case .attribute:
      return parent.cast(AttributeSyntax.self).attributeName.id == id ? Context(kind: .attribute, forced: true) : nil
    case .platformVersionItem:
      return parent.cast(PlatformVersionItemSyntax.self).platformVersion.id == id ? Context(kind: .keyword, forced: false) : nil
    case .platformVersion:
      return parent.cast(PlatformVersionSyntax.self).platform.id == id ? Context(kind: .keyword, forced: false) : nil
    case .declModifier:
      return parent.cast(DeclModifierSyntax.self).name.id == id ? Context(kind: .attribute, forced: false) : nil
    case .ifConfigClause:
      let clause = parent.cast(IfConfigClauseSyntax.self)
      return clause.poundKeyword.id == id || clause.condition?.id == id ? Context(kind: .ifConfigDirective, forced: false) : nil
    case .ifConfigDecl:
      return parent.cast(IfConfigDeclSyntax.self).poundEndif.id == id ? Context(kind: .ifConfigDirective, forced: false) : nil
    case .memberType:
      return parent.cast(MemberTypeSyntax.self).name.id == id ? Context(kind: .type, forced: false) : nil
    case .operatorDecl:
      return parent.cast(OperatorDeclSyntax.self).name.id == id ? Context(kind: .operator, forced: false) : nil
    case .precedenceGroupAssociativity:
      return parent.cast(PrecedenceGroupAssociativitySyntax.self).associativityLabel.id == id
        ? Context(kind: .keyword, forced: false) : nil
    case .precedenceGroupRelation:
      return parent.cast(PrecedenceGroupRelationSyntax.self).higherThanOrLowerThanLabel.id == id
        ? Context(kind: .keyword, forced: false) : nil
    case .identifierType:
      return parent.cast(IdentifierTypeSyntax.self).name.id == id ? Context(kind: .type, forced: false) : nil
    case .functionParameter:
      return parent.cast(FunctionParameterSyntax.self).firstName.id == id ? Context(kind: .argumentLabel, forced: false) : nil
    case .labeledExpr:
      return parent.cast(LabeledExprSyntax.self).label?.id == id ? Context(kind: .argumentLabel, forced: false) : nil
    default:
      return nil
    }
  }

  /// SwiftIDEUtils' `ClassificationVisitor`, node for node.
  private struct Walker {
    var ranges: [Range] = []

    mutating func visit(_ node: Syntax, context: Context?) {
      if let token = node.as(TokenSyntax.self) {
        // Missing tokens are not in the source.
        guard token.presence == .present else { return }
        var offset = token.position.utf8Offset
        offset = classify(token.leadingTrivia, at: offset)
        let length = token.trimmedLength.utf8Length
        report(Range(kind: Self.kind(of: token, context: context), start: offset, end: offset + length))
        classify(token.trailingTrivia, at: offset + length)
        return
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
        visit(child, context: own ?? context)
      }
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
