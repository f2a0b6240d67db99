import DocEngine

/// Runs lowered scenario programs on a `DocEngine.Engine`, and runs user classes' methods when
/// the engine calls them (`UserCodeHost`).
///
/// One interpreter per page session: its global scope, class table and user objects' stored
/// properties carry over to `continue` blocks. It keeps no global state and never prints.
final class Interpreter: UserCodeHost {
  /// The engine is owned by the session; the engine holds the interpreter as its host.
  unowned let engine: Engine
  var classes = ClassTable()
  /// The structs and enums scenarios declared (kept across a page's blocks, like classes).
  var valueTypes = ValueTypeTable()
  /// Static stored properties of structs and enums once read, by type and name.
  var staticValues: [String: [String: Value]] = [:]
  /// Static properties whose initial value is being evaluated (one that needs itself is an error).
  var staticsBeingInitialized: Set<String> = []
  /// The objects a running `mutating` method added to and removed from its `self`, by that
  /// `self` variable: its receiver's owner retains and releases them when the method ends.
  var forwardedOwnership: [ObjectIdentifier: PlaceChange] = [:]
  /// Top-level functions by name, overloads in declaration order (kept across a page's blocks).
  var functions: [String: [MethodDecl]] = [:]
  /// Static stored properties of scenario classes, by declaring class, once made (Swift makes
  /// each on first use), and those being made now (a cycle between them is an error).
  var staticStorage: [String: [String: Value]] = [:]
  var staticsBeingMade: Set<String> = []
  /// The iOS version scenarios run on, for `#available`.
  var iOSVersion = PlatformVersion.defaultiOS
  let global = Scope(parent: nil)
  /// Stored properties of user objects, by object and property name.
  var storage: [ObjectID: [String: Value]] = [:]
  /// Alert actions' handlers: the scenario's code, which the engine runs after the alert is
  /// dismissed (`Engine.tap(alertAction:handler:)`).
  var alertHandlers: [ElementID: ClosureValue] = [:]
  /// `UIAction`s' handlers, and the control sending each action while its handler runs
  /// (`action.sender`).
  var actionHandlers: [ElementID: ClosureValue] = [:]
  var actionSenders: [ElementID: ElementID] = [:]
  /// The scenario's `Task`s by their handles, and the one running now (`Interpreter+Tasks`).
  var tasks: [ElementID: ScenarioTask] = [:]
  var currentTask: ScenarioTask?
  /// Block observers' closures by the token the scenario got, and the last token given.
  var observerBlocks: [Int: ClosureValue] = [:]
  var notificationTokens = 0
  /// Nesting of user method and closure calls, to stop runaway recursion before the stack does.
  var callDepth = 0
  /// The number of engine events when the current run's error happened, if it did.
  var eventCountAtError: Int?
  /// Counts the blocks run on this interpreter (a session's `continue` chain).
  var blockNumber = 0
  /// Whether the app's launch code ran (`Interpreter+Launch.swift`): once per session.
  var hasLaunched = false
  /// Whether a block's names are checked before it runs (``NameCheck``); tests compare runs
  /// without the check, which meet the same errors one at a time.
  var checksNames = true
  /// Outlet collections the storyboard connects, by class then property name: how many
  /// views Interface Builder wired (`storyboard.outletCollection(…)`).
  var outletCollections: [String: [String: Int]] = [:]
  static let maxCallDepth = 200
  /// The work and memory this session has spent (``ScenarioBudget``).
  var budget = ScenarioBudget()
  /// The engine's ``Engine/work`` already charged to the budget.
  private var engineWorkCharged = 0
  /// Objects a session may make (user classes' and UIKit's alike).
  static let maxObjects = 20_000

