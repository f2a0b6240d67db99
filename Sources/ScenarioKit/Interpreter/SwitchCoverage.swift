/// Swift rejects a `switch` that does not cover every value of its subject; so does a
/// scenario, before it runs — for the switches whose subject's values are known here:
/// - cases that are all cases of one scenario enum must name every case of it (swiftc's
///   `switch must be exhaustive`, with `add missing case: '.grid'`); a case covers its enum
///   case when it has no `where` and its associated values' patterns match anything;
/// - cases that are all Int or String literals need a `default`; `true` and `false` both
///   written cover a Bool.
/// Cases of UIKit's enums (`.fullScreen`) are not checked: Swift only warns there, because
/// UIKit's enums may gain cases. Switches inside closures are checked when they run.
struct SwitchCoverage {
  let enums: [String: [String]]

  func check(_ program: ScenarioProgram) throws {
    try check(program.statements)
    for function in program.functions { try check(function.body) }
    for decl in program.classes + program.extensions {
      for method in decl.methods + decl.staticMethods { try check(method.body) }
      for initializer in decl.initializers { try check(initializer.method.body) }
    }
    for decl in program.structs {
      for method in decl.methods + decl.initializers + decl.statics.methods { try check(method.body) }
    }
    for decl in program.enums {
      for method in decl.methods + decl.statics.methods { try check(method.body) }
    }
  }

  private func check(_ statements: [Statement]) throws {
    for statement in statements {
      switch statement.kind {
      case .scope(let body), .forIn(_, _, _, let body), .whileLoop(_, let body), .repeatWhile(let body, _),
        .guardStatement(_, let body), .deferStatement(let body):
        try check(body)
      case .labeled(_, let inner):
        try check([inner])
      case .conditional(_, let then, let otherwise):
        try check(then)
        try check(otherwise ?? [])
      case .switchStatement(_, let cases):
        try checkCoverage(cases, at: statement.position)
        for switchCase in cases { try check(switchCase.body) }
      case .doCatch(let body, let catches):
        try check(body)
        for clause in catches { try check(clause.body) }
      default:
        break
      }
    }
  }

  private func checkCoverage(_ cases: [SwitchCase], at position: SourcePosition) throws {
    guard !cases.contains(where: \.isDefault) else { return }
    let items = cases.flatMap(\.items)
    if items.contains(where: { Self.isIrrefutable($0.pattern) && $0.guardExpr == nil }) { return }
    let names = items.compactMap { caseName($0.pattern) }
    if names.count == items.count, !names.isEmpty {
      // The enum whose cases these are (the first by name, so the answer never depends on hash order).
      guard let all = enums.keys.sorted().lazy.compactMap({ enums[$0] }).first(where: { Set(names).isSubset(of: $0) })
      else { return }
      let covered = Set(
        items.filter { $0.guardExpr == nil && Self.coversWholeCase($0.pattern) }.compactMap { caseName($0.pattern) })
      let missing = all.filter { !covered.contains($0) }
      guard missing.isEmpty else {
        throw RuntimeIssue(
          id: DiagnosticID.swiftRule, message: "switch must be exhaustive", position: position,
          notes: missing.map { ("add missing case: '.\($0)'", nil) })
      }
      return
    }
    let literals = items.map { item -> Expr.Kind in
      if case .value(let expr) = item.pattern { return expr.kind }
      return .nilLiteral
    }
    let bools = literals.compactMap { kind -> Bool? in
      if case .booleanLiteral(let b) = kind { return b } else { return nil }
    }
    if bools.count == literals.count, Set(bools) == [true, false] { return }
    let allLiterals = literals.allSatisfy { kind in
      switch kind {
      case .integerLiteral, .stringLiteral, .booleanLiteral, .floatLiteral: return true
      default: return false
      }
    }
    if allLiterals {
      throw RuntimeIssue(
        id: DiagnosticID.swiftRule, message: "switch must be exhaustive", position: position,
        notes: [("add a default clause", nil)])
    }
  }

  /// `.list`, `Mode.list` or `.loaded(let items)` → the case's name.
  private func caseName(_ pattern: Pattern) -> String? {
    switch pattern {
    case .enumCase(_, let name, _, _): return name
    case .value(let expr):
      if case .member(let base, let name) = expr.kind, case .identifier(let type) = base.kind, enums[type] != nil {
        return name
      }
      return nil
    default: return nil
    }
  }

  /// `_`, `let x`: matches every value.
  private static func isIrrefutable(_ pattern: Pattern) -> Bool {
    switch pattern {
    case .wildcard, .binding: return true
    case .tuple(let elements): return elements.allSatisfy(isIrrefutable)
    default: return false
    }
  }

  /// Whether an enum case pattern matches every value of its case (`.loaded`, `.loaded(let
  /// items)`, not `.loaded([])`).
  private static func coversWholeCase(_ pattern: Pattern) -> Bool {
    guard case .enumCase(_, _, let payload, _) = pattern else { return true }
    return (payload ?? []).allSatisfy { isIrrefutable($0.pattern) }
  }
}
