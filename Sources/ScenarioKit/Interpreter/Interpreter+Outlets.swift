import DocEngine

// MARK: - @IBOutlet

/// `@IBOutlet var label: UILabel!`: a storyboard-made controller's outlets are connected when
/// its view loads, just before `viewDidLoad` (UIKit decodes the scene's views then); a
/// controller made in code has none connected, so reaching through one traps as Swift does.
extension Interpreter {
  /// Whether `object`'s class declares an `@IBOutlet`.
  func hasOutlets(_ object: ObjectID) -> Bool {
    classes.storedProperties(of: engine.className(of: object)).contains { $0.0.isOutlet }
  }

  /// Connects each nil outlet whose type is a simulated view class to a new view of that class,
  /// added to the controller's root view, as the scene's decoded view is. Outlets of other
  /// types (a custom view class, a view UIKit has but the engine does not simulate) stay nil.
  func connectOutlets(of vc: ObjectID) throws {
    let position = classes.userClass(engine.className(of: vc))?.decl.position ?? SourcePosition(line: 1, column: 1)
    let values = try storedValues(of: vc, at: position)
    let className = engine.className(of: vc)
    for (binding, _) in classes.storedProperties(of: className) where binding.isOutlet {
      if let kind = Self.outletCollectionElement(binding) {
        guard values[binding.name]?.isNil ?? true, let count = outletCollectionCount(binding.name, of: className)
        else { continue }
        var views: [Value] = []
        for _ in 0..<count {
          let element = engine.makeElement(kind)
          try withEngine(at: binding.position) {
            try engine.addSubview(.element(element), to: .root(vc)) { [unowned self] work in
              try self.spendWork(work, at: binding.position)
            }
          }
          views.append(.element(element))
        }
        try storeProperty(binding, of: vc, value: .array(views), at: binding.position)
        continue
      }
      guard values[binding.name]?.isNil ?? true, let typeName = binding.typeName,
        let kind = UIKitBindings.elementClasses[typeName], kind.isView
      else { continue }
      let element = engine.makeElement(kind)
      try withEngine(at: binding.position) {
        try engine.addSubview(.element(element), to: .root(vc)) { [unowned self] work in
          try self.spendWork(work, at: binding.position)
        }
      }
      try storeProperty(binding, of: vc, value: .element(element), at: binding.position)
    }
  }

  /// How many views the storyboard connects to the outlet collection `name` of `className`
  /// (declared for it or for a superclass), or nil: not connected.
  private func outletCollectionCount(_ name: String, of className: String) -> Int? {
    for owner in classes.ancestry(of: className) {
      if let count = outletCollections[owner]?[name] { return count }
    }
    return nil
  }

  /// Swift's trap for `outlet.x` when `outlet` is a nil `T!` property of a class.
  /// Returns the value a plain `.` reaches: a `T!` property's wrapped value (`[UIButton]!`
  /// holds an optional array, read as the array).
  @discardableResult
  func checkImplicitUnwrap(_ base: Expr, _ value: Value, in scope: Scope) throws -> Value {
    if case .optional(let wrapped) = value, implicitlyUnwrappedProperty(base, in: scope) != nil { return wrapped }
    guard value.isNil, let binding = implicitlyUnwrappedProperty(base, in: scope) else { return value }
    throw RuntimeIssue(
      id: DiagnosticID.unwrap,
      message: "unexpectedly found nil while implicitly unwrapping an Optional value ('\(binding.name)' is nil"
        + (binding.isOutlet ? ": outlets are connected when a storyboard-made controller's view loads" : "")
        + (Self.outletCollectionElement(binding) != nil
          ? "; an outlet collection only when declared: storyboard.outletCollection(\"\(binding.name)\", of: X.self, count: 3))"
          : ")"),
      position: base.position)
  }

  /// The `T!` stored property `base` reads: `label` inside a method, `self.label`, `vc.label`.
  private func implicitlyUnwrappedProperty(_ base: Expr, in scope: Scope) -> Binding? {
    let owner: ObjectID
    let name: String
    switch base.kind {
    case .identifier(let identifier):
      guard lookupLocalVariable(identifier, in: scope) == nil, let selfObject = scope.selfObject else { return nil }
      (owner, name) = (selfObject, identifier)
    case .member(let inner, let member):
      switch inner.kind {
      case .selfReference:
        guard let selfObject = scope.selfObject else { return nil }
        owner = selfObject
      case .identifier(let variableName):
        guard let variable = lookupLocalVariable(variableName, in: scope) ?? global.lookupLocal(variableName),
          case .object(let id) = variable.value
        else { return nil }
        owner = id
      default: return nil
      }
      name = member
    default: return nil
    }
    guard let binding = classes.storedProperty(name, in: engine.className(of: owner)),
      binding.isImplicitlyUnwrapped
    else { return nil }
    return binding
  }
}