  /// Counts `amount` steps of work (one for an expression evaluated) and what the engine did
  /// since the last count, failing at `position` past the budget.
  func spendWork(_ amount: Int = 1, at position: SourcePosition) throws {
    let engineWork = engine.work - engineWorkCharged
    engineWorkCharged = engine.work
    try charge(at: position) { try $0.spend(work: amount + engineWork) }
    if engine.objectCount > Self.maxObjects {
      throw RuntimeIssue(
        id: DiagnosticID.limit,
        message: "this scenario made more than \(Self.maxObjects) objects; scenarios must be small",
        position: position)
    }
  }

  /// Runs `body` on the budget; running out becomes a `scenario.limit` error at `position`.
  func charge<T>(at position: SourcePosition, _ body: (inout ScenarioBudget) throws -> T) throws -> T {
    do {
      return try body(&budget)
    } catch let exceeded as ScenarioBudget.Exceeded {
      throw RuntimeIssue(id: DiagnosticID.limit, message: exceeded.message, position: position)
    }
  }

  /// Charges making a string of `bytes` bytes (before it is made).
  func chargeString(bytes: Int, at position: SourcePosition) throws {
    try charge(at: position) { try $0.makeString(bytes: bytes) }
  }

  /// Charges making (or copying) an array of `count` elements (before it is made).
  func chargeArray(count: Int, at position: SourcePosition) throws {
    try charge(at: position) { try $0.makeArray(count: count) }
  }

  /// Charges reading `bytes` bytes of text (`==`, `count`).
  func chargeReading(bytes: Int, at position: SourcePosition) throws {
    try spendWork(ScenarioBudget.steps(forBytes: bytes), at: position)
  }

  /// The `try` and `await` marks covering the expression being evaluated.
  var effectMarks = EffectMarks()

  init(engine: Engine) {
    self.engine = engine
    declarePrelude()
    valueTypes.add(Self.cancellationErrorDecl)
  }

  // MARK: - Programs

  /// Declares the program's classes and runs its statements. Throws the first error.
  func run(_ program: ScenarioProgram) throws {
    eventCountAtError = nil
    blockNumber += 1
    try declareValueTypes(program)
    try declareFunctions(program.functions)
    try checkDeclarations(program)
    // The storyboard's scenes are the app's, known before it launches (the Info.plist's main
    // storyboard): the launch runs after the block's leading scene declarations.
    let declarations = program.statements.prefix { Self.isSceneDeclaration($0) }
    for statement in declarations {
      try executeTopLevel(statement)
    }
    try launchIfNeeded(program)
    for statement in program.statements.dropFirst(declarations.count) {
      try executeTopLevel(statement)
    }
  }

  /// Checks the block's protocols, classes, extensions and switches as swiftc would before
  /// anything runs, and reports every problem at once (`DeclarationIssues`), not the first.
  /// A class that could not be declared is left out of the checks that follow, so its
  /// extensions and conformances do not report it again ("no cascades").
  private func checkDeclarations(_ program: ScenarioProgram) throws {
    var issues = classes.addProtocols(program.protocols)
    issues += classes.add(program.classes)
    let declared = program.classes.filter { classes.userClass($0.name) != nil }
    let refused = Set(program.classes.map(\.name)).subtracting(declared.map(\.name))
    for ext in program.extensions where !refused.contains(ext.name) {
      if let issue = classes.addExtension(ext) { issues.append(issue) }
    }
    func collect(_ check: () throws -> Void) throws {
      do { try check() } catch let issue as RuntimeIssue { issues.append(issue) }
    }
    try collect { try SwitchCoverage(enums: valueTypes.enums.mapValues(\.decl.caseNames)).check(program) }
    for decl in declared {
      try collect { try checkOverrides(decl) }
      try collect { try checkFinalRules(decl) }
      try collect { try checkInitializerRules(decl) }
      try collect { try checkConformances(of: decl.name, at: decl.position) }
    }
    for ext in program.extensions where !ext.inherited.isEmpty && !refused.contains(ext.name) {
      try collect { try checkConformances(of: ext.name, at: ext.position) }
    }
    // Every name and member that is nothing, as swiftc would report them: all at once, not
    // one per run as the code meets them.
    if checksNames { issues += NameCheck(interpreter: self, program: program).check() }
    if !issues.isEmpty { throw DeclarationIssues(issues: issues.sorted { $0.position < $1.position }) }
  }

