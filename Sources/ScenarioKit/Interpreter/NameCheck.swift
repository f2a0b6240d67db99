import DocEngine

/// Finds, before a block runs, every name its code uses that is nothing — a misspelt member
/// (`self.titel = …`, `navigationController?.pushViewControler(…)`) or a name nothing in
/// scope declares — and reports them all at once in swiftc's wording (`value of type 'X' has
/// no member 'y'`, `cannot find 'y' in scope`), instead of one per run as the run meets them
/// (inside a method, only once the method runs).
///
/// It reads the lowered program (the swift-syntax tree as the interpreter runs it: `$0`,
/// `if let x`, `guard let self` and trailing closures already resolved, every position the
/// tree's) with what the interpreter knows once the block's declarations are in: the
/// scenario's classes, structs, enums and protocols with their members, extensions and
/// protocol defaults, the names earlier blocks of the session declared (globals, functions,
/// types), the UIKit members the bindings table simulates (`UIKitBindings`), and the UIKit
/// names refused elsewhere (`UnsimulatedUIKit`, `RenamedUIKitNames`), which are real and so
/// never "nothing".
///
/// It does not guess. A member is checked only where the receiver's type is known without
/// running: `self`, a parameter or variable with a written type or an initial value that
/// names one (`let vc = DetailViewController()`), a UIKit property whose type the bindings
/// give, a cast, a method's declared result. An untyped closure parameter, a dictionary's
/// value, `Any`, a value reached through an optional without `?` or `!`: left to the run. A
/// receiver's members include its subclasses' (a scenario reaches them without a cast, and
/// the interpreter finds them), so only a name that is nothing on the type and everything
/// below it is reported. Names of Apple frameworks the interpreter does not know (`UIFoo`,
/// `NSBar`) are left to the run too: they may be real API.
final class NameCheck {
  unowned let interpreter: Interpreter
  private let program: ScenarioProgram
  private(set) var issues: [RuntimeIssue] = []
  /// Each type's members, once asked for (nil: a type whose members are not checked).
  var tables: [String: MemberTable?] = [:]
  var staticTables: [String: MemberTable?] = [:]
  /// The block's top level, and the names earlier blocks left there.
  private let root = NameScope(parent: nil)
  /// Names declared by this block whose declaration failed (a class that could not be
  /// declared): known, so they cause no second error (no cascades).
  private let declaredTypeNames: Set<String>
  private var reported: Set<SourcePosition> = []

  init(interpreter: Interpreter, program: ScenarioProgram) {
    self.interpreter = interpreter
    self.program = program
    declaredTypeNames = Set(
      program.classes.map(\.name) + program.structs.map(\.name) + program.enums.map(\.name)
        + program.protocols.map(\.name)
        + (program.structs.map(\.name) + program.enums.map(\.name)).compactMap {
          $0.split(separator: ".").last.map(String.init)
        })
  }

  /// Every unknown name and member of the program, in source order.
  func check() -> [RuntimeIssue] {
    for variable in interpreter.global.order {
      root.declare(
        variable.name, StaticType(written: variable.declaredType) ?? staticType(of: variable.value))
    }
    // Swift's top level sees its globals from every function and method; a use before the
    // declaration in top-level code is swiftc's error of another kind, left to the run.
    for name in Self.topLevelNames(program.statements) where root.lookup(name) == nil {
      root.declare(name, nil)
    }
    let top = Context(bodyNames: Self.declaredNames(in: program.statements))
    walk(program.statements, in: root, top)
    for decl in program.classes { walkClass(decl) }
    for ext in program.extensions where ext.name != "Notification.Name" && ext.name != "NSNotification.Name" {
      walkClass(ext)
    }
    for decl in program.structs {
      walkValueType(
        decl.name, properties: decl.properties,
        methods: decl.methods + decl.initializers
          + decl.extensionInitializers, statics: decl.statics)
    }
    for decl in program.enums {
      walkValueType(decl.name, properties: [], methods: decl.methods, statics: decl.statics)
    }
    for decl in program.protocols {
      // A protocol extension's `self` is whatever conforms: its members are not known here.
      var context = Context(selfType: decl.name, typeContext: decl.name)
      context.membersUnknown = true
      for method in decl.defaults { walkMethod(method, context.static(method.isStatic)) }
    }
    for function in program.functions { walkMethod(function, Context()) }
    return issues.sorted { $0.position < $1.position }
  }

