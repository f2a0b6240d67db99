import SwiftSyntax

/// A use of UIKit API that came after iOS 12, found in a scenario's source before it runs, so
/// that a session on an older version refuses the block as swiftc refuses to compile it.
public struct APIUse: Sendable, Hashable {
  /// The name as the message gives it (`sheetPresentationController`).
  public let name: String
  /// The version that introduced it.
  public let introduced: PlatformVersion
  /// The version its context guarantees (`if #available(iOS 15, *)`, a `guard #available`
  /// before it, `@available(iOS 15, *)` on a declaration around it); nil when none does.
  public let guaranteed: PlatformVersion?
  public let position: SourcePosition

  /// Whether a scenario on `version` can use it.
  public func isAvailable(on version: PlatformVersion) -> Bool {
    max(version, guaranteed ?? version) >= introduced
  }

  /// swiftc's error for it.
  public var message: String {
    "'\(name)' is only available in iOS \(introduced.major).\(introduced.minor) or newer"
  }
}

/// Finds every ``APIUse`` in a scenario's tree (docs/engine.md, "Behaviour by iOS version").
struct AvailabilityScan {
  /// The API after iOS 12 that scenarios can name, by the name Swift uses, with the version
  /// Apple's documentation gives for it.
  static let introduced: [String: PlatformVersion] = [
    "automatic": PlatformVersion(major: 13),  // UIModalPresentationStyle.automatic
    "isModalInPresentation": PlatformVersion(major: 13),
    "viewIsAppearing": PlatformVersion(major: 13),  // declared in the iOS 17 SDK, back-deployed
    "sheetPresentationController": PlatformVersion(major: 15),
    "UISheetPresentationController": PlatformVersion(major: 15),
    "UISheetPresentationControllerDelegate": PlatformVersion(major: 15),
    "UIAction": PlatformVersion(major: 14),
    "addAction": PlatformVersion(major: 14),  // UIControl's (an alert controller's is older)
    "primaryAction": PlatformVersion(major: 14),  // UIBarButtonItem's property
    "Task": PlatformVersion(major: 13),  // Swift concurrency, back-deployed to iOS 13
    "MainActor": PlatformVersion(major: 13),
  ]
  /// Types named as values or in type annotations.
  static let typeNames: Set<String> = [
    "UISheetPresentationController", "UISheetPresentationControllerDelegate", "UIAction", "Task", "MainActor",
  ]
  /// `Task.sleep(for:)` and `sleep(until:)` take a `Duration`, new in iOS 16.
  static let durationSleep = PlatformVersion(major: 16)
  /// `.custom(identifier:resolver:)` sheet detents: a call, unlike the `.custom` style.
  static let customDetent = PlatformVersion(major: 16)

  static func uses(in tree: SourceFileSyntax, converter: PositionConverter) -> [APIUse] {
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder.found.map { node, name, version in
      APIUse(
        name: name, introduced: version, guaranteed: guaranteedVersion(around: node),
        position: converter.position(of: node))
    }
  }

  private final class Finder: SyntaxVisitor {
    var found: [(Syntax, String, PlatformVersion)] = []

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      let name = node.declName.baseName.text
      let call = node.parent?.as(FunctionCallExprSyntax.self).flatMap { $0.calledExpression.id == node.id ? $0 : nil }
      if name == "addAction", call?.arguments.count != 2 {
        // An alert controller's `addAction(_:)` is as old as alerts.
      } else if name == "sleep", let label = call?.arguments.first?.label?.text, label == "for" || label == "until" {
        found.append((Syntax(node.declName), "sleep(\(label):)", AvailabilityScan.durationSleep))
      } else if let version = AvailabilityScan.introduced[name], !AvailabilityScan.typeNames.contains(name) {
        found.append((Syntax(node.declName), name, version))
      } else if name == "custom", let call = node.parent?.as(FunctionCallExprSyntax.self),
        call.calledExpression.id == node.id
      {
        found.append((Syntax(node.declName), "custom(identifier:resolver:)", AvailabilityScan.customDetent))
      }
      return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      let member = node.parent?.as(MemberAccessExprSyntax.self)
      let name = node.baseName.text
      if member == nil || (member?.base?.id == node.id && !name.hasPrefix("UISheet")),
        AvailabilityScan.typeNames.contains(name),
        let version = AvailabilityScan.introduced[node.baseName.text]
      {
        found.append((Syntax(node), node.baseName.text, version))
      }
      return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
      if let version = AvailabilityScan.introduced[node.name.text], AvailabilityScan.typeNames.contains(node.name.text)
      {
        found.append((Syntax(node), node.name.text, version))
      }
      return .visitChildren
    }

    /// `UIButton(primaryAction:)`, `UIBarButtonItem(title:image:primaryAction:menu:)`.
    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
      if node.label?.text == "primaryAction", node.parent?.parent?.is(FunctionCallExprSyntax.self) == true {
        found.append((Syntax(node), "init(primaryAction:)", PlatformVersion(major: 14)))
      }
      return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      // An override of a callback a version does not have.
      let name = node.name.text
      if name == "viewIsAppearing", node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
        let version = AvailabilityScan.introduced[name]
      {
        found.append((Syntax(node.name), name, version))
      }
      return .visitChildren
    }
  }

  /// The highest iOS version the code around `node` is guaranteed to run on.
  static func guaranteedVersion(around node: Syntax) -> PlatformVersion? {
    var best: PlatformVersion?
    func note(_ version: PlatformVersion?) {
      guard let version else { return }
      best = max(best ?? version, version)
    }
    var child = node
    while let parent = child.parent {
      if let ifExpr = parent.as(IfExprSyntax.self), ifExpr.body.id == child.id {
        for condition in ifExpr.conditions { note(availableVersion(condition.condition)) }
      }
      if let list = parent.as(CodeBlockItemListSyntax.self) {
        for item in list {
          if item.id == child.id { break }
          if let guardStmt = item.item.as(GuardStmtSyntax.self) {
            for condition in guardStmt.conditions { note(availableVersion(condition.condition)) }
          }
        }
      }
      if let attributes = parent.asProtocol(WithAttributesSyntax.self)?.attributes {
        for case .attribute(let attribute) in attributes where attribute.attributeName.trimmedDescription == "available"
        {
          guard case .availability(let arguments)? = attribute.arguments else { continue }
          for argument in arguments { note(iOSVersion(argument.argument)) }
        }
      }
      child = parent
    }
    return best
  }

  private static func availableVersion(_ condition: ConditionElementSyntax.Condition) -> PlatformVersion? {
    guard case .availability(let availability) = condition,
      availability.availabilityKeyword.tokenKind == .poundAvailable
    else { return nil }
    return availability.availabilityArguments.compactMap { iOSVersion($0.argument) }.max()
  }

  private static func iOSVersion(_ argument: AvailabilityArgumentSyntax.Argument) -> PlatformVersion? {
    guard case .availabilityVersionRestriction(let restriction) = argument, restriction.platform.text == "iOS",
      let version = restriction.version
    else { return nil }
    return PlatformVersion(parsing: version.trimmedDescription)
  }
}
