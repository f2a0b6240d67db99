/// Swift's two-phase initialization, checked in an initializer's body before the block runs
/// (swiftc's definite-initialization pass, for the code tutorials write), with swiftc's
/// wording: a designated initializer gives every stored property of its class a value before
/// `super.init`, and uses `self` only after it; a convenience one delegates with `self.init`
/// before using `self`; a class with no superclass may use `self` once all its stored
/// properties have values.
struct InitializerBodyCheck {
  enum Kind {
    /// A designated initializer of a class with a superclass.
    case designated
    /// A designated initializer of a class without one (`class Store { init() … }`).
    case root
    case convenience
  }

  /// Whether delegation (`super.init`/`self.init`) has happened on every path, none, or some.
  enum Delegation: Equatable {
    case no
    case yes
    case onSomePaths
  }

  struct State {
    var initialized: Set<String>
    var delegation = Delegation.no
    var locals: Set<String>
    /// Every path so far has left the initializer (returned, or stopped the program).
    var hasLeft = false
  }

  let kind: Kind
  let className: String
  /// The class's own stored properties, by name.
  let ownProperties: [String: Binding]
  /// Those an initializer must give a value (no initial value, not an optional `var`).
  let needingValues: [String]
  /// The other members reachable on `self` (inherited, computed, methods, UIKit's), and which
  /// of them are methods.
  let otherMembers: Set<String>
  let methods: Set<String>
  let isFailable: Bool
  /// Checks a `super.init(…)` call's labels: nil when they name a designated initializer of
  /// the superclass, else swiftc's message.
  let checkSuperInit: ([String?], Bool) -> String?

  /// The first rule the body breaks, as a message and position; nil when it follows them.
  func check(_ body: [Statement], parameters: [String], at position: SourcePosition) -> RuntimeIssue? {
    var state = State(initialized: [], locals: Set(parameters))
    do {
      try walk(body, &state)
      if !state.hasLeft { try finish(state, at: position) }
    } catch let issue as RuntimeIssue {
      return issue
    } catch {
      return nil
    }
    return nil
  }

  // MARK: - Phases

  private var delegationWord: String { kind == .convenience ? "'self.init' call" : "'super.init' call" }

  private func inPhaseOne(_ state: State) -> Bool {
    switch kind {
    case .root: return !Set(needingValues).isSubset(of: state.initialized)
    case .designated, .convenience: return state.delegation != .yes
    }
  }

  private func issue(_ message: String, at position: SourcePosition, notes: [(String, SourcePosition?)] = [])
    -> RuntimeIssue
  {
    RuntimeIssue(id: DiagnosticID.classDeclaration, message: message, position: position, notes: notes)
  }

  private func finish(_ state: State, at position: SourcePosition) throws {
    switch kind {
    case .convenience where state.delegation != .yes:
      throw issue("'self.init' isn't called on all paths before returning from initializer", at: position)
    case .designated where state.delegation == .onSomePaths:
      throw issue("'super.init' isn't called on all paths before returning from initializer", at: position)
    case .designated where state.delegation == .no:
      if let message = checkSuperInit([], true) {
        throw issue(
          message.hasPrefix("must call")
            ? "'super.init' isn't called on all paths before returning from initializer" : message,
          at: position)
      }
      if let missing = needingValues.first(where: { !state.initialized.contains($0) }) {
        throw issue("property 'self.\(missing)' not initialized at implicitly generated super.init call", at: position)
      }
    case .root:
      let missing = needingValues.filter { !state.initialized.contains($0) }
      if !missing.isEmpty {
        throw issue(
          "return from initializer without initializing all stored properties", at: position,
          notes: missing.map { ("'self.\($0)' not initialized", ownProperties[$0]?.position) })
      }
    default:
      break
    }
  }

  // MARK: - Statements

  private func walk(_ statements: [Statement], _ state: inout State) throws {
    let outerLocals = state.locals
    defer { state.locals = outerLocals }
    for statement in statements {
      try walk(statement, &state)
      if state.hasLeft { return }
      if !Lowering.mayFallThrough([statement], neverReturning: Lowering.neverReturningFunctions) {
        state.hasLeft = true
        return
      }
    }
  }