  // MARK: - Declarations

  private func walkClass(_ decl: ClassDecl) {
    var context = Context(selfType: decl.name, typeContext: decl.name)
    // A class that could not be declared, an extension of nothing or of a protocol: what
    // `self` has is not known here, so its methods' unqualified names are left to the run
    // (no cascade from the declaration's own error).
    if table(of: decl.name) == nil || interpreter.classes.protocolDecls[decl.name] != nil {
      context.membersUnknown = true
    }
    for property in decl.properties {
      if let value = property.initializer { _ = walk(value, in: root, context.initialValue) }
    }
    for property in decl.staticProperties {
      if let value = property.initializer { _ = walk(value, in: root, context.static(true).initialValue) }
    }
    for method in decl.methods { walkMethod(method, context) }
    for method in decl.staticMethods { walkMethod(method, context.static(true)) }
    for initializer in decl.initializers { walkMethod(initializer.method, context) }
    if let deinitializer = decl.deinitializer { walkMethod(deinitializer, context) }
  }

  private func walkValueType(
    _ name: String, properties: [Binding], methods: [MethodDecl], statics: StaticMembers
  ) {
    let context = Context(selfType: name, typeContext: name)
    for property in properties + statics.properties {
      if let value = property.initializer { _ = walk(value, in: root, context.static(true).initialValue) }
    }
    for method in methods { walkMethod(method, context) }
    for method in statics.methods { walkMethod(method, context.static(true)) }
  }

  private func walkMethod(_ method: MethodDecl, _ outer: Context) {
    let scope = NameScope(parent: root)
    for (index, name) in method.parameterNames.enumerated() {
      scope.declare(
        name, StaticType(written: method.parameterTypes.indices.contains(index) ? method.parameterTypes[index] : nil))
    }
    var context = outer
    context.bodyNames = Self.declaredNames(in: method.body).union(method.parameterNames)
    walk(method.body, in: scope, context)
    if let setter = method.setterBody {
      let setterScope = NameScope(parent: root)
      setterScope.declare(method.setterParameterName, StaticType(written: method.returnTypeName))
      context.bodyNames = Self.declaredNames(in: setter).union([method.setterParameterName])
      walk(setter, in: setterScope, context)
    }
  }

  // MARK: - Statements

  private func walk(_ statements: [Statement], in scope: NameScope, _ context: Context) {
    for statement in statements { walk(statement, in: scope, context) }
  }

