import DocEngine

// MARK: - Expressions

extension Interpreter {
  /// Evaluates an expression. An optional chain that meets nil yields nil at its end
  /// (`.chainBoundary`); errors are `RuntimeIssue`s at the sub-expression that caused them.
  func evaluate(_ expr: Expr, in scope: Scope) throws -> Value {
    try spendWork(at: expr.position)
    switch expr.kind {
    case .identifier(let name):
      return try lookup(name, in: scope, at: expr.position)
    case .selfReference:
      if let unwrapped = lookupLocalVariable("self", in: scope) {
        return try read(unwrapped, at: expr.position)
      }
      if scope.selfObject == nil, let owner = scope.staticClass { return .type(owner) }
      guard let object = scope.selfObject else {
        throw RuntimeIssue.unsupported("'self' is available only inside class bodies", at: expr.position)
      }
      return .object(object)
    case .superReference:
      throw RuntimeIssue.unsupported("'super' can only be used to call a method or read a property", at: expr.position)
    case .member(let base, let name):
      if case .superReference = base.kind {
        return try callSuper(name: name, labels: [], arguments: [], isProperty: true, in: scope, at: expr.position)
      }
      if let typeName = try staticTypeName(of: base, in: scope) {
        return try staticMember(name, of: typeName, at: expr.position)
      }
      if let owner = staticOwner(of: base, in: scope) {
        return try staticMember(name, of: owner, in: scope, at: expr.position)
      }
      try requireUnwrapped(base, toReach: name, in: scope, at: expr.position)
      let value = try checkImplicitUnwrap(base, try evaluate(base, in: scope), in: scope)
      return try member(name, of: value, at: expr.position, in: scope)
    case .implicitMember(let name):
      return .enumCase(name, [])
    case .optionalChain(let inner):
      let value = try evaluate(inner, in: scope)
      if value.isNil { throw ChainStop() }
      return value.unwrappedOptional
    case .chainBoundary(let inner):
      // An optional chain's value is optional, whatever its last link is.
      do {
        return Value.someValue(try evaluate(inner, in: scope))
      } catch is ChainStop {
        return .null
      }
    case .forceUnwrap(let inner):
      let value = try evaluate(inner, in: scope)
      if value.isNil {
        throw RuntimeIssue(
          id: DiagnosticID.unwrap, message: "unexpectedly found nil while unwrapping an Optional value",
          position: expr.position)
      }
      return value.unwrappedOptional
    case .call(let callee, let arguments, let trailing):
      return try evaluateCall(callee: callee, arguments: arguments, trailing: trailing, in: scope, at: expr.position)
    case .subscriptAccess(let base, let indexExpr):
      let value = try checkImplicitUnwrap(base, try evaluate(base, in: scope), in: scope)
      let index = try evaluate(indexExpr, in: scope)
      if let element = try subscriptValue(value, index, at: indexExpr.position) { return element }
      guard case .array(let elements) = value else {
        throw RuntimeIssue.type(
          "cannot subscript \(value.kindDescription); only arrays have subscripts", at: expr.position)
      }
      guard case .int(let i) = index else {
        throw RuntimeIssue.type("an array index must be an Int, not \(index.kindDescription)", at: indexExpr.position)
      }
      guard elements.indices.contains(i) else {
        throw RuntimeIssue(
          id: DiagnosticID.index,
          message:
            "index \(i) is out of range (the array has \(elements.count) element\(elements.count == 1 ? "" : "s"))",
          position: indexExpr.position)
      }
      return elements[i]
    case .stringLiteral(let parts):
      // A literal without interpolation is the program's own text: nothing new is made.
      if parts.count == 1, case .text(let literal) = parts[0] { return .string(literal) }
      var pieces: [String] = []
      var bytes = 0
      for part in parts {
        switch part {
        case .text(let literal): pieces.append(literal)
        case .interpolation(let inner): pieces.append(try render(try evaluate(inner, in: scope), at: inner.position))
        }
        bytes += pieces[pieces.count - 1].utf8.count
      }
      try chargeString(bytes: bytes, at: expr.position)
      return .string(pieces.joined())
    case .integerLiteral(let value):
      return .int(value)
    case .floatLiteral(let value):
      return .double(value)
    case .booleanLiteral(let value):
      return .bool(value)
    case .nilLiteral:
      return .null
    case .arrayLiteral(let elements):
      var values: [Value] = []
      for element in elements {
        let value = try evaluate(element, in: scope)
        try checkStorable(value, at: element.position)
        values.append(value)
      }
      try chargeArray(count: values.count, at: expr.position)
      try checkNesting(of: values, at: expr.position)
      return .array(try unifyEnumElements(values, at: expr.position))
    case .dictionaryLiteral(let pairs):
      return try evaluateDictionaryLiteral(pairs, in: scope, at: expr.position)
    case .tupleLiteral(let elements):
      return try evaluateTupleLiteral(elements, in: scope, at: expr.position)
    case .collectionType(let typeName):
      throw RuntimeIssue.type("'\(typeName)' is a type; make one with '\(typeName)()'", at: expr.position)
    case .typeReference(let name):
      // A view class (`UITableViewCell.self`, which a table view registers) is a type too.
      if UIKitBindings.elementClasses[name] != nil { return .type(name) }
      try requireClass(name, at: expr.position, allowImplicit: true)
      return .type(name)
    case .not(let inner):
      let value = try evaluate(inner, in: scope)
      guard case .bool(let b) = value else {
        throw RuntimeIssue.type("'!' needs a Bool, not \(value.kindDescription)", at: inner.position)
      }
      return .bool(!b)
    case .negate(let inner):
      switch try evaluate(inner, in: scope) {
      case .int(let n):
        let (negated, overflow) = Int(0).subtractingReportingOverflow(n)
        if overflow {
          throw RuntimeIssue.type("arithmetic overflow: -(\(n)) does not fit in an Int", at: expr.position)
        }
        return .int(negated)
      case .double(let d): return .double(-d)
      case let value:
        throw RuntimeIssue.type("unary operator '-' cannot be applied to \(value.kindDescription)", at: inner.position)
      }
    case .binary(let op, let left, let right):
      return try evaluateBinary(op, left, right, in: scope, at: expr.position)
    case .ternary(let condition, let then, let otherwise):
      // Only the chosen side is evaluated.
      return try evaluate(try evaluateCondition(condition, in: scope) ? then : otherwise, in: scope)
    case .cast(let inner, let kind, let typeName):
      return try evaluateCast(try evaluate(inner, in: scope), kind, typeName, at: expr.position)
    case .closure(let closure):
      return .closure(try makeClosure(closure, in: scope))
    case .selector(let typeName, let name, let labels):
      return try evaluateSelector(typeName: typeName, name: name, labels: labels, in: scope, at: expr.position)
    case .tryExpr(let inner, let kind):
      return try evaluateTry(inner, kind, in: scope, at: expr.position)
    case .awaitExpr(let inner):
      return try evaluateAwait(inner, in: scope)
    }
  }

