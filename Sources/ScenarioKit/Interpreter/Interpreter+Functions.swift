import DocEngine

// MARK: - Top-level functions and argument matching

extension Interpreter {
  /// Names Swift's standard library gives that scenarios rely on: a function of the same name
  /// would change what they mean, so it is refused.
  static let reservedFunctionNames: Set<String> = [
    "print", "assert", "printHierarchy", "fatalError", "precondition", "preconditionFailure", "assertionFailure",
  ]

  /// Declares a program's top-level functions: overloads must differ in their labels, across
  /// the blocks of a page as in one file.
  func declareFunctions(_ decls: [MethodDecl]) throws {
    for function in decls {
      if Self.reservedFunctionNames.contains(function.name) {
        throw RuntimeIssue(
          id: DiagnosticID.redeclaration,
          message: "'\(function.name)' cannot be redeclared in scenarios: their logs depend on Swift's",
          position: function.position)
      }
      if let clash = functions[function.name]?.first(where: { $0.signature == function.signature }) {
        throw RuntimeIssue(
          id: DiagnosticID.redeclaration, message: "invalid redeclaration of '\(function.signature)'",
          position: function.position,
          notes: [("'\(clash.signature)' was declared by an earlier block of this page", nil)])
      }
      functions[function.name, default: []].append(function)
    }
  }

  /// `name(…)` when top-level functions of that name exist: the overload these arguments fit
  /// (the one using fewest default values), called; nil when no function has the name.
  func callFunction(_ name: String, _ args: CallArguments, at position: SourcePosition, calleePosition: SourcePosition)
    throws -> Value?
  {
    guard let candidates = functions[name] else { return nil }
    let (function, sources) = try chooseOverload(
      candidates, args, kind: "global function '\(name)'", at: calleePosition)
    let values = try parameterValues(function, args, sources: sources, defaultsIn: Scope(parent: global))
    return try invokeFunction(function, arguments: values, at: position)
  }

  /// The overload of `candidates` that `args` fit, with where each parameter's value comes
  /// from; swiftc's message when none does (`missing argument for parameter 'name' in call`,
  /// or `no exact matches in call to global function 'f'` among several).
  func chooseOverload(_ candidates: [MethodDecl], _ args: CallArguments, kind: String, at position: SourcePosition)
    throws -> (MethodDecl, [ArgumentMatcher.Source])
  {
    var best: (MethodDecl, [ArgumentMatcher.Source])?
    var firstMismatch: ArgumentMatcher.Mismatch?
    for candidate in candidates {
      switch args.matched(by: ArgumentMatcher(candidate)) {
      case .success(let sources):
        let defaults = sources.filter { $0 == .defaultValue }.count
        if best.map({ defaults < $0.1.filter { $0 == .defaultValue }.count }) ?? true { best = (candidate, sources) }
      case .failure(let mismatch):
        firstMismatch = firstMismatch ?? mismatch
      }
    }
    if let best { return best }
    let message =
      candidates.count == 1 ? firstMismatch?.message ?? "" : "no exact matches in call to \(kind)"
    throw RuntimeIssue.arguments(message, at: position)
  }

  /// The values of `method`'s parameters, in order: the arguments where they were given, the
  /// declared default values (evaluated in `scope`, at the call, as Swift does) elsewhere.
  func parameterValues(
    _ method: MethodDecl, _ args: CallArguments, sources: [ArgumentMatcher.Source], defaultsIn scope: Scope
  ) throws -> [Value] {
    var values: [Value] = []
    for (index, source) in sources.enumerated() {
      switch source {
      case .argument(let argument):
        values.append(args.values[argument])
      case .trailing:
        values.append(args.trailing ?? .null)
      case .defaultValue:
        guard index < method.defaultArguments.count, let expression = method.defaultArguments[index] else {
          values.append(.null)
          continue
        }
        let value = try evaluate(expression, in: scope)
        try checkStorable(value, at: expression.position)
        values.append(value)
      }
    }
    guard values.count == method.parameterTypes.count else { return values }
    return zip(values, method.parameterTypes).map { converted($0, toDeclared: $1) }
  }

  /// Runs a top-level function: its parameters are its scope's first names, beside the
  /// globals; a `-> Never` function that returns is swiftc's error, raised where it returns.
  func invokeFunction(_ function: MethodDecl, arguments: [Value], at position: SourcePosition) throws -> Value {
    try checkEffects(of: function, at: position)
    let scope = Scope(parent: global)
    for (name, value) in zip(function.parameterNames, arguments) where name != "_" {
      scope.declare(
        Variable(name: name, isMutable: false, value: value, position: function.position, isParameter: true))
    }
    let result = converted(try runBody(function.body, in: scope, at: position), toDeclared: function.returnTypeName)
    if function.returnsNever {
      throw RuntimeIssue(
        id: DiagnosticID.type,
        message:
          "function with uninhabited return type 'Never' is missing call to another never-returning function on all paths",
        position: function.position)
    }
    return result
  }

  /// The user method `name(…)` of `object`'s class (or a scenario superclass) that these
  /// arguments fit, with the argument values in parameter order: labels as Swift matches them,
  /// defaults filled in, an unlabeled trailing closure given to the parameter taking a function
  /// (`load { … }` calls `func load(completion:)`).
  func userMethod(_ name: String, _ args: CallArguments, on object: ObjectID) throws -> (MethodDecl, String, [Value])? {
    let className = engine.className(of: object)
    for owner in classes.ancestry(of: className) {
      guard let user = classes.declarations(of: owner) else { continue }
      for method in user.methodsByName[name] ?? [] where !method.isProperty {
        guard
          case .success(let sources) = args.matched(by: ArgumentMatcher(method))
        else { continue }
        try checkAccess(method.access, of: name, declaredIn: owner, from: args.callerClass, at: args.calleePosition)
        let defaults = Scope(parent: global, className: owner)
        defaults.staticClass = owner
        return (method, owner, try parameterValues(method, args, sources: sources, defaultsIn: defaults))
      }
    }
    if let (method, protocolName, sources) = defaultMethod(name, args, for: className) {
      let defaults = Scope(parent: global, className: protocolName)
      return (method, protocolName, try parameterValues(method, args, sources: sources, defaultsIn: defaults))
    }
    return nil
  }

  /// A top-level function used as a value (`let f = greet`) is not modelled.
  func refuseFunctionValue(_ name: String, at position: SourcePosition) throws {
    guard functions[name] != nil else { return }
    throw RuntimeIssue.unsupported(
      "using the function '\(name)' as a value is not supported in scenarios; call it, or wrap it in a closure",
      at: position)
  }
}