  private func walk(_ statement: Statement, in scope: NameScope, _ context: Context) {
    switch statement.kind {
    case .binding(let binding):
      let inferred = binding.initializer.flatMap { walk($0, in: scope, context) }
      // A written type wins, even one the check does not follow (`Set<Int>` over `[1, 2]`).
      scope.declare(binding.name, binding.typeName == nil ? inferred : StaticType(written: TypeName.declared(binding)))
    case .assignment(let target, let value):
      walkTarget(target, in: scope, context)
      _ = walk(value, in: scope, context)
    case .expression(let expr):
      _ = walk(expr, in: scope, context)
    case .scope(let body), .deferStatement(let body):
      walk(body, in: NameScope(parent: scope), context)
    case .conditional(let conditions, let then, let otherwise):
      let inner = NameScope(parent: scope)
      walk(conditions, declaringInto: inner, context)
      walk(then, in: inner, context)
      if let otherwise { walk(otherwise, in: NameScope(parent: scope), context) }
    case .returnStatement(let value):
      if let value { _ = walk(value, in: scope, context) }
    case .forIn(let name, _, let sequence, let body):
      let sequenceType = walk(sequence, in: scope, context)
      let pass = NameScope(parent: scope)
      pass.declare(name, sequenceType.flatMap { $0.isOptional ? nil : $0.element })
      walk(body, in: pass, context)
    case .switchStatement(let subject, let cases):
      _ = walk(subject, in: scope, context)
      for switchCase in cases {
        let inner = NameScope(parent: scope)
        for item in switchCase.items {
          walk(item.pattern, declaringInto: inner, context)
          if let guardExpr = item.guardExpr { _ = walk(guardExpr, in: inner, context) }
        }
        walk(switchCase.body, in: inner, context)
      }
    case .destructuring(let pattern, let value):
      _ = walk(value, in: scope, context)
      walk(pattern, declaringInto: scope, context)
    case .guardStatement(let conditions, let otherwise):
      let bound = NameScope(parent: scope)
      walk(conditions, declaringInto: bound, context)
      walk(otherwise, in: NameScope(parent: scope), context)
      scope.adopt(bound)
    case .whileLoop(let conditions, let body):
      let inner = NameScope(parent: scope)
      walk(conditions, declaringInto: inner, context)
      walk(body, in: inner, context)
    case .repeatWhile(let body, let condition):
      walk(body, in: NameScope(parent: scope), context)
      _ = walk(condition, in: scope, context)
    case .breakStatement, .continueStatement:
      break
    case .labeled(_, let inner):
      walk(inner, in: scope, context)
    case .throwStatement(let value):
      _ = walk(value, in: scope, context)
    case .doCatch(let body, let catches):
      walk(body, in: NameScope(parent: scope), context)
      for clause in catches {
        // A clause without a pattern binds `error`, as Swift's does.
        let inner = NameScope(parent: scope)
        inner.declare("error", nil)
        for item in clause.items {
          walk(item.pattern, declaringInto: inner, context)
          if let guardExpr = item.guardExpr { _ = walk(guardExpr, in: inner, context) }
        }
        walk(clause.body, in: inner, context)
      }
    }
  }

  private func walk(_ conditions: [Condition], declaringInto scope: NameScope, _ context: Context) {
    for condition in conditions {
      switch condition {
      case .expression(let expr):
        _ = walk(expr, in: scope, context)
      case .binding(let name, let value, _, _):
        let type = walk(value, in: scope, context)
        scope.declare(name, type?.unwrapped)
      case .available:
        break
      case .matches(let pattern, let value):
        _ = walk(value, in: scope, context)
        walk(pattern, declaringInto: scope, context)
      }
    }
  }

  private func walk(_ pattern: Pattern, declaringInto scope: NameScope, _ context: Context) {
    for expr in pattern.expressions { _ = walk(expr, in: scope, context) }
    for name in pattern.boundNames { scope.declare(name, nil) }
  }

  /// The target of an assignment: a name, a member, `a?.b`.
  private func walkTarget(_ target: Expr, in scope: NameScope, _ context: Context) {
    switch target.kind {
    case .identifier("_"):
      break
    case .chainBoundary(let inner):
      walkTarget(inner, in: scope, context)
    default:
      _ = walk(target, in: scope, context)
    }
  }

  // MARK: - Expressions