  /// `#selector(save(_:))`: resolved as swiftc resolves it, in the class it is written in (or
  /// the class it names), and the method must be exposed to Objective-C.
  private func evaluateSelector(
    typeName: String?, name: String, labels: [String?]?, in scope: Scope, at position: SourcePosition
  )
    throws -> Value
  {
    let written = labels.map { "\(name)(\(Self.labelList($0)))" } ?? name
    guard let className = typeName ?? scope.className else {
      throw RuntimeIssue.unknownName(written, at: position, candidates: [])
    }
    if typeName != nil { try requireClass(className, at: position, allowImplicit: false) }
    var found: [MethodDecl] = []
    var sameName: [MethodDecl] = []
    for owner in classes.ancestry(of: className) {
      for method in classes.declarations(of: owner)?.methodsByName[name] ?? [] where !method.isProperty {
        sameName.append(method)
        if labels == nil || method.labels == labels!, !found.contains(where: { $0.signature == method.signature }) {
          found.append(method)
        }
      }
    }
    guard let method = found.first else {
      var message =
        typeName == nil ? "cannot find '\(written)' in scope" : "type '\(className)' has no member '\(written)'"
      if let other = sameName.first { message += "; did you mean '\(other.signature)'?" }
      throw RuntimeIssue(id: DiagnosticID.unknownName, message: message, position: position)
    }
    if found.count > 1 {
      throw RuntimeIssue(
        id: DiagnosticID.type, message: "ambiguous use of '\(name)'", position: position,
        notes: found.map { ("found candidate '\($0.signature)'", $0.position) })
    }
    guard method.isObjC else {
      throw RuntimeIssue(
        id: DiagnosticID.type,
        message:
          "argument of '#selector' refers to instance method '\(method.signature)' that is not exposed to Objective-C",
        position: position,
        notes: [("add '@objc' to expose this instance method to Objective-C", method.position)])
    }
    return .selector(method.signature)
  }

