import DocEngine

// MARK: - Declaring structs and enums

extension Interpreter {
  /// Adds a program's structs and enums to the session's types: redeclarations, raw values
  /// that are not literals or not unique, and structs inheriting from classes are swiftc's
  /// errors, reported before anything runs.
  func declareValueTypes(_ program: ScenarioProgram) throws {
    for decl in program.structs {
      try checkNewTypeName(decl.name, at: decl.position)
      if let superclass = decl.conformances.first(where: { classes.isClass($0) }) {
        throw RuntimeIssue(
          id: DiagnosticID.classDeclaration,
          message: "non-class type '\(decl.name)' cannot inherit from class '\(superclass)'", position: decl.position)
      }
      valueTypes.add(decl)
    }
    for decl in program.enums {
      try checkNewTypeName(decl.name, at: decl.position)
      valueTypes.add(decl, rawValues: try rawValues(of: decl))
    }
    for decl in program.classes where valueTypes.contains(decl.name) {
      throw RuntimeIssue(
        id: DiagnosticID.redeclaration, message: "invalid redeclaration of '\(decl.name)'", position: decl.position)
    }
  }

  private func checkNewTypeName(_ name: String, at position: SourcePosition) throws {
    if valueTypes.contains(name) || classes.isClass(name) {
      throw RuntimeIssue(
        id: DiagnosticID.redeclaration, message: "invalid redeclaration of '\(name)'", position: position)
    }
  }

  /// The raw value of each case: written ones (literals), else Swift's implicit ones (the
  /// case's name for `String`, one more than the case before for numbers, from 0).
  private func rawValues(of decl: EnumDecl) throws -> [Value] {
    guard let rawType = decl.rawType else { return [] }
    var values: [Value] = []
    var seen: [HashKey: String] = [:]
    var next: Value? = rawType == "Int" ? .int(0) : rawType == "Double" ? .double(0) : nil
    for enumCase in decl.cases {
      var value: Value
      if let expr = enumCase.rawValue {
        value = try rawLiteral(expr, rawType: rawType)
      } else if rawType == "String" {
        value = .string(enumCase.name)
      } else if let implicit = next {
        value = implicit
      } else {
        throw RuntimeIssue.type(
          "enum case must declare a raw value when the preceding raw value is not an integer", at: enumCase.position)
      }
      switch value {
      case .int(let i): next = i == .max ? nil : .int(i + 1)
      case .double(let d): next = .double(d + 1)
      default: next = nil
      }
      let key = try hashKey(value, at: enumCase.position)
      if let earlier = seen[key] {
        throw RuntimeIssue(
          id: DiagnosticID.redeclaration, message: "raw value for enum case is not unique",
          position: enumCase.position, notes: [("raw value previously used by case '\(earlier)'", nil)])
      }
      seen[key] = enumCase.name
      values.append(value)
    }
    return values
  }

  /// A raw value as written: a literal of the raw type (an integer literal is also a `Double`).
  private func rawLiteral(_ expr: Expr, rawType: String) throws -> Value {
    let value: Value
    switch expr.kind {
    case .integerLiteral(let i): value = .int(i)
    case .negate(let inner) where inner.isNumberLiteral: value = try evaluate(expr, in: global)
    case .floatLiteral(let d): value = .double(d)
    case .stringLiteral(let parts) where parts.count <= 1: value = try evaluate(expr, in: global)
    default: throw RuntimeIssue.type("raw value for enum case must be a literal", at: expr.position)
    }
    switch (rawType, value) {
    case ("Int", .int), ("Double", .double), ("String", .string): return value
    case ("Double", .int(let i)): return .double(Double(i))
    case ("Character", .string(let s)) where s.count == 1: return value
    default:
      throw RuntimeIssue.type(
        "cannot convert value of type '\(Arithmetic.typeName(value))' to raw type '\(rawType)'", at: expr.position)
    }
  }

  // MARK: - Making values