  /// Checks `expr` and returns its type, when the check can tell it.
  @discardableResult
  private func walk(_ expr: Expr, in scope: NameScope, _ context: Context) -> StaticType? {
    switch expr.kind {
    case .identifier(let name):
      return checkName(name, at: expr.position, in: scope, context)
    case .selfReference:
      if let bound = scope.lookup("self") { return bound.type }
      guard let selfType = context.selfType, !context.isStatic else { return nil }
      return StaticType(name: selfType)
    case .superReference, .implicitMember, .nilLiteral, .collectionType, .typeReference, .selector:
      return nil
    case .member(let base, let name):
      return member(name, of: base, at: expr.position, isCall: false, in: scope, context)
    case .optionalChain(let inner), .forceUnwrap(let inner):
      return walk(inner, in: scope, context)?.unwrapped
    case .chainBoundary(let inner):
      return walk(inner, in: scope, context)?.optional
    case .call(let callee, let arguments, let trailing):
      for argument in arguments { walk(argument.value, in: scope, context) }
      if let trailing { walk(trailing, in: scope, context) }
      return call(callee, in: scope, context)
    case .subscriptAccess(let base, let index):
      let baseType = walk(base, in: scope, context)
      walk(index, in: scope, context)
      guard let baseType, !baseType.isOptional else { return nil }
      return baseType.element
    case .stringLiteral(let parts):
      for case .interpolation(let inner) in parts { walk(inner, in: scope, context) }
      return .string
    case .integerLiteral: return .int
    case .floatLiteral: return .double
    case .booleanLiteral: return .bool
    case .arrayLiteral(let elements):
      let types = elements.map { walk($0, in: scope, context) }
      guard let first = types.first ?? nil, types.allSatisfy({ $0 == first }) else { return nil }
      return StaticType(name: "[\(first.name)\(first.isOptional ? "?" : "")]")
    case .dictionaryLiteral(let pairs):
      for pair in pairs {
        walk(pair.key, in: scope, context)
        walk(pair.value, in: scope, context)
      }
      return nil
    case .tupleLiteral(let elements):
      for element in elements { walk(element.value, in: scope, context) }
      return nil
    case .tryExpr(let inner, let kind):
      let type = walk(inner, in: scope, context)
      return kind == .optional ? type?.optional : type
    case .awaitExpr(let inner):
      return walk(inner, in: scope, context)
    case .not(let inner):
      walk(inner, in: scope, context)
      return .bool
    case .negate(let inner):
      return walk(inner, in: scope, context)
    case .binary(let op, let left, let right):
      let leftType = walk(left, in: scope, context)
      let rightType = walk(right, in: scope, context)
      switch op {
      case .nilCoalescing: return leftType?.unwrapped ?? rightType
      case .identical, .notIdentical, .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual, .and, .or:
        return .bool
      default: return nil
      }
    case .ternary(let condition, let then, let otherwise):
      walk(condition, in: scope, context)
      let a = walk(then, in: scope, context)
      let b = walk(otherwise, in: scope, context)
      return a == b ? a : nil
    case .cast(let inner, let kind, let typeName):
      walk(inner, in: scope, context)
      switch kind {
      case .check: return .bool
      case .conditional: return StaticType(written: typeName)?.optional
      case .forced, .coerce: return StaticType(written: typeName)
      }
    case .closure(let closure):
      walk(closure, in: scope, context)
      return nil
    }
  }

  private func walk(_ closure: Closure, in scope: NameScope, _ context: Context) {
    let inner = NameScope(parent: scope)
    for name in closure.parameters where name != "_" { inner.declare(name, nil) }
    var context = context
    context.bodyNames.formUnion(Self.declaredNames(in: closure.body))
    context.bodyNames.formUnion(closure.parameters)
    walk(closure.body, in: inner, context)
  }

  /// `callee(…)`: a name called (a function, a type made, a method of `self`, a closure), or a
  /// member called; the call's type when the check can tell it.
  private func call(_ callee: Expr, in scope: NameScope, _ context: Context) -> StaticType? {
    switch callee.kind {
    case .identifier(let name):
      checkName(name, at: callee.position, in: scope, context)
      // A closure held in a variable: what it returns is not known.
      if scope.lookup(name).map({ !$0.isGlobal }) == true { return nil }
      return madeType(name, context) ?? functionResult(name, context)
    case .member(let base, let name):
      switch base.kind {
      case .superReference:
        return nil
      case .selfReference where name == "init":
        return nil
      default:
        return member(name, of: base, at: callee.position, isCall: true, in: scope, context)
      }
    case .collectionType(let typeName):
      return StaticType(written: typeName).flatMap { $0.isArray ? $0 : nil }
    default:
      walk(callee, in: scope, context)
      return nil
    }
  }