  func evaluateCondition(_ expr: Expr, in scope: Scope) throws -> Bool {
    let value = try evaluate(expr, in: scope)
    guard case .bool(let b) = value else {
      throw RuntimeIssue.type("a condition must be a Bool, not \(value.kindDescription)", at: expr.position)
    }
    return b
  }

  // MARK: - Names

  /// Resolves a bare name: locals, then `self`'s members (inside a class), then globals, then
  /// the built-ins.
  func lookup(_ name: String, in scope: Scope, at position: SourcePosition) throws -> Value {
    if let variable = lookupLocalVariable(name, in: scope) {
      return try read(variable, at: position)
    }
    if let selfObject = scope.selfObject, hasMember(name, on: selfObject) {
      return try member(name, of: .object(selfObject), at: position, in: scope)
    }
    if let value = try valueSelfMember(name, in: scope, at: position) {
      return value
    }
    if let value = try staticMemberIfDeclared(name, in: scope, at: position) {
      return value
    }
    if let variable = global.lookupLocal(name) {
      return variable.value
    }
    try refuseFunctionValue(name, at: position)
    if let selfObject = scope.selfObject,
      let issue = staticMemberOnInstance(name, of: engine.className(of: selfObject), at: position)
    {
      throw issue
    }
    if let builtin = Value.BuiltinObject(rawValue: name) {
      return .builtin(builtin)
    }
    if let typeName = valueTypes.resolve(name, from: scope.className) {
      return .type(typeName)
    }
    if UIKitBindings.valueTypeNames.contains(name) {
      return .type(name)
    }
    if classes.isClass(name) {
      throw RuntimeIssue.type(
        "'\(name)' is a class; write '\(name).self' to pass it, or '\(name)()' to make one", at: position)
    }
    throw RuntimeIssue.unknownName(name, at: position, candidates: visibleNames(in: scope))
  }

  /// Checks that `name` is a class the scenario can use; a `…ViewController` or `…Controller`
  /// name nobody declares becomes an implicit UIViewController subclass when allowed.
  func requireClass(_ name: String, at position: SourcePosition, allowImplicit: Bool) throws {
    if classes.isClass(name) { return }
    if allowImplicit, Self.isImplicitControllerName(name) {
      classes.addImplicitClass(name)
      return
    }
    throw RuntimeIssue.unknownName(
      name, at: position, candidates: classes.allClassNames + UIKitBindings.protocolNames + classes.declaredProtocols)
  }

  static func isImplicitControllerName(_ name: String) -> Bool {
    guard let first = name.first, first.isUppercase, !UnsimulatedUIKit.isCatalogued(name) else { return false }
    return name.hasSuffix("Controller") && name != "Controller"
  }

  // MARK: - Operators

  private func evaluateBinary(
    _ op: BinaryOperator, _ left: Expr, _ right: Expr, in scope: Scope, at position: SourcePosition
  )
    throws -> Value
  {
    switch op {
    case .nilCoalescing:
      // The right side is evaluated only when the left is nil, as Swift's autoclosure does.
      let l = try evaluate(left, in: scope)
      return l.isNil ? try typedImplicitMember(try evaluate(right, in: scope), at: right.position) : l.unwrappedOptional
    case .and, .or:
      let l = try evaluateCondition(left, in: scope)
      if op == .and && !l { return .bool(false) }
      if op == .or && l { return .bool(true) }
      return .bool(try evaluateCondition(right, in: scope))
    case .identical, .notIdentical:
      let l = try evaluate(left, in: scope)
      let r = try evaluate(right, in: scope)
      for (value, side) in [(l, left), (r, right)] where !value.isReference {
        throw RuntimeIssue.type(
          "'\(op.rawValue)' compares objects; \(value.kindDescription) is not one", at: side.position)
      }
      let same = Self.identical(l, r)
      return .bool(op == .identical ? same : !same)
    case .equal, .notEqual:
      let l = try evaluate(left, in: scope)
      let r = try evaluate(right, in: scope)
      if let same = try userEquality(l, r, at: position) {
        return .bool(op == .equal ? same : !same)
      }
      guard let same = try equal(l, r, at: position) else {
        throw RuntimeIssue.type(
          "'\(op.rawValue)' cannot compare \(l.kindDescription) with \(r.kindDescription)", at: position)
      }
      return .bool(op == .equal ? same : !same)
    case .less, .lessOrEqual, .greater, .greaterOrEqual, .add, .subtract, .multiply, .divide, .remainder,
      .halfOpenRange, .closedRange:
      let l = try evaluate(left, in: scope)
      let r = try evaluate(right, in: scope)
      if op.isOrdering, let less = try userOrdering(op, l, r, at: position) { return .bool(less) }
      try chargeOperands(op, l, r, at: position)
      let result = try Arithmetic.apply(
        op, l, r, leftIsLiteral: left.isNumberLiteral, rightIsLiteral: right.isNumberLiteral, at: position)
      if case .array(let numbers) = result, op == .halfOpenRange || op == .closedRange {
        try chargeArray(count: numbers.count, at: position)
      }
      return result
    }
  }