  /// A top-level statement is one event: a compound one (`do`, `if`, `for`, `switch`) holds
  /// the main queue until it has finished, then the app settles (queued work runs) once.
  private func executeTopLevel(_ statement: Statement) throws {
    do {
      switch statement.kind {
      case .scope, .conditional, .forIn, .switchStatement, .guardStatement, .whileLoop, .repeatWhile, .labeled,
        .doCatch:
        engine.mainQueueHolds += 1
        do {
          _ = try execute(statement, in: global)
        } catch {
          engine.mainQueueHolds -= 1
          throw error
        }
        engine.mainQueueHolds -= 1
        try asStatement(statement.position) {}
      default:
        _ = try execute(statement, in: global)
      }
    } catch let thrown as ThrownError {
      // Top-level code may throw; an error nothing catches stops the program.
      if eventCountAtError == nil { eventCountAtError = engine.events.count }
      throw uncaught(thrown, at: statement.position)
    }
  }

  /// A method that overrides one UIKit calls needs `override`, and an `override` whose
  /// signature UIKit does not have would never be called: Swift rejects both, so they are
  /// reported before anything runs.
  private func checkOverrides(_ decl: ClassDecl) throws {
    guard let user = classes.userClass(decl.name) else { return }
    let known = Self.overridableSelectors(of: user.kind)
    for method in decl.methods where method.isOverride && !known.contains(method.signature) {
      // A misspelt override (`override func viewWillAppear()`) would never be called.
      if let uikit = known.first(where: { UIKitBindings.baseName(of: $0) == method.name }),
        !inheritsUserMethod(method.signature, from: user.superclassName)
      {
        throw RuntimeIssue(
          id: DiagnosticID.classDeclaration,
          message: "method does not override any method from its superclass; UIKit's is '\(uikit)'",
          position: method.position)
      }
    }
    for method in decl.methods where !method.isOverride {
      if known.contains(method.signature) || inheritsUserMethod(method.signature, from: user.superclassName) {
        throw RuntimeIssue(
          id: DiagnosticID.classDeclaration,
          message: "overriding declaration requires an 'override' keyword: '\(method.signature)'",
          position: method.position)
      }
    }
  }

  private func inheritsUserMethod(_ signature: String, from superclass: String) -> Bool {
    classes.ancestry(of: superclass).contains { owner in
      classes.userClass(owner)?.methodsBySignature[signature] != nil
    }
  }

  // MARK: - Statements

  /// What running a statement did to control flow.
  enum Completion {
    case normal
    case returned(Value)
    /// `break` or `break label`: the statements up to the loop, `switch` or labeled
    /// statement it leaves are skipped.
    case broke(String?)
    /// `continue` or `continue label`: the rest of the loop's pass is skipped.
    case continued(String?)
  }