  /// The type `Name(…)` makes, when `Name` is a type: a class, a struct, an enum with raw
  /// values (an optional), one of UIKit's.
  func madeType(_ name: String, _ context: Context) -> StaticType? {
    if let valueType = interpreter.valueTypes.resolve(name, from: context.typeContext) {
      return StaticType(name: valueType, isOptional: interpreter.valueTypes.enums[valueType] != nil)
    }
    if interpreter.classes.userClass(name) != nil || interpreter.classes.isImplicitClass(name) {
      return StaticType(name: name)
    }
    if let type = UIKitBindings.type(named: name), UIKitBindings.initializer(of: name) != nil {
      switch type.model {
      case .object, .element, .role: return StaticType(name: name)
      default: return nil
      }
    }
    if Interpreter.isImplicitControllerName(name), !interpreter.classes.isClass(name) { return StaticType(name: name) }
    return nil
  }

  /// What calling `name` unqualified returns: a top-level function's result, or `self`'s
  /// method's.
  private func functionResult(_ name: String, _ context: Context) -> StaticType? {
    if let selfType = context.selfType, let table = table(of: selfType), table.known.contains(name) {
      return table.results[name]
    }
    return interpreter.functions[name]?.first.flatMap { StaticType(written: $0.returnTypeName) }
  }

  // MARK: - Members

  /// `base.name`, read or called: checked when `base`'s type is known (and reached through
  /// `?.`/`!` when optional); its type, when the check can tell it.
  private func member(
    _ name: String, of base: Expr, at position: SourcePosition, isCall: Bool, in scope: NameScope, _ context: Context
  ) -> StaticType? {
    if case .superReference = base.kind { return nil }
    if let typeName = typeDenoted(by: base, in: scope, context) {
      return staticMember(name, of: typeName, at: position)
    }
    guard let baseType = walk(base, in: scope, context), !baseType.isOptional, name != "init",
      let table = table(of: baseType.name)
    else { return nil }
    if !table.known.contains(name) {
      report(unknownMember: name, of: table.displayName, suggestions: table.suggestions, at: position)
      return nil
    }
    return isCall ? table.results[name] : table.types[name]
  }

  /// `Type.name`: a static member, a case, a nested type of a scenario's class, struct or
  /// enum. (UIKit's types' members are values the interpreter makes: not checked.)
  private func staticMember(_ name: String, of typeName: String, at position: SourcePosition) -> StaticType? {
    guard name != "init", name != "self", let table = staticTable(of: typeName) else { return nil }
    if !table.known.contains(name) {
      report(
        .nearMiss(
          .unknownMember, "type '\(typeName)' has no member '\(name)'", name, at: position,
          candidates: table.suggestions))
      return nil
    }
    return table.types[name]
  }

  /// The scenario type (class, struct, enum) an expression names, when it names one rather
  /// than a value: `Counter`, `ListViewController.Section`.
  private func typeDenoted(by expr: Expr, in scope: NameScope, _ context: Context) -> String? {
    switch expr.kind {
    case .identifier(let name):
      guard scope.lookup(name) == nil, context.selfType.flatMap(table(of:))?.known.contains(name) != true else {
        return nil
      }
      if let valueType = interpreter.valueTypes.resolve(name, from: context.typeContext) { return valueType }
      return interpreter.classes.userClass(name) != nil ? name : nil
    case .member(let outer, let name):
      guard let outerType = typeDenoted(by: outer, in: scope, context) else { return nil }
      let nested = "\(outerType).\(name)"
      return interpreter.valueTypes.contains(nested) ? nested : nil
    default:
      return nil
    }
  }

  // MARK: - Names