  /// Charges what `+` makes of strings and arrays, and what comparing strings reads, before
  /// it is done: `s = s + s` forty times would otherwise make a terabyte.
  func chargeOperands(_ op: BinaryOperator, _ l: Value, _ r: Value, at position: SourcePosition) throws {
    switch (l, r) {
    case (.string(let a), .string(let b)) where op == .add:
      try chargeString(bytes: a.utf8.count + b.utf8.count, at: position)
    case (.string(let a), .string(let b)) where op.isOrdering:
      try chargeReading(bytes: a.utf8.count + b.utf8.count, at: position)
    case (.array(let a), .array(let b)) where op == .add:
      try chargeArray(count: a.count + b.count, at: position)
    default:
      break
    }
  }

  static func identical(_ l: Value, _ r: Value) -> Bool {
    switch (l, r) {
    case (.null, .null): return true
    case (.object(let a), .object(let b)): return a == b
    case (.view(let a), .view(let b)): return a == b
    case (.builtin(let a), .builtin(let b)): return a == b
    case (.element(let a), .element(let b)): return a == b
    default: return false
    }
  }

  /// Structural equality of values the interpreter made itself (detents, observer tokens),
  /// which are small; nil when the two kinds cannot be compared.
  static func equal(_ l: Value, _ r: Value) -> Bool? {
    var walk = ValueWalk(limit: .max)
    return Value.equal(l, r, walk: &walk)
  }

  /// Structural equality of the scenario's values, charged for the elements and text it
  /// compares; nil when the two kinds cannot be compared.
  func equal(_ l: Value, _ r: Value, at position: SourcePosition) throws -> Bool? {
    var walk = ValueWalk(limit: budget.remainingWork)
    let same = Value.equal(l, r, walk: &walk)
    try spendWork(walk.visits, at: position)
    return same
  }

  /// The objects `value` holds strongly (itself, or an array's elements), charged for the
  /// elements it visits.
  func heldObjects(of value: Value, at position: SourcePosition) throws -> [ObjectID] {
    switch value {
    case .object(let id): return [id]
    case .closure(let closure): return closure.heldObjects
    case .array, .structValue, .enumValue, .tuple, .dictionary, .optional: break
    default: return []
    }
    var walk = ValueWalk(limit: budget.remainingWork)
    let held = value.heldObjects(walk: &walk)
    try spendWork(walk.visits, at: position)
    return held
  }

  /// The deepest arrays and enum payloads may nest: walks recurse once per level (and so
  /// does freeing a value), and real code nests two or three.
  static let maxValueNesting = 32

  /// Checks that a value made of `parts` (an array's elements, a payload) nests no deeper
  /// than ``maxValueNesting``, charged for the elements it visits.
  func checkNesting(of parts: [Value], at position: SourcePosition) throws {
    var walk = ValueWalk(limit: budget.remainingWork)
    let depth = Value.array(parts).nesting(walk: &walk, cap: Self.maxValueNesting + 1)
    try spendWork(walk.visits, at: position)
    if depth > Self.maxValueNesting {
      throw RuntimeIssue(
        id: DiagnosticID.limit,
        message:
          "arrays or payloads nested more than \(Self.maxValueNesting) deep; scenarios are limited to \(Self.maxValueNesting)",
        position: position)
    }
  }