  /// Runs one statement. Top-level and nested statements are reported to the engine as
  /// statements (their positions become the events' `cause` and `origin`).
  func execute(_ statement: Statement, in scope: Scope) throws
    -> Completion
  {
    switch statement.kind {
    case .scope(let body):
      return try executeScoped(body, in: Scope(parent: scope), at: statement.position)
    case .doCatch(let body, let catches):
      return try executeDoCatch(body, catches, in: scope, at: statement.position)
    case .switchStatement(let subject, let cases):
      let value = try asStatement(statement.position) { () throws -> Value in try evaluate(subject, in: scope) }
      for switchCase in cases {
        guard let inner = try matchingScope(of: switchCase, value, in: scope) else { continue }
        let completion = try executeScoped(switchCase.body, in: inner, at: statement.position)
        // A `break` in a case leaves the switch.
        if case .broke(nil) = completion { return .normal }
        return completion
      }
      throw RuntimeIssue.type(
        "no case of this 'switch' matches \(describe(value, quoted: true)) and it has no 'default'",
        at: subject.position)
    case .forIn(let name, let namePosition, let sequence, let body):
      return try executeLoop(
        name: name, namePosition: namePosition, sequence: sequence, body: body, in: scope, at: statement.position)
    case .conditional(let conditions, let thenBody, let otherwise):
      let inner = Scope(parent: scope)
      let holds = try asStatement(statement.position) { () throws in
        try evaluateConditions(conditions, bindingInto: inner)
      }
      if !holds {
        // Bindings made by clauses before the one that failed.
        try endScope(inner, at: statement.position)
      }
      return try executeScoped(
        holds ? thenBody : (otherwise ?? []), in: holds ? inner : Scope(parent: scope), at: statement.position)
    case .guardStatement, .whileLoop, .repeatWhile, .labeled, .deferStatement, .breakStatement, .continueStatement:
      return try executeControlFlow(statement, in: scope)
    default:
      return try asStatement(statement.position) { () throws in
        try executeSimple(statement, in: scope)
      }
    }
  }

  /// Evaluates an `if`'s clauses left to right, stopping at the first that fails; optional
  /// bindings are declared in `scope` (the then-branch's scope).
  func evaluateConditions(_ conditions: [Condition], bindingInto scope: Scope) throws -> Bool {
    for condition in conditions {
      switch condition {
      case .expression(let expr):
        guard try evaluateCondition(expr, in: scope) else { return false }
      case .binding(let name, let valueExpr, let isMutable, let position):
        let value = try evaluate(valueExpr, in: scope).unwrappedOptional
        if value.isNil { return false }
        try checkStorable(value, at: valueExpr.position)
        let held = try heldObjects(of: value, at: position)
        scope.declare(Variable(name: name, isMutable: isMutable, value: value, position: position))
        for id in held { engine.retain(id) }
        if case .object(let id) = value { engine.bind(id, variable: name) }
      case .matches(let pattern, let valueExpr):
        let value = try evaluate(valueExpr, in: scope)
        var bindings: [PatternBinding] = []
        guard try match(pattern, value, in: scope, at: valueExpr.position, bindings: &bindings) else { return false }
        try declare(bindings, in: scope)
      case .available(let required, let negated):
        // The scenario runs on the site's iOS (`iOS:` in site.yml); a check naming only
        // other platforms holds on iOS through its `*`.
        let holds = required.map { iOSVersion >= $0 } ?? true
        guard holds != negated else { return false }
      }
    }
    return true
  }

  func executeBlock(_ body: [Statement], in scope: Scope) throws
    -> Completion
  {
    for statement in body {
      let completion = try execute(statement, in: scope)
      if case .normal = completion { continue }
      return completion
    }
    return .normal
  }

  /// Runs `body` as an engine statement at `position`; engine errors become diagnostics there.
  func asStatement<T>(_ position: SourcePosition, _ body: () throws -> T) throws -> T {
    engine.beginStatement(StatementTag(line: position.line, column: position.column))
    let result: T
    do {
      result = try body()
    } catch {
      // The log stops where the error happened: what ending the statement logs (deinits of
      // its temporaries) is state, not log. (An error the scenario threw may be caught.)
      if eventCountAtError == nil, !(error is ThrownError) { eventCountAtError = engine.events.count }
      try? engine.endStatement()
      throw error
    }
    do {
      // Ending a statement may run user `deinit` bodies, which can fail like any code.
      try engine.endStatement()
    } catch {
      if eventCountAtError == nil { eventCountAtError = engine.events.count }
      throw error
    }
    // Ending a statement collects garbage, a pass over every object: the engine counts it.
    try spendWork(0, at: position)
    return result
  }