  private func walk(_ statement: Statement, _ state: inout State) throws {
    switch statement.kind {
    case .binding(let binding):
      if let initial = binding.initializer { try use(initial, state) }
      state.locals.insert(binding.name)
    case .assignment(let target, let value):
      try assign(value, to: target, &state)
    case .expression(let expr):
      if let (toSuper, arguments) = delegation(expr) {
        try delegate(toSuper: toSuper, arguments, at: expr.position, &state)
      } else {
        try use(expr, state)
      }
    case .returnStatement(let value):
      if let value, case .nilLiteral = value.kind, isFailable {
        if inPhaseOne(state) {
          throw RuntimeIssue.unsupported(
            "returning nil before \(kind == .root ? "every stored property has a value" : delegationWord) is not supported in scenarios; return nil after it",
            at: statement.position)
        }
        return
      }
      if let value { try use(value, state) }
      try finish(state, at: statement.position)
    case .scope(let body):
      try walk(body, &state)
    case .conditional(let conditions, let then, let otherwise):
      var branch = state
      try bind(conditions, &branch)
      try merge([then, otherwise ?? []], from: state, entering: branch, &state)
    case .guardStatement(let conditions, let otherwise):
      var elseState = state
      try walk(otherwise, &elseState)
      try bind(conditions, &state)
    case .switchStatement(let subject, let cases):
      try use(subject, state)
      var bodies = cases.map(\.body)
      if !cases.contains(where: \.isDefault) { bodies.append([]) }
      try merge(bodies, from: state, entering: state, &state)
    case .forIn(_, _, _, let body), .whileLoop(_, let body), .repeatWhile(let body, _):
      var pass = state
      if case .forIn(let name, _, let sequence, _) = statement.kind {
        try use(sequence, state)
        pass.locals.insert(name)
      }
      try walk(body, &pass)
      if pass.delegation != state.delegation {
        throw issue(
          "'\(kind == .convenience ? "self" : "super").init' called multiple times in initializer",
          at: statement.position)
      }
    case .labeled(_, let inner):
      try walk(inner, &state)
    default:
      break
    }
  }

  /// Runs each branch from `entering` and joins them: what every branch that falls through
  /// initialized, and whether all, none or some delegated.
  private func merge(_ branches: [[Statement]], from before: State, entering: State, _ state: inout State) throws {
    var joined: State?
    for branch in branches {
      var path = entering
      try walk(branch, &path)
      guard !path.hasLeft else { continue }
      guard var sofar = joined else {
        joined = path
        continue
      }
      sofar.initialized.formIntersection(path.initialized)
      if sofar.delegation != path.delegation { sofar.delegation = .onSomePaths }
      joined = sofar
    }
    guard let joined else {
      state.hasLeft = true
      return
    }
    state.initialized = joined.initialized
    state.delegation = joined.delegation
  }

  private func bind(_ conditions: [Condition], _ state: inout State) throws {
    for condition in conditions {
      switch condition {
      case .expression(let expr): try use(expr, state)
      case .binding(let name, let value, _, _):
        try use(value, state)
        state.locals.insert(name)
      case .matches(let pattern, let value):
        try use(value, state)
        state.locals.formUnion(pattern.boundNames)
      case .available: break
      }
    }
  }

  // MARK: - Delegation and assignment

  /// `super.init(…)` or `self.init(…)` as a statement: which, and its argument labels.
  private func delegation(_ expr: Expr) -> (Bool, [Argument])? {
    guard case .call(let callee, let arguments, _) = expr.kind, case .member(let base, "init") = callee.kind else {
      return nil
    }
    switch base.kind {
    case .superReference: return (true, arguments)
    case .selfReference: return (false, arguments)
    default: return nil
    }
  }

  private func delegate(toSuper: Bool, _ arguments: [Argument], at position: SourcePosition, _ state: inout State)
    throws
  {
    for argument in arguments { try use(argument.value, state) }
    switch (kind, toSuper) {
    case (.convenience, true):
      throw issue(
        "convenience initializer for '\(className)' must delegate (with 'self.init') rather than chaining to a superclass initializer (with 'super.init')",
        at: position)
    case (.designated, false), (.root, false):
      throw issue(
        "designated initializer for '\(className)' cannot delegate (with 'self.init'); did you mean this to be a convenience initializer?",
        at: position)
    case (.root, true):
      throw issue("'super' members cannot be referenced in a root class", at: position)
    default:
      break
    }
    if state.delegation != .no {
      throw issue("'\(toSuper ? "super" : "self").init' called multiple times in initializer", at: position)
    }
    if toSuper {
      if let missing = needingValues.first(where: { !state.initialized.contains($0) }) {
        throw issue("property 'self.\(missing)' not initialized at super.init call", at: position)
      }
      if let message = checkSuperInit(arguments.map(\.label), false) { throw issue(message, at: position) }
    }
    state.delegation = .yes
  }

  private func assign(_ value: Expr, to target: Expr, _ state: inout State) throws {
    guard let name = ownPropertyNamed(by: target, state) else {
      try use(value, state)
      if case .member(let base, _) = target.kind { try use(base, state) } else { try use(target, state) }
      return
    }
    try use(value, state)
    if kind == .convenience, inPhaseOne(state) {
      throw issue("'self' used before 'self.init' call", at: target.position)
    }
    guard let binding = ownProperties[name] else { return }
    if !binding.isMutable, binding.initializer != nil || state.initialized.contains(name) {
      throw issue(
        "immutable value 'self.\(name)' may only be initialized once", at: target.position,
        notes: binding.initializer == nil
          ? [] : [("initial value already provided in 'let' declaration", binding.position)])
    }
    state.initialized.insert(name)
  }

  /// The own stored property an assignment target names (`self.item`, `item`), if any.
  private func ownPropertyNamed(by target: Expr, _ state: State) -> String? {
    switch target.kind {
    case .member(let base, let name):
      if case .selfReference = base.kind, ownProperties[name] != nil { return name }
    case .identifier(let name):
      if !state.locals.contains(name), ownProperties[name] != nil { return name }
    default:
      break
    }
    return nil
  }