  private func evaluateCast(_ value: Value, _ kind: CastKind, _ typeName: String, at position: SourcePosition) throws
    -> Value
  {
    try requireType(typeName, at: position)
    if kind == .coerce { return try coerce(value, to: typeName, at: position) }
    // `as?` on an optional looks at what it holds; its result is optional again.
    let value = value.unwrappedOptional
    let matches = try castMatches(value, typeName, at: position)
    switch kind {
    case .check: return .bool(matches)
    case .conditional: return matches ? Value.someValue(value) : .null
    case .forced, .coerce:
      guard matches else {
        let what = value.isNil ? "nil" : describeType(of: value)
        throw RuntimeIssue(
          id: DiagnosticID.unwrap, message: "could not cast value of type '\(what)' to '\(typeName)'",
          position: position)
      }
      return value
    }
  }

  /// Checks a name used after `as?`, `as!`, `is`: a class, a protocol, a value type, `Any`,
  /// `AnyObject`, or an array of one of them.
  private func requireType(_ name: String, at position: SourcePosition) throws {
    if name.hasPrefix("["), name.hasSuffix("]") {
      return try requireType(String(name.dropFirst().dropLast()), at: position)
    }
    if [
      "Bool", "Int", "Double", "String", "CGFloat", "CGRect", "CGSize", "CGPoint", "UINavigationItem", "Any",
      "AnyObject",
    ].contains(name) || UIKitBindings.elementClasses[name] != nil {
      return
    }
    // `scene as? UIWindowScene`: every element class, and the classes they inherit from.
    if UIKitBindings.types.contains(where: { type in
      if case .element = type.model { return UIKitBindings.ancestry(of: type.name).contains(name) }
      return false
    }) {
      return
    }
    if UIKitBindings.protocolNames.contains(name) || classes.declaredProtocols.contains(name) { return }
    if valueTypes.contains(name) || TypeName.isSet(name) { return }
    try requireClass(name, at: position, allowImplicit: false)
  }

  /// The class name of a value, for messages.
  func describeType(of value: Value) -> String {
    switch value {
    case .object(let id): return engine.className(of: id)
    case .bool: return "Bool"
    case .int: return "Int"
    case .double: return "Double"
    case .string: return "String"
    case .array(let elements): return Self.collectionType("[", elements, "]", of: describeType) ?? "Array"
    case .view: return "UIView"
    case .element(let id): return engine.kind(of: id).className
    case .geometry(let geometry): return geometry.typeName
    case .builtin(let b): return b.rawValue
    case .structValue(let structValue): return structValue.typeName
    case .enumValue(let enumValue): return enumValue.typeName
    case .tuple(let tuple): return "(" + tuple.elements.map(describeType).joined(separator: ", ") + ")"
    case .dictionary(let dictionary):
      guard let key = Self.collectionType("", dictionary.keys, "", of: describeType),
        let value = Self.collectionType("", dictionary.values, "", of: describeType)
      else { return "Dictionary" }
      return "[\(key): \(value)]"
    case .set(let set): return Self.collectionType("Set<", set.elements, ">", of: describeType) ?? "Set"
    case .optional(let wrapped): return "Optional<\(describeType(of: wrapped))>"
    default: return value.kindDescription
    }
  }

  /// `[String]`, `Set<Int>`: a collection's type as Swift prints it, when its elements all
  /// have one type; nil when it is empty or mixed (the type then depends on a declaration
  /// the value does not carry).
  static func collectionType(
    _ open: String, _ elements: [Value], _ close: String, of describe: (Value) -> String
  ) -> String? {
    guard let first = elements.first.map(describe), elements.dropFirst().allSatisfy({ describe($0) == first }) else {
      return nil
    }
    return open + first + close
  }

  // MARK: - Rendering values

  /// How a value reads in a message (an assertion's sides, a `switch` that matched nothing):
  /// strings in quotes when `quoted`, objects as the log names them. A value longer than
  /// ``maxDescribedBytes`` is cut with `…`: a message is not the place for a whole array.
  func describe(_ value: Value, quoted: Bool) -> String {
    var text = ""
    var visits = 0
    if !appendDescription(
      of: value, quoted: quoted, to: &text, limit: Self.maxDescribedBytes, visits: &visits, maxVisits: .max)
    {
      text += "…"
    }
    return text
  }

  static let maxDescribedBytes = 1_000

