import SwiftSyntax

/// Finds, before a block runs, every use of a UIKit name that the block cannot run with,
/// and says which of two things it is:
///
/// - **not Swift**: a name UIKit had before Swift 3 or 4.2 (`presentViewController`,
///   `UIAlertControllerStyle`, `.FullScreen`), reported with swiftc's wording, `'X' has been
///   renamed to 'Y'`, and its fix-its as notes (`RenamedUIKitNames`);
/// - **valid UIKit that DocEngine does not simulate yet**, naming the API and the page that
///   lists what runs or what to write instead (`UnsimulatedUIKit`).
///
/// Both are found by name, in the tree, so one pass reports every use in the block at once
/// (inside methods that would only run later too), as swiftc would, instead of one error per
/// run. A name the block declares itself (a method, property, type, case or parameter) is
/// the block's own and never refused; a call to a renamed method the block overrides is not
/// reported again at each use (the declaration is).
final class RefusalScan: SyntaxVisitor {
  private let converter: PositionConverter
  private var issues: [StaticIssue] = []
  private let declared: DeclaredNames

  private init(_ file: SourceFileSyntax, converter: PositionConverter) {
    self.converter = converter
    self.declared = DeclaredNames(file)
    super.init(viewMode: .sourceAccurate)
  }

  /// Every refusal in `file`, in source order.
  static func issues(in file: SourceFileSyntax, converter: PositionConverter) -> [StaticIssue] {
    let scan = RefusalScan(file, converter: converter)
    scan.walk(file)
    return scan.issues
  }

