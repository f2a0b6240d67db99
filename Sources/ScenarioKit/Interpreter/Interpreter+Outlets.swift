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
    for (binding, _) in classes.storedProperties(of: engine.className(of: vc)) where binding.isOutlet {
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

  /// Swift's trap for `outlet.x` when `outlet` is a nil `T!` property of a class.
  func checkImplicitUnwrap(_ base: Expr, _ value: Value, in scope: Scope) throws {
    guard value.isNil, let binding = implicitlyUnwrappedProperty(base, in: scope) else { return }
    throw RuntimeIssue(
      id: DiagnosticID.unwrap,
      message: "unexpectedly found nil while implicitly unwrapping an Optional value ('\(binding.name)' is nil"
        + (binding.isOutlet ? ": outlets are connected when a storyboard-made controller's view loads)" : ")"),
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