  // MARK: - Uses of self

  /// Checks that `expr` uses `self` only as the current phase allows.
  private func use(_ expr: Expr, _ state: State) throws {
    guard inPhaseOne(state) else { return }
    switch expr.kind {
    case .selfReference:
      throw issue(bareSelfMessage, at: expr.position)
    case .superReference:
      throw issue(bareSelfMessage, at: expr.position)
    case .identifier(let name):
      try useMember(name, state, at: expr.position, isCall: false, explicit: false)
    case .member(let base, let name):
      if case .selfReference = base.kind {
        try useMember(name, state, at: expr.position, isCall: false, explicit: true)
      } else if case .superReference = base.kind {
        throw issue("'self' used in property access '\(name)' before \(delegationWord)", at: expr.position)
      } else {
        try use(base, state)
      }
    case .call(let callee, let arguments, let trailing):
      switch callee.kind {
      case .member(let base, let name) where isSelfOrSuper(base):
        throw issue("'self' used in method call '\(name)' before \(phaseWord)", at: callee.position)
      case .identifier(let name) where !state.locals.contains(name) && methods.contains(name):
        throw issue("'self' used in method call '\(name)' before \(phaseWord)", at: callee.position)
      default:
        try use(callee, state)
      }
      for argument in arguments { try use(argument.value, state) }
      if let trailing, mentionsSelf(trailing.body, locals: state.locals.union(trailing.parameters)) {
        throw issue("'self' captured by a closure before all members were initialized", at: trailing.position)
      }
    case .closure(let closure):
      if mentionsSelf(closure.body, locals: state.locals.union(closure.parameters)) {
        throw issue("'self' captured by a closure before all members were initialized", at: closure.position)
      }
    case .optionalChain(let inner), .chainBoundary(let inner), .forceUnwrap(let inner), .not(let inner),
      .negate(let inner), .cast(let inner, _, _), .tryExpr(let inner, _), .awaitExpr(let inner):
      try use(inner, state)
    case .subscriptAccess(let base, let index):
      try use(base, state)
      try use(index, state)
    case .binary(_, let left, let right):
      try use(left, state)
      try use(right, state)
    case .ternary(let condition, let then, let otherwise):
      try use(condition, state)
      try use(then, state)
      try use(otherwise, state)
    case .arrayLiteral(let elements):
      for element in elements { try use(element, state) }
    case .stringLiteral(let parts):
      for case .interpolation(let inner) in parts { try use(inner, state) }
    default:
      break
    }
  }

  private var phaseWord: String { kind == .root ? "all stored properties are initialized" : delegationWord }

  private var bareSelfMessage: String {
    kind == .root ? "'self' used before all stored properties are initialized" : "'self' used before \(delegationWord)"
  }

  private func isSelfOrSuper(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .selfReference, .superReference: return true
    default: return false
    }
  }

  /// A member of `self` read in phase one: an own stored property that has its value is
  /// fine (except in a convenience initializer), anything else is swiftc's error.
  private func useMember(_ name: String, _ state: State, at position: SourcePosition, isCall: Bool, explicit: Bool)
    throws
  {
    if !explicit && state.locals.contains(name) { return }
    if let binding = ownProperties[name], kind != .convenience {
      if state.initialized.contains(name) || binding.initializer != nil || (binding.isMutable && binding.isOptionalType)
      {
        return
      }
      throw issue(
        "\(binding.isMutable ? "variable" : "constant") 'self.\(name)' used before being initialized", at: position)
    }
    guard ownProperties[name] != nil || otherMembers.contains(name) else { return }
    let what = methods.contains(name) ? "method call" : "property access"
    throw issue("'self' used in \(what) '\(name)' before \(phaseWord)", at: position)
  }

  /// Whether a closure body written in phase one mentions `self` or one of its members.
  private func mentionsSelf(_ body: [Statement], locals: Set<String>) -> Bool {
    var locals = locals
    for statement in body {
      if case .binding(let binding) = statement.kind {
        if let initial = binding.initializer, mentionsSelf(initial, locals: locals) { return true }
        locals.insert(binding.name)
        continue
      }
      if StatementParts.expressions(of: statement).contains(where: { mentionsSelf($0, locals: locals) }) { return true }
      if StatementParts.bodies(of: statement).contains(where: { mentionsSelf($0, locals: locals) }) { return true }
    }
    return false
  }

  private func mentionsSelf(_ expr: Expr, locals: Set<String>) -> Bool {
    switch expr.kind {
    case .selfReference, .superReference:
      return true
    case .identifier(let name):
      return !locals.contains(name) && (ownProperties[name] != nil || otherMembers.contains(name))
    case .closure(let closure):
      return mentionsSelf(closure.body, locals: locals.union(closure.parameters))
    case .call(_, _, let trailing?):
      if mentionsSelf(trailing.body, locals: locals.union(trailing.parameters)) { return true }
      return StatementParts.children(of: expr).contains { mentionsSelf($0, locals: locals) }
    default:
      return StatementParts.children(of: expr).contains { mentionsSelf($0, locals: locals) }
    }
  }
}