  /// `Point(x: 1, y: 2)`, `Tab(rawValue: 1)`: a struct's initializer (its own, or the
  /// memberwise one Swift makes when it declares none) or an enum's `init?(rawValue:)`.
  func constructValueType(_ typeName: String, _ args: CallArguments, at position: SourcePosition) throws -> Value {
    var labels = args.labels
    var values = args.values
    if let trailing = args.trailing {
      labels.append(nil)
      values.append(trailing)
    }
    if let enumType = valueTypes.enums[typeName] {
      guard let rawType = enumType.decl.rawType else {
        throw RuntimeIssue.arguments(
          "'\(typeName)' cannot be constructed because it has no accessible initializers", at: position)
      }
      guard labels == ["rawValue"] else {
        throw RuntimeIssue.arguments(
          "incorrect argument label in call (have '\(Self.labelList(labels))', expected 'rawValue:')", at: position)
      }
      let raw = try conforming(values[0], to: rawType == "Character" ? "String" : rawType, at: args.positions[0])
      var walk = ValueWalk(limit: budget.remainingWork)
      let index = enumType.rawValues.firstIndex { Value.equal($0, raw, walk: &walk) == true }
      try spendWork(walk.visits, at: position)
      return index.map { Value.someValue(enumType.value(of: enumType.decl.cases[$0])) } ?? .null
    }
    guard let structType = valueTypes.structs[typeName] else {
      throw RuntimeIssue.unknownName(typeName, at: position, candidates: valueTypes.allNames)
    }
    let declared = structType.decl.initializers + structType.decl.extensionInitializers
    if let initializer = declared.first(where: { $0.labels == labels }) {
      return try runInitializer(initializer, of: structType, arguments: values, at: position)
    }
    // An initializer with default values: the arguments fill its parameters as a function's
    // do, the defaults evaluated at the call.
    for initializer in declared where initializer.defaultArguments.contains(where: { $0 != nil }) {
      guard
        case .success(let sources) = ArgumentMatcher(initializer).match(
          args.labels, trailingClosure: args.trailing != nil)
      else { continue }
      let filled = try parameterValues(initializer, args, sources: sources, defaultsIn: global)
      return try runInitializer(initializer, of: structType, arguments: filled, at: position)
    }
    guard structType.decl.initializers.isEmpty else {
      let written = declared.map { "init(\(Self.labelList($0.labels)))" }.joined(separator: ", ")
      throw RuntimeIssue.arguments(
        "no initializer of '\(typeName)' takes the labels (\(Self.labelList(labels))); it has \(written)", at: position)
    }
    return try memberwise(structType, labels: labels, values: values, args.positions, at: position)
  }

  /// The memberwise initializer: one parameter per stored property in declaration order
  /// (but a `let` with an initial value), those with initial values (and optional `var`s)
  /// may be left out.
  private func memberwise(
    _ structType: ValueTypeTable.StructType, labels: [String?], values: [Value], _ positions: [SourcePosition],
    at position: SourcePosition
  ) throws -> Value {
    let decl = structType.decl
    let parameters = decl.properties.filter { $0.isMutable || $0.initializer == nil }
    var fields = try defaultFields(of: structType, at: position)
    var next = 0
    for property in parameters {
      let index = structType.fieldNames.firstIndex(of: property.name)!
      if next < labels.count,
        labels[next] == property.name
          || (labels[next] == nil && next == labels.count - 1 && values[next].isClosure)
      {
        fields[index] = try conforming(
          values[next], to: TypeName.declared(property), context: decl.name,
          at: next < positions.count ? positions[next] : position)
        next += 1
      } else if labels[next...].contains(property.name), next < labels.count, let written = labels[next] {
        throw RuntimeIssue.arguments("argument '\(property.name)' must precede argument '\(written)'", at: position)
      } else if fields[index].isVoid {
        throw RuntimeIssue.arguments("missing argument for parameter '\(property.name)' in call", at: position)
      }
    }
    if next < labels.count {
      let label = labels[next] ?? "_"
      if let earlier = parameters.firstIndex(where: { $0.name == label }),
        let later = parameters.indices.first(where: { $0 > earlier && labels[..<next].contains(parameters[$0].name) })
      {
        throw RuntimeIssue.arguments(
          "argument '\(label)' must precede argument '\(parameters[later].name)'", at: position)
      }
      throw RuntimeIssue.arguments(
        labels[next] == nil ? "extra argument in call" : "extra argument '\(label)' in call", at: position)
    }
    try chargeArray(count: fields.count, at: position)
    try checkNesting(of: fields, at: position)
    return .structValue(StructValue(typeName: decl.name, fieldNames: structType.fieldNames, fields: fields))
  }