  // MARK: - Visiting

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    check(node)
    return .visitChildren
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    checkTypeName(node.name)
    return .visitChildren
  }

  private func check(_ node: DeclReferenceExprSyntax) {
    let name = node.baseName.text
    let member = node.parent?.as(MemberAccessExprSyntax.self).flatMap { $0.declName.id == node.id ? $0 : nil }
    let callee: ExprSyntax = member.map(ExprSyntax.init) ?? ExprSyntax(node)
    let call = callee.parent?.as(FunctionCallExprSyntax.self).flatMap { $0.calledExpression.id == callee.id ? $0 : nil }
    // A type's initializer (`UITextField()`) is the type, reported as one.
    if let call, name.first?.isUppercase == true, member == nil {
      if !declared.types.contains(name),
        let entry = UnsimulatedUIKit.initializer(of: name, labels: Self.labels(of: call))
      {
        notSimulated("\(entry.type).\(entry.member)", at: node.baseName)
        return
      }
      checkTypeName(node.baseName)
      return
    }
    if let call {
      checkCall(name: node.baseName, call: call)
      return
    }
    if member != nil, let new = RenamedUIKitNames.casesByOld[name], !declared.names.contains(name) {
      renamed(name, to: new, at: node.baseName)
      return
    }
    if name.first?.isUppercase == true, member == nil {
      checkTypeName(node.baseName)
      return
    }
    guard !declared.names.contains(name) else { return }
    if let new = RenamedUIKitNames.propertiesByOld[name] {
      renamed(name, to: new, at: node.baseName)
    } else if let entry = UnsimulatedUIKit.member(named: name, labels: nil) {
      notSimulated("\(entry.type).\(entry.member)", at: node.baseName)
    }
  }

  /// `override func didMove(toParentViewController parent: UIViewController?)`: the old
  /// name in a declaration is swiftc's error too, and UIKit would never call it.
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    checkDeclaration(node)
    return .visitChildren
  }

  /// `override var supportedInterfaceOrientations`: a property UIKit would read, never read here.
  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) {
      for binding in node.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
          let entry = UnsimulatedUIKit.override(name.text)
        else { continue }
        notOverridable(entry, at: name)
      }
    }
    return .visitChildren
  }

  private func checkDeclaration(_ node: FunctionDeclSyntax) {
    let labels = node.signature.parameterClause.parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
    let old = Self.selector(node.name.text, labels)
    if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
      let entry = UnsimulatedUIKit.override(old)
    {
      notOverridable(entry, at: node.name)
      return
    }
    // A delegate's method is no override: refused by its selector, which no other API has.
    if let entry = UnsimulatedUIKit.unsimulatedDelegateMethod(old) {
      notOverridable(entry, at: node.name, what: "method")
      return
    } else if let entry = UnsimulatedUIKit.delegateMethod(old) {
      report(
        .notSimulated,
        "'\(entry.type).\(entry.member)' is UIKit API that DocEngine does not simulate yet: it never calls this delegate method "
          + "(see \(UnsimulatedUIKit.documentationPage))", at: node.name)
      return
    }
    guard let new = RenamedUIKitNames.method(old) else { return }
    var fixes = baseNameFix(old, new, at: node.name)
    let newLabels = UnsimulatedUIKit.selectorLabels(new)
    for (parameter, (was, now)) in zip(node.signature.parameterClause.parameters, zip(labels, newLabels))
    where was != now {
      fixes.append(replace(parameter.firstName.text, with: now ?? "_", at: parameter.firstName))
    }
    report(.renamed, "'\(old)' has been renamed to '\(new)'", at: node.name, notes: fixes)
  }

  // MARK: - Checks

  private func checkTypeName(_ token: TokenSyntax) {
    let name = token.text
    guard !declared.types.contains(name) else { return }
    if let new = RenamedUIKitNames.typesByOld[name] {
      renamed(name, to: new, at: token)
    } else if UnsimulatedUIKit.isUnsimulatedType(name) {
      notSimulated(name, at: token)
    }
  }

  private func checkCall(name token: TokenSyntax, call: FunctionCallExprSyntax) {
    let name = token.text
    let labels = Self.labels(of: call)
    if let (old, new) = RenamedUIKitNames.methods.first(where: {
      UIKitBindings.baseName(of: $0.old) == name && !declared.selectors.contains($0.old)
        && Self.matches(UnsimulatedUIKit.selectorLabels($0.old), labels)
    }) {
      var fixes = baseNameFix(old, new, at: token)
      let oldLabels = UnsimulatedUIKit.selectorLabels(old)
      let newLabels = UnsimulatedUIKit.selectorLabels(new)
      for (argument, (was, now)) in zip(call.arguments, zip(oldLabels, newLabels)) where was != now {
        switch (argument.label, now) {
        case (let label?, let now?): fixes.append(replace(label.text, with: now, at: label))
        case (let label?, nil): fixes.append(fix("remove '\(label.text): '", at: label))
        case (nil, let now?): fixes.append(fix("insert '\(now): '", at: argument.expression))
        case (nil, nil): break
        }
      }
      report(.renamed, "'\(old)' has been renamed to '\(new)'", at: token, notes: fixes)
      return
    }
    guard !declared.names.contains(name), let entry = UnsimulatedUIKit.member(named: name, labels: labels) else {
      return
    }
    notSimulated("\(entry.type).\(entry.member)", at: token)
  }

  // MARK: - Reports

  private func renamed(_ old: String, to new: String, at token: TokenSyntax) {
    report(.renamed, "'\(old)' has been renamed to '\(new)'", at: token, notes: [replace(old, with: new, at: token)])
  }

  private func notSimulated(_ api: String, at token: TokenSyntax) {
    report(.notSimulated, UnsimulatedUIKit.refusal(of: api), at: token)
  }

  /// An override UIKit would call and the engine never does: refused rather than accepted
  /// and silently never run.
  private func notOverridable(_ entry: (type: String, member: String), at token: TokenSyntax, what: String = "override")
  {
    report(
      .notSimulated,
      "'\(entry.type).\(entry.member)' is UIKit API that DocEngine does not simulate yet: it never calls this \(what) "
        + "(see \(UnsimulatedUIKit.documentationPage))", at: token)
  }

  private func report(
    _ id: DiagnosticID, _ message: String, at node: some SyntaxProtocol,
    notes: [(message: String, position: SourcePosition?)] = []
  ) {
    issues.append(StaticIssue(id: id, message: message, position: converter.position(of: node), notes: notes))
  }

  /// A fix-it, as swiftc words them, at the place it changes.
  private func fix(_ message: String, at node: some SyntaxProtocol) -> (message: String, position: SourcePosition?) {
    (message, converter.position(of: node))
  }

  /// The fix-it for a renamed method's base name, when it changed (`didMove(toParent:)`
  /// keeps its own and changes a label).
  private func baseNameFix(_ old: String, _ new: String, at token: TokenSyntax) -> [(
    message: String, position: SourcePosition?
  )] {
    let (was, now) = (UIKitBindings.baseName(of: old), UIKitBindings.baseName(of: new))
    return was == now ? [] : [replace(was, with: now, at: token)]
  }

  private func replace(_ old: String, with new: String, at node: some SyntaxProtocol) -> (
    message: String, position: SourcePosition?
  ) {
    fix("replace '\(old)' with '\(new)'", at: node)
  }

  // MARK: - Names

  static func selector(_ name: String, _ labels: [String?]) -> String {
    name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
  }

  /// A call's argument labels in order; a trailing closure without a label is `"*"`, as it
  /// fills whichever parameter the method takes a closure in.
  static func labels(of call: FunctionCallExprSyntax) -> [String?] {
    call.arguments.map { $0.label?.text } + (call.trailingClosure == nil ? [] : ["*"])
      + call.additionalTrailingClosures.map { $0.label.text }
  }

  /// Whether a call's labels fit a selector's; a final `completion:` may be left out, as
  /// UIKit's completion handlers default to nil.
  static func matches(_ selector: [String?], _ call: [String?]) -> Bool {
    func fits(_ selector: [String?]) -> Bool {
      selector.count == call.count && zip(selector, call).allSatisfy { $0 == $1 || $1 == "*" }
    }
    return fits(selector) || (selector.last == "completion" && fits(Array(selector.dropLast())))
  }
}

/// The names a block declares: its types, and every method, property, case, parameter and
/// binding name. A UIKit name the block declares itself is its own, never refused.
final class DeclaredNames: SyntaxVisitor {
  private(set) var names: Set<String> = []
  private(set) var types: Set<String> = []
  /// Methods and functions by full name (`didMove(toParentViewController:)`).
  private(set) var selectors: Set<String> = []

  init(_ file: SourceFileSyntax) {
    super.init(viewMode: .sourceAccurate)
    walk(file)
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { type(node.name) }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { type(node.name) }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { type(node.name) }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { type(node.name) }
  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { type(node.name) }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let labels = node.signature.parameterClause.parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
    selectors.insert(RefusalScan.selector(node.name.text, labels))
    return name(node.name)
  }
  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind { name(node.identifier) }
  override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind { name(node.name) }
  override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind { name(node.name) }
  override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
    node.secondName.map { _ = name($0) }
    return name(node.firstName)
  }
  override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
    node.secondName.map { _ = name($0) }
    return name(node.firstName)
  }

  private func type(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    types.insert(token.text)
    return .visitChildren
  }

  private func name(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    names.insert(token.text)
    return .visitChildren
  }
}