  /// A bare name: a local, a parameter, a member of `self`, a global, a function, a type, a
  /// built-in. Its type when the check can tell it.
  @discardableResult
  private func checkName(
    _ name: String, at position: SourcePosition, in scope: NameScope, _ context: Context
  ) -> StaticType? {
    if let local = scope.lookup(name), !local.isGlobal { return local.type }
    if let selfType = context.selfType, let table = table(of: selfType), table.known.contains(name) {
      return context.isStatic ? staticTable(of: selfType)?.types[name] : table.types[name]
    }
    if let selfType = context.selfType, context.isStatic, let table = staticTable(of: selfType),
      table.known.contains(name)
    {
      return table.types[name]
    }
    if let global = scope.lookup(name) { return global.type }
    if context.bodyNames.contains(name) || isKnownGlobally(name, context) || context.membersUnknown {
      return nil
    }
    if Self.mayBeFrameworkName(name) { return nil }
    report(.unknownName(name, at: position, candidates: visibleNames(in: scope, context)))
    return nil
  }

  /// A name the scenario or Swift declares for everyone: a function, a type, a built-in.
  private func isKnownGlobally(_ name: String, _ context: Context) -> Bool {
    let classes = interpreter.classes
    return interpreter.functions[name] != nil || program.functions.contains { $0.name == name }
      || declaredTypeNames.contains(name) || classes.isClass(name) || classes.declaredProtocols.contains(name)
      || interpreter.valueTypes.resolve(name, from: context.typeContext) != nil
      || UIKitBindings.type(named: name) != nil || UnsimulatedUIKit.isCatalogued(name)
      || RenamedUIKitNames.typesByOld[name] != nil || Interpreter.isImplicitControllerName(name)
      || Self.builtinNames.contains(name) || Self.swiftNames.contains(name)
  }

  /// `UIFoo`, `NSBar`, `CGBaz`, `CAThing`: a name in an Apple framework's style that the
  /// interpreter does not know may still be real API; the run says what it is.
  static func mayBeFrameworkName(_ name: String) -> Bool {
    for prefix in ["UI", "NS", "CG", "CA", "CL", "MK", "AV", "WK", "SK", "UN", "PH", "DispatchQ"]
    where name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      if let next = rest.first, next.isUppercase { return true }
    }
    return false
  }

  /// The interpreter's built-in names and functions.
  static let builtinNames: Set<String> = Set(Interpreter.builtinNames).union(Interpreter.trapFunctions).union([
    "print", "printHierarchy", "assert", "min", "max", "abs",
  ])

  /// Swift's own names a scenario may use (types and free functions); the interpreter runs
  /// some and says what it does not.
  static let swiftNames: Set<String> = [
    "String", "Int", "Double", "Float", "CGFloat", "Bool", "Character", "Array", "Dictionary", "Set", "Optional",
    "Any", "AnyObject", "Void", "Never", "Error", "Result", "Self", "Range", "ClosedRange", "Sequence", "Collection",
    "Equatable", "Hashable", "Comparable", "CaseIterable", "CustomStringConvertible", "Codable", "Encodable",
    "Decodable", "Identifiable", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Substring", "Date", "URL", "Data", "UUID", "IndexPath", "IndexSet", "Bundle", "Locale", "Calendar",
    "DateFormatter", "NumberFormatter", "JSONEncoder", "JSONDecoder", "Timer", "RunLoop", "Thread",
    "OperationQueue", "ProcessInfo", "FileManager", "UserDefaults", "URLSession", "URLRequest", "DispatchQueue",
    "DispatchTime", "DispatchGroup", "DispatchWorkItem", "DispatchSemaphore", "NotificationCenter", "Notification",
    "NSNotification", "MemoryLayout", "Task", "MainActor", "AsyncStream", "Decimal", "stride", "zip", "type",
    "swap", "debugPrint", "dump", "sequence", "repeatElement", "readLine", "isKnownUniquelyReferenced",
    "withExtendedLifetime", "numericCast", "round", "floor", "ceil", "sqrt", "pow", "sin", "cos", "exit",
  ]

  /// Names offered for a near miss of a bare name: the scopes', `self`'s, the globals',
  /// functions, types and built-ins (the interpreter's own list, `visibleNames(in:)`).
  private func visibleNames(in scope: NameScope, _ context: Context) -> [String] {
    var names = scope.allNames
    if let selfType = context.selfType, let table = table(of: selfType) { names += table.suggestions }
    names += Interpreter.builtinNames + ["print", "assert", "printHierarchy"]
    names += interpreter.functions.keys.sorted() + program.functions.map(\.name)
    names += interpreter.classes.allClassNames + interpreter.valueTypes.allNames
    return names
  }

  // MARK: - Reports

  private func report(unknownMember name: String, of type: String, suggestions: [String], at position: SourcePosition) {
    report(.unknownMember(name, of: type, at: position, candidates: suggestions))
  }

  private func report(_ issue: RuntimeIssue) {
    guard reported.insert(issue.position).inserted else { return }
    issues.append(issue)
  }

  // MARK: - Values of earlier blocks

  /// The type of a value an earlier block left in a global.
  private func staticType(of value: Value) -> StaticType? {
    switch value {
    case .object(let id): return StaticType(name: interpreter.engine.className(of: id))
    case .view: return StaticType(name: "UIView")
    case .element(let id): return StaticType(name: interpreter.engine.kind(of: id).className)
    case .structValue(let value): return StaticType(name: value.typeName)
    case .enumValue(let value): return StaticType(name: value.typeName)
    case .string: return .string
    case .int: return .int
    case .double: return .double
    case .bool: return .bool
    case .optional(let wrapped): return staticType(of: wrapped)?.optional
    default: return nil
    }
  }
}