  /// The stored properties' initial values, evaluated for each new value as Swift does;
  /// `.void` for those without (an optional `var` starts as nil).
  private func defaultFields(of structType: ValueTypeTable.StructType, at position: SourcePosition) throws -> [Value] {
    let scope = Scope(parent: global, className: structType.decl.name)
    var fields: [Value] = []
    for property in structType.decl.properties {
      if let initializer = property.initializer {
        let value = try evaluate(initializer, in: scope)
        try checkStorable(value, at: initializer.position)
        fields.append(
          try conforming(
            value, to: TypeName.declared(property), context: structType.decl.name, at: initializer.position))
      } else if property.isOptionalType && property.isMutable {
        fields.append(.null)
      } else {
        fields.append(.void)
      }
    }
    return fields
  }

  /// Runs a struct's `init`: `self` starts with the properties' initial values and must have
  /// every property set when the body ends.
  private func runInitializer(
    _ initializer: MethodDecl, of structType: ValueTypeTable.StructType, arguments: [Value], at position: SourcePosition
  ) throws -> Value {
    let fields = try defaultFields(of: structType, at: position)
    let start = Value.structValue(
      StructValue(typeName: structType.decl.name, fieldNames: structType.fieldNames, fields: fields))
    let scope = Scope(parent: global, className: structType.decl.name)
    let selfVariable = try declareSelf(
      start, typeName: structType.decl.name, isMutable: true, in: scope, at: initializer.position)
    selfVariable.isInitializingSelf = true
    try declareParameters(of: initializer, arguments, context: structType.decl.name, in: scope)
    _ = try runBody(initializer.body, in: scope, at: position)
    guard case .structValue(let made) = selfVariable.value else { return selfVariable.value }
    if let missing = made.fields.firstIndex(where: \.isVoid) {
      throw RuntimeIssue(
        id: DiagnosticID.uninitialized, message: "return from initializer without initializing all stored properties",
        position: position, notes: [("'self.\(made.fieldNames[missing])' not initialized", initializer.position)])
    }
    try chargeArray(count: made.fields.count, at: position)
    return .structValue(made)
  }

  /// `self.init(…)` inside a struct's initializer: another initializer makes the whole value.
  func delegateStructInitializer(_ args: CallArguments, in scope: Scope, at position: SourcePosition) throws -> Value {
    guard scope.selfObject == nil, let selfVariable = lookupLocalVariable("self", in: scope),
      selfVariable.isInitializingSelf, case .structValue(let current) = selfVariable.value
    else {
      throw RuntimeIssue.unsupported(
        "'self.init(…)' can only be called inside an initializer of a struct", at: position)
    }
    let made = try constructValueType(current.typeName, args, at: position)
    let added = try heldObjects(of: made, at: position)
    let removed = try heldObjects(of: selfVariable.value, at: position)
    selfVariable.value = made
    for id in added { engine.retain(id) }
    for id in removed { engine.release(id) }
    return .void
  }

  // MARK: - Running methods of structs and enums

  /// Declares `self` in a method's scope, retaining what it holds (the scope's end releases it).
  @discardableResult
  func declareSelf(
    _ value: Value, typeName: String, isMutable: Bool, in scope: Scope, at position: SourcePosition
  ) throws -> Variable {
    let variable = Variable(name: "self", isMutable: isMutable, value: value, position: position)
    variable.declaredType = typeName
    variable.block = blockNumber
    let held = try heldObjects(of: value, at: position)
    scope.declare(variable)
    for id in held { engine.retain(id) }
    return variable
  }

  private func declareParameters(of method: MethodDecl, _ arguments: [Value], context: String, in scope: Scope) throws {
    guard arguments.count == method.parameterNames.count else {
      throw RuntimeIssue.arguments(
        "'\(method.signature)' takes \(method.parameterNames.count) argument(s), not \(arguments.count)",
        at: method.position)
    }
    for (index, (name, value)) in zip(method.parameterNames, arguments).enumerated() where name != "_" {
      let type = index < method.parameterTypes.count ? method.parameterTypes[index] : nil
      let typed = try conforming(value, to: type, context: context, at: method.position)
      scope.declare(Variable(name: name, isMutable: false, value: typed, position: method.position, isParameter: true))
    }
  }

  /// Runs a method of a struct or an enum on `receiver` (its `self`), which does not change.
  func invokeValueMethod(
    _ method: MethodDecl, typeName: String, on receiver: Value, arguments: [Value], at position: SourcePosition
  ) throws -> (result: Value, receiver: Value) {
    var copy = receiver
    let (result, _) = try invokeValueMethod(
      method, typeName: typeName, receiver: &copy, arguments: arguments, at: position)
    return (result, copy)
  }