  /// How a value reads in a `print` line or an interpolation, charged as a string made (and
  /// for the elements it visits); making more text than the memory budget has left stops the
  /// scenario at `position`.
  func render(_ value: Value, at position: SourcePosition) throws -> String {
    if case .string(let s) = value { return s }
    let value = try withCustomDescriptions(value, at: position)
    var text = ""
    var visits = 0
    let limit = ScenarioBudget.maxMemory - budget.memory
    let complete = appendDescription(
      of: value, quoted: false, to: &text, limit: limit, visits: &visits, maxVisits: budget.remainingWork)
    try spendWork(visits, at: position)
    try chargeString(bytes: complete ? text.utf8.count : limit + 1, at: position)
    return text
  }

  /// Appends how `value` reads to `text`, counting the elements it visits; false, with `text`
  /// cut short, when it would pass `limit` bytes or `maxVisits` elements. (Each element adds
  /// at least a byte, but a debug build takes a microsecond an element.)
  private func appendDescription(
    of value: Value, quoted: Bool, to text: inout String, limit: Int, visits: inout Int, maxVisits: Int
  ) -> Bool {
    visits += 1
    guard visits <= maxVisits else { return false }
    func append(_ piece: String) -> Bool {
      guard text.utf8.count + piece.utf8.count <= limit else { return false }
      text += piece
      return true
    }
    func list(_ open: String, _ items: [Value], _ close: String) -> Bool {
      labelled(open, items.map { (nil, $0) }, close)
    }
    /// `Point(x: 1, y: 2)`, `(1, b: "x")`: items with their labels, as Swift prints them.
    func labelled(_ open: String, _ items: [(label: String?, value: Value)], _ close: String) -> Bool {
      guard append(open) else { return false }
      for (index, item) in items.enumerated() {
        guard index == 0 || append(", "), item.label.map({ append("\($0): ") }) ?? true,
          appendDescription(
            of: item.value, quoted: true, to: &text, limit: limit, visits: &visits, maxVisits: maxVisits)
        else { return false }
      }
      return append(close)
    }
    switch value {
    case .void: return append("()")
    case .null: return append("nil")
    case .bool(let b): return append(b ? "true" : "false")
    case .int(let i): return append(String(i))
    case .double(let d): return append(d.description)
    case .string(let s): return quoted ? append("\"") && append(s) && append("\"") : append(s)
    case .array(let elements): return list("[", elements, "]")
    case .object(let id): return append(engine.displayName(of: id))
    case .view(let id): return append("\(engine.displayName(of: id)).view")
    case .element(let id): return append("<\(engine.kind(of: id).className)>")
    case .geometry(let geometry): return append(geometry.description)
    case .selector(let selector): return append("#selector(\(selector))")
    case .enumCase("notificationName", let payload) where payload.count == 1:
      return append("NSNotification.Name(_rawValue: ")
        && appendDescription(
          of: payload[0], quoted: false, to: &text, limit: limit, visits: &visits, maxVisits: maxVisits)
        && append(")")
    case .enumCase("notification", let payload) where payload.count == 2:
      return append("name = ")
        && appendDescription(
          of: payload[0], quoted: false, to: &text, limit: limit, visits: &visits, maxVisits: maxVisits)
        && append(", object = ")
        && appendDescription(
          of: payload[1], quoted: false, to: &text, limit: limit, visits: &visits, maxVisits: maxVisits)
    case .enumCase(let name, let payload):
      if payload.isEmpty { return append(".\(name)") }
      return list(".\(name)(", payload, ")")
    case .type(let name): return append(name)
    case .closure: return append("(Function)")
    case .builtin(let b): return append(b.rawValue)
    case .control(let name): return append(name)
    // Swift prints a value nested in another with its type (`[Tab.home]`, `Line(a: Point(…))`)
    // and a top-level one without (`home`); it also puts the module before the type, which a
    // scenario does not have (see docs/scenario-language.md).
    case .structValue(let structValue):
      if let custom = structValue.customDescription { return append(custom) }
      let name = quoted ? structValue.typeName : String(structValue.typeName.split(separator: ".").last ?? "")
      return labelled("\(name)(", zip(structValue.fieldNames, structValue.fields).map { ($0, $1) }, ")")
    case .enumValue(let enumValue):
      if let custom = enumValue.customDescription { return append(custom) }
      let name = quoted ? "\(enumValue.typeName).\(enumValue.caseName)" : enumValue.caseName
      if enumValue.payload.isEmpty { return append(name) }
      let labels =
        enumValue.labels.count == enumValue.payload.count ? enumValue.labels : enumValue.payload.map { _ in nil }
      return labelled("\(name)(", Array(zip(labels, enumValue.payload)), ")")
    case .tuple(let tuple):
      return labelled("(", Array(zip(tuple.labels, tuple.elements)), ")")
    case .dictionary(let dictionary):
      if dictionary.count == 0 { return append("[:]") }
      guard append("[") else { return false }
      for (index, (key, element)) in zip(dictionary.keys, dictionary.values).enumerated() {
        guard index == 0 || append(", "),
          appendDescription(of: key, quoted: true, to: &text, limit: limit, visits: &visits, maxVisits: maxVisits),
          append(": "),
          appendDescription(of: element, quoted: true, to: &text, limit: limit, visits: &visits, maxVisits: maxVisits)
        else { return false }
      }
      return append("]")
    case .set(let set):
      return list("[", set.elements, "]")
    case .optional(let wrapped):
      return list("Optional(", [wrapped], ")")
    }
  }
}