// MARK: - Scopes and contexts

/// The names a scope declares, with their types when known.
final class NameScope {
  struct Slot {
    var type: StaticType?
    var isGlobal: Bool
  }

  let parent: NameScope?
  private var slots: [String: Slot] = [:]
  private var order: [String] = []

  init(parent: NameScope?) { self.parent = parent }

  func declare(_ name: String, _ type: StaticType?) {
    if slots[name] == nil { order.append(name) }
    slots[name] = Slot(type: type, isGlobal: parent == nil)
  }

  func lookup(_ name: String) -> Slot? {
    slots[name] ?? parent?.lookup(name)
  }

  /// A `guard`'s bindings, which live on in the scope around it.
  func adopt(_ other: NameScope) {
    for name in other.order { declare(name, other.slots[name]?.type) }
  }

  var allNames: [String] { order + (parent?.allNames ?? []) }
}

extension NameCheck {
  /// Where code stands: in which type's methods (whose members it names unqualified), static
  /// or not, and the names its body declares anywhere (a name declared later in the body is
  /// swiftc's "used before its declaration", not "nothing": left to the run).
  struct Context {
    var selfType: String?
    var typeContext: String?
    var isStatic = false
    /// A protocol extension's body: `self`'s members are whatever conforms.
    var membersUnknown = false
    var bodyNames: Set<String> = []

    init(selfType: String? = nil, typeContext: String? = nil, bodyNames: Set<String> = []) {
      self.selfType = selfType
      self.typeContext = typeContext
      self.bodyNames = bodyNames
    }

    func `static`(_ isStatic: Bool) -> Context {
      var context = self
      context.isStatic = isStatic
      return context
    }

    /// A property's initial value: no body of its own.
    var initialValue: Context {
      var context = self
      context.bodyNames = []
      return context
    }
  }

  /// The names a top level binds for the code after it and for every method.
  static func topLevelNames(_ statements: [Statement]) -> [String] {
    statements.flatMap { statement -> [String] in
      switch statement.kind {
      case .binding(let binding): return [binding.name]
      case .destructuring(let pattern, _): return pattern.boundNames
      case .guardStatement(let conditions, _): return conditions.flatMap(boundNames)
      default: return []
      }
    }
  }