  /// Runs a method of a struct or an enum with `receiver` moved into its `self` while it runs
  /// (so a `mutating` method changes it in place) and given back when it ends, also after an
  /// error. `self` does not own what the receiver holds (its owner still does): the objects
  /// the method adds to it and removes from it are returned for that owner to retain and
  /// release, so a call costs what it changes, not a walk over the whole value.
  func invokeValueMethod(
    _ method: MethodDecl, typeName: String, receiver: inout Value, arguments: [Value], at position: SourcePosition
  ) throws -> (result: Value, change: PlaceChange) {
    try checkEffects(of: method, at: position)
    let scope = Scope(parent: global, className: typeName)
    let selfVariable = Variable(
      name: "self", isMutable: method.isMutating, value: .null, position: method.position, isParameter: true)
    selfVariable.declaredType = typeName
    scope.declare(selfVariable)
    let key = ObjectIdentifier(selfVariable)
    forwardedOwnership[key] = PlaceChange()
    swap(&selfVariable.value, &receiver)
    defer {
      // A copy, not a swap: a closure the method made may hold `self` (its copy of it, as in
      // Swift); when none does, the variable goes with the method's scope.
      receiver = selfVariable.value
      forwardedOwnership[key] = nil
    }
    try declareParameters(of: method, arguments, context: typeName, in: scope)
    let result = try runBody(method.body, in: scope, at: position)
    return (
      try conforming(result, to: method.returnTypeName, context: typeName, at: position),
      forwardedOwnership[key] ?? PlaceChange()
    )
  }

  /// Runs a static method (or reads a static computed property): `self` is the type.
  func invokeStaticMethod(_ method: MethodDecl, of typeName: String, arguments: [Value], at position: SourcePosition)
    throws -> Value
  {
    try checkEffects(of: method, at: position)
    let scope = Scope(parent: global, className: typeName)
    let selfVariable = Variable(
      name: "self", isMutable: false, value: .type(typeName), position: method.position, isParameter: true)
    scope.declare(selfVariable)
    try declareParameters(of: method, arguments, context: typeName, in: scope)
    let result = try runBody(method.body, in: scope, at: position)
    return try conforming(result, to: method.returnTypeName, context: typeName, at: position)
  }

  /// The method `name(labels…)` of a struct or enum type (a trailing closure fills the last
  /// parameter), with the arguments in parameter order.
  func valueTypeMethod(_ name: String, _ args: CallArguments, in methods: [MethodDecl]) -> (MethodDecl, [Value])? {
    if let method = methods.first(where: { $0.name == name && !$0.isProperty && $0.labels == args.labels }),
      args.trailing == nil
    {
      return (method, args.values)
    }
    if let trailing = args.trailing,
      let method = methods.first(where: {
        $0.name == name && !$0.isProperty && $0.labels.count == args.labels.count + 1
          && Array($0.labels.dropLast()) == args.labels
      })
    {
      return (method, args.values + [trailing])
    }
    return nil
  }

  // MARK: - Static members

  /// A static stored property, initialized the first time it is read (Swift's statics are
  /// lazy); what it holds is retained for the rest of the session, like a global's.
  func staticProperty(_ binding: Binding, of typeName: String, at position: SourcePosition) throws -> Value {
    if let value = staticValues[typeName]?[binding.name] { return value }
    let key = "\(typeName).\(binding.name)"
    guard !staticsBeingInitialized.contains(key) else {
      throw RuntimeIssue(
        id: DiagnosticID.runaway, message: "static property '\(key)' is initialized in terms of itself",
        position: position)
    }
    staticsBeingInitialized.insert(key)
    defer { staticsBeingInitialized.remove(key) }
    let scope = Scope(parent: global, className: typeName)
    scope.declare(
      Variable(name: "self", isMutable: false, value: .type(typeName), position: position, isParameter: true))
    let value: Value
    if let initializer = binding.initializer {
      let made = try evaluate(initializer, in: scope)
      try checkStorable(made, at: initializer.position)
      value = try conforming(made, to: TypeName.declared(binding), context: typeName, at: initializer.position)
    } else {
      value = .null
    }
    let held = try heldObjects(of: value, at: position)
    staticValues[typeName, default: [:]][binding.name] = value
    for id in held { engine.retain(id) }
    return value
  }