  private func executeSimple(_ statement: Statement, in scope: Scope) throws -> Completion {
    switch statement.kind {
    case .binding(let binding):
      try declare(binding, in: scope)
      return .normal
    case .assignment(let target, let valueExpr):
      try assign(valueExpr, to: target, in: scope, statementPosition: statement.position)
      return .normal
    case .expression(let expr):
      _ = try evaluate(expr, in: scope)
      return .normal
    case .returnStatement(let expr):
      let value = try expr.map { e throws in try evaluate(e, in: scope) } ?? .void
      return .returned(value)
    case .throwStatement(let expr):
      try executeThrow(expr, in: scope, at: statement.position)
    case .destructuring(let pattern, let valueExpr):
      try destructure(pattern, valueExpr, in: scope, at: statement.position)
      return .normal
    case .scope, .conditional, .forIn, .switchStatement, .guardStatement, .whileLoop, .repeatWhile,
      .breakStatement, .continueStatement, .deferStatement, .labeled, .doCatch:
      return try execute(statement, in: scope)
    }
  }

  /// `for name in sequence`: the sequence is evaluated once and its objects are held for the
  /// whole loop (as Swift's iterator holds the array); each pass binds `name` in a scope of its
  /// own, released at the end of the pass.
  func executeLoop(
    name: String, namePosition: SourcePosition, sequence: Expr, body: [Statement], in scope: Scope,
    at position: SourcePosition, label: String? = nil
  ) throws -> Completion {
    let elements = try asStatement(position) { () throws -> [Value] in
      let value = try checkImplicitUnwrap(sequence, try evaluate(sequence, in: scope), in: scope)
      guard case .array(let elements) = try iterationElements(of: value, at: sequence.position) else {
        throw RuntimeIssue.type(
          "'for … in' needs an array, a range, a dictionary, a set or a string, not \(value.kindDescription)",
          at: sequence.position)
      }
      for id in try heldObjects(of: value, at: position) { engine.retain(id) }
      return elements
    }
    var completion = Completion.normal
    do {
      for element in elements {
        let pass = Scope(parent: scope)
        if name != "_" {
          try declareValue(name, value: element, isMutable: false, at: namePosition, in: pass)
        }
        let passCompletion = try executeScoped(body, in: pass, at: position)
        if case .finished(let result) = LoopStep(after: passCompletion, label: label) {
          completion = result
          break
        }
      }
    } catch let thrown as ThrownError {
      let held = try heldObjects(of: .array(elements), at: position)
      try asStatement(position) { () throws in
        for id in held { engine.release(id) }
      }
      throw thrown
    }
    let held = try heldObjects(of: .array(elements), at: position)
    if !held.isEmpty {
      try asStatement(position) { () throws in
        for id in held { engine.release(id) }
      }
    }
    return completion
  }

  /// Releases a scope's bindings, last declared first (Swift destroys locals in reverse), and
  /// runs its `defer` bodies in between, each where it was registered.
  func endScope(_ scope: Scope, at position: SourcePosition, excludingParameters: Bool = false) throws {
    for cleanup in scope.cleanups.reversed() {
      switch cleanup {
      case .release(let variable):
        // Parameters are not retained when bound (Swift passes them +0), so not released either.
        if excludingParameters && variable.isParameter { continue }
        let held = try heldObjects(of: variable.value, at: position)
        guard !held.isEmpty else { continue }
        // One release per statement, so deinits come in reverse declaration order.
        try asStatement(position) { () throws in
          for id in held { engine.release(id) }
        }
      case .deferred(let body, let deferPosition):
        try runDeferred(body, in: scope, at: deferPosition)
      }
    }
  }

  // MARK: - Bindings