extension Value {
  /// Values `===` accepts: objects, views, built-in objects and nil.
  var isReference: Bool {
    switch self {
    case .null, .object, .view, .builtin, .element: return true
    default: return false
    }
  }
}

// MARK: - Optionals swiftc would make you unwrap

extension Interpreter {
  /// UIKit's optional properties, with their wrapped type: reaching a member through one
  /// without `?` or `!` does not compile.
  static let optionalUIKitProperties: [String: String] = [
    "presentationController": "UIPresentationController", "presentingViewController": "UIViewController",
    "presentedViewController": "UIViewController", "navigationController": "UINavigationController",
    "tabBarController": "UITabBarController", "splitViewController": "UISplitViewController",
    "parent": "UIViewController", "topViewController": "UIViewController",
    "visibleViewController": "UIViewController", "selectedViewController": "UIViewController",
    "viewIfLoaded": "UIView", "superview": "UIView", "sheetPresentationController": "UISheetPresentationController",
    "rootViewController": "UIViewController", "window": "UIWindow",
    "textLabel": "UILabel", "detailTextLabel": "UILabel", "indexPathForSelectedRow": "IndexPath",
  ]

  /// The Swift types of UIKit's other controller properties, for swiftc's wording.
  static let uikitPropertyTypes: [String: String] = [
    "title": "String?", "view": "UIView?", "children": "[UIViewController]", "isViewLoaded": "Bool",
    "isBeingPresented": "Bool", "isBeingDismissed": "Bool", "isMovingToParent": "Bool", "isMovingFromParent": "Bool",
    "isModalInPresentation": "Bool", "definesPresentationContext": "Bool",
    "providesPresentationContextTransitionStyle": "Bool", "modalPresentationStyle": "UIModalPresentationStyle",
    "modalTransitionStyle": "UIModalTransitionStyle",
    "transitioningDelegate": "(any UIViewControllerTransitioningDelegate)?",
    "viewControllers": "[UIViewController]", "selectedIndex": "Int", "delegate": "AnyObject?",
  ]

  /// Scenario values carry no static types, so optionality is checked by syntax: a member
  /// reached through one of UIKit's optional properties (`vc.presentationController.delegate`)
  /// is swiftc's error, with its wording, unless a scenario class declares a property of that
  /// name (then it may not be UIKit's).
  func requireUnwrapped(_ base: Expr, toReach member: String, in scope: Scope, at position: SourcePosition) throws {
    let property: String
    switch base.kind {
    case .member(_, let name): property = name
    case .identifier(let name):
      // Unqualified inside a controller's method: `self`'s UIKit property, unless a local shadows it.
      guard let selfObject = scope.selfObject, lookupLocalVariable(name, in: scope) == nil,
        engine.knownProperties(of: selfObject).contains(name)
      else { return }
      property = name
    default: return
    }
    guard let wrapped = Self.optionalUIKitProperties[property], !classes.declaresMember(property) else { return }
    throw RuntimeIssue(
      id: DiagnosticID.unwrap,
      message:
        "value of optional type '\(wrapped)?' must be unwrapped to refer to member '\(member)' of wrapped base type '\(wrapped)'",
      position: position,
      notes: [
        ("chain the optional using '?' to access member '\(member)' only for non-'nil' base values", nil),
        ("force-unwrap using '!' to abort execution if the optional value contains 'nil'", nil),
      ])
  }
}