  /// `Tab.home`, `Tab.allCases`, `Theme.shared`, `Point.origin`, `Tab.title` (a static
  /// computed property): a member of a scenario struct or enum type.
  func staticMember(_ name: String, of typeName: String, at position: SourcePosition) throws -> Value {
    if let enumType = valueTypes.enums[typeName] {
      if let enumCase = enumType.casesByName[name] {
        guard enumCase.payloadLabels == nil else {
          throw RuntimeIssue.unsupported(
            "'\(typeName).\(name)' takes associated values: '\(typeName).\(name)(…)'", at: position)
        }
        return enumType.value(of: enumCase)
      }
      if name == "allCases" {
        guard enumType.conformances.contains("CaseIterable") else {
          throw RuntimeIssue(
            id: DiagnosticID.unknownMember,
            message: "type '\(typeName)' has no member 'allCases'; declare it 'CaseIterable'", position: position)
        }
        try chargeArray(count: enumType.decl.cases.count, at: position)
        return .array(enumType.decl.cases.map(enumType.value(of:)))
      }
    }
    if let statics = staticMembers(of: typeName) {
      if let binding = statics.properties.first(where: { $0.name == name }) {
        return try staticProperty(binding, of: typeName, at: position)
      }
      if let computed = statics.methods.first(where: { $0.name == name && $0.isProperty }) {
        return try invokeStaticMethod(computed, of: typeName, arguments: [], at: position)
      }
    }
    if let nested = valueTypes.resolve(name, from: typeName), nested == "\(typeName).\(name)" {
      return .type(nested)
    }
    var candidates =
      (staticMembers(of: typeName)?.properties.map(\.name) ?? [])
      + (staticMembers(of: typeName)?.methods.map(\.name) ?? [])
    candidates += valueTypes.enums[typeName]?.decl.caseNames ?? []
    throw RuntimeIssue(
      id: DiagnosticID.unknownMember,
      message: "type '\(typeName)' has no member '\(name)'"
        + (NearMiss.suggestion(for: name, in: candidates).map { "; \($0)" } ?? ""),
      position: position)
  }

  /// `Point.make(…)`: a static method; `Tab(rawValue:)` written `Tab.init(rawValue:)`.
  func callStaticMethod(_ name: String, of typeName: String, _ args: CallArguments, at position: SourcePosition)
    throws -> Value
  {
    if name == "init" { return try constructValueType(typeName, args, at: position) }
    if let enumType = valueTypes.enums[typeName], let enumCase = enumType.casesByName[name] {
      // `State.loaded(["a"])`: a case with its associated values.
      return try makeCase(
        enumCase, of: enumType, payload: args.values + (args.trailing.map { [$0] } ?? []), at: position)
    }
    if valueTypes.contains("\(typeName).\(name)") {
      return try constructValueType("\(typeName).\(name)", args, at: position)
    }
    let methods = staticMembers(of: typeName)?.methods ?? []
    guard let (method, values) = valueTypeMethod(name, args, in: methods) else {
      if methods.contains(where: { $0.name == name }) {
        throw RuntimeIssue.arguments(
          "no static method '\(name)' of \(typeName) takes the labels (\(Self.labelList(args.labels)))", at: position)
      }
      throw RuntimeIssue(
        id: DiagnosticID.unknownMember, message: "type '\(typeName)' has no member '\(name)'", position: position)
    }
    return try invokeStaticMethod(method, of: typeName, arguments: values, at: position)
  }

  /// The static members of a scenario struct or enum.
  func staticMembers(of typeName: String) -> StaticMembers? {
    valueTypes.statics(of: typeName)
  }

  /// `Type` in `Type.member` when `base` names a scenario struct or enum (`Theme`,
  /// `ListViewController.Section`); nil otherwise. Nothing is evaluated.
  func staticTypeName(of base: Expr, in scope: Scope) throws -> String? {
    switch base.kind {
    case .identifier(let name):
      guard lookupLocalVariable(name, in: scope) == nil, global.lookupLocal(name) == nil else { return nil }
      return valueTypes.resolve(name, from: scope.className) ?? resolveValueType(name, from: scope.className)
    case .member(let outer, let name):
      if case .identifier(let outerName) = outer.kind, classes.isClass(outerName) {
        return valueTypes.contains("\(outerName).\(name)") ? "\(outerName).\(name)" : nil
      }
      guard let outerType = try staticTypeName(of: outer, in: scope) else { return nil }
      return valueTypes.contains("\(outerType).\(name)") ? "\(outerType).\(name)" : nil
    default:
      return nil
    }
  }
}

extension Value {
  var isClosure: Bool {
    if case .closure = self { return true }
    return false
  }
}