  /// Every name a body binds, at any depth (closures' parameters included).
  static func declaredNames(in statements: [Statement]) -> Set<String> {
    var names: Set<String> = []
    func add(_ statements: [Statement]) {
      for statement in statements { add(statement) }
    }
    func add(_ statement: Statement) {
      switch statement.kind {
      case .binding(let binding):
        names.insert(binding.name)
        binding.initializer.map(add)
      case .assignment(let target, let value):
        add(target)
        add(value)
      case .expression(let expr): add(expr)
      case .scope(let body), .deferStatement(let body): add(body)
      case .conditional(let conditions, let then, let otherwise):
        add(conditions)
        add(then)
        add(otherwise ?? [])
      case .returnStatement(let value): value.map(add)
      case .forIn(let name, _, let sequence, let body):
        names.insert(name)
        add(sequence)
        add(body)
      case .switchStatement(let subject, let cases):
        add(subject)
        for switchCase in cases {
          for item in switchCase.items {
            names.formUnion(item.pattern.boundNames)
            item.guardExpr.map(add)
          }
          add(switchCase.body)
        }
      case .destructuring(let pattern, let value):
        names.formUnion(pattern.boundNames)
        add(value)
      case .guardStatement(let conditions, let otherwise):
        add(conditions)
        add(otherwise)
      case .whileLoop(let conditions, let body):
        add(conditions)
        add(body)
      case .repeatWhile(let body, let condition):
        add(body)
        add(condition)
      case .breakStatement, .continueStatement: break
      case .labeled(_, let inner): add(inner)
      case .throwStatement(let value): add(value)
      case .doCatch(let body, let catches):
        add(body)
        for clause in catches { add(clause.body) }
      }
    }
    func add(_ conditions: [Condition]) {
      for condition in conditions {
        names.formUnion(boundNames(condition))
        switch condition {
        case .expression(let expr), .binding(_, let expr, _, _), .matches(_, let expr): add(expr)
        case .available: break
        }
      }
    }
    func add(_ expr: Expr) {
      expr.forEachClosure { closure in
        names.formUnion(closure.parameters)
        add(closure.body)
      }
    }
    add(statements)
    return names
  }

  private static func boundNames(_ condition: Condition) -> [String] {
    switch condition {
    case .binding(let name, _, _, _): return [name]
    case .matches(let pattern, _): return pattern.boundNames
    case .expression, .available: return []
    }
  }
}

extension Expr {
  /// Calls `body` with each closure written in this expression, outermost first (not those
  /// inside the closures: the caller walks their bodies).
  func forEachClosure(_ body: (Closure) -> Void) {
    switch kind {
    case .closure(let closure): body(closure)
    case .member(let base, _), .optionalChain(let base), .chainBoundary(let base), .forceUnwrap(let base),
      .not(let base), .negate(let base), .cast(let base, _, _), .tryExpr(let base, _), .awaitExpr(let base):
      base.forEachClosure(body)
    case .call(let callee, let arguments, let trailing):
      callee.forEachClosure(body)
      for argument in arguments { argument.value.forEachClosure(body) }
      trailing.map(body)
    case .subscriptAccess(let base, let index):
      base.forEachClosure(body)
      index.forEachClosure(body)
    case .stringLiteral(let parts):
      for case .interpolation(let inner) in parts { inner.forEachClosure(body) }
    case .arrayLiteral(let elements):
      for element in elements { element.forEachClosure(body) }
    case .dictionaryLiteral(let pairs):
      for pair in pairs {
        pair.key.forEachClosure(body)
        pair.value.forEachClosure(body)
      }
    case .tupleLiteral(let elements):
      for element in elements { element.value.forEachClosure(body) }
    case .binary(_, let left, let right):
      left.forEachClosure(body)
      right.forEachClosure(body)
    case .ternary(let condition, let then, let otherwise):
      condition.forEachClosure(body)
      then.forEachClosure(body)
      otherwise.forEachClosure(body)
    case .identifier, .selfReference, .superReference, .implicitMember, .integerLiteral, .floatLiteral,
      .booleanLiteral, .nilLiteral, .collectionType, .typeReference, .selector:
      break
    }
  }
}
