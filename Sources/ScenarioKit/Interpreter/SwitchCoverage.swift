/// Swift rejects a `switch` that does not cover every value of its subject; so does a
/// scenario, before it runs — for the switches whose subject's values are known here:
/// - cases that are all cases of one scenario enum must name every case of it (swiftc's
///   `switch must be exhaustive`, with `add missing case: '.grid'`);
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
      default:
        break
      }
    }
  }

  private func checkCoverage(_ cases: [SwitchCase], at position: SourcePosition) throws {
    guard !cases.contains(where: \.isDefault) else { return }
    let patterns = cases.flatMap(\.patterns)
    let names = patterns.compactMap(caseName)
    if names.count == patterns.count, !names.isEmpty {
      guard let (_, all) = enums.first(where: { Set(names).isSubset(of: $0.value) }) else { return }
      let missing = all.filter { !names.contains($0) }
      guard missing.isEmpty else {
        throw RuntimeIssue(
          id: DiagnosticID.unsupported, message: "switch must be exhaustive", position: position,
          notes: missing.map { ("add missing case: '.\($0)'", nil) })
      }
      return
    }
    let literals = patterns.map(\.kind)
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
        id: DiagnosticID.unsupported, message: "switch must be exhaustive", position: position,
        notes: [("add a default clause", nil)])
    }
  }

  /// `.list` or `Mode.list` → `list`.
  private func caseName(_ pattern: Expr) -> String? {
    switch pattern.kind {
    case .implicitMember(let name): return name
    case .member(let base, let name):
      if case .identifier(let type) = base.kind, enums[type] != nil { return name }
      return nil
    default: return nil
    }
  }
}