  private func declare(_ binding: Binding, in scope: Scope) throws {
    if let existing = scope.lookupLocal(binding.name) {
      throw RuntimeIssue(
        id: DiagnosticID.redeclaration, message: "invalid redeclaration of '\(binding.name)'",
        position: binding.position,
        notes: existing.block == blockNumber
          ? [("'\(binding.name)' previously declared here", existing.position)]
          : [("'\(binding.name)' was declared by an earlier block of this page", nil)])
    }
    if scope.isGlobal, functions[binding.name] != nil {
      throw RuntimeIssue(
        id: DiagnosticID.redeclaration, message: "invalid redeclaration of '\(binding.name)'",
        position: binding.position)
    }
    if Self.builtinNames.contains(binding.name) && scope.isGlobal {
      throw RuntimeIssue(
        id: DiagnosticID.redeclaration,
        message: "'\(binding.name)' is a scenario built-in and cannot be redeclared",
        position: binding.position)
    }
    var value = try binding.initializer.map { e throws in try evaluate(e, in: scope) } ?? .null
    try checkStorable(value, at: binding.initializer?.position ?? binding.position)
    // `let w: CGFloat = 10`: an Int literal takes the declared floating-point type.
    if case .int(let i) = value, let type = binding.typeName, ["Double", "CGFloat", "Float"].contains(type),
      binding.initializer?.isNumberLiteral == true
    {
      value = .double(Double(i))
    }
    let declaredType =
      TypeName.declared(binding) ?? binding.initializer.flatMap(\.writtenCollectionType)
      ?? impliedOptionalType(of: value, initializer: binding.initializer)
    value = try conforming(value, to: declaredType, context: scope.className, at: binding.position)
    try declareValue(binding.name, value: value, isMutable: binding.isMutable, at: binding.position, in: scope)
    scope.lookupLocal(binding.name)?.declaredType = declaredType
  }

  /// Binds `name` to `value` in `scope`, retaining the objects it holds.
  func declareValue(_ name: String, value: Value, isMutable: Bool, at position: SourcePosition, in scope: Scope) throws
  {
    let variable = Variable(name: name, isMutable: isMutable, value: value, position: position)
    variable.block = blockNumber
    let held = try heldObjects(of: value, at: position)
    scope.declare(variable)
    for id in held {
      engine.retain(id)
    }
    if case .object(let id) = value {
      engine.bind(id, variable: name)
    }
  }

  /// `void` cannot be stored (a call that returns nothing).
  func checkStorable(_ value: Value, at position: SourcePosition) throws {
    if case .void = value {
      throw RuntimeIssue.type("this call returns no value", at: position)
    }
  }

  static let builtinNames = ["window", "user", "storyboard"]

  /// Finds a variable in `scope` or the scopes around it.
  func lookupVariable(_ name: String, in scope: Scope) -> Variable? {
    var current: Scope? = scope
    while let s = current {
      if let variable = s.lookupLocal(name) { return variable }
      current = s.parent
    }
    return nil
  }

  /// Finds a variable declared inside the current method or closure, not the globals; used to
  /// give locals precedence over `self`'s members.
  func lookupLocalVariable(_ name: String, in scope: Scope) -> Variable? {
    var current: Scope? = scope
    while let s = current, !s.isGlobal {
      if let variable = s.lookupLocal(name) { return variable }
      current = s.parent
    }
    return nil
  }

  /// Names visible in `scope`, for near-miss suggestions.
  func visibleNames(in scope: Scope) -> [String] {
    var names: [String] = []
    var current: Scope? = scope
    while let s = current {
      names += s.order.map(\.name)
      current = s.parent
    }
    names += Self.builtinNames + ["print", "assert", "printHierarchy"] + classes.allClassNames
    if let selfObject = scope.selfObject {
      names += classes.memberNames(of: engine.className(of: selfObject))
      names += Self.uikitMethodSelectors(of: engine.kind(of: selfObject)).map(UIKitBindings.baseName(of:))
    }
    return names
  }
}
