import DocEngine

/// A lexical scope: the top level, a `do` block, an `if` branch, a method or closure body.
///
/// Bindings keep their declaration order so a scope's end releases them deterministically,
/// last declared first (as Swift destroys locals in reverse order).
final class Scope {
  let parent: Scope?
  /// Set on a method body's scope: the receiver whose members are visible unqualified.
  let selfObject: ObjectID?
  /// The class whose method this is (for `super` and for unqualified members).
  let className: String?
  /// Inside a `static`/`class` method: the class it was called on, whose static members are
  /// visible unqualified and which `self` names.
  var staticClass: String?
  /// Inside an initializer's body: the initializer running and what it has done.
  var initializer: InitializerFrame?
  private(set) var order: [Variable] = []
  private var byName: [String: Variable] = [:]
  /// What the scope's end undoes, in the order it was set up: bindings to release and `defer`
  /// bodies to run. The end walks it backwards (Swift's cleanup order: a `defer` runs after
  /// what was declared after it is released, before what was declared before it).
  private(set) var cleanups: [Cleanup] = []

  enum Cleanup {
    case release(Variable)
    case deferred(body: [Statement], position: SourcePosition)
  }

  init(parent: Scope?, selfObject: ObjectID? = nil, className: String? = nil) {
    self.parent = parent
    self.selfObject = selfObject ?? parent?.selfObject
    self.className = className ?? parent?.className
    self.staticClass = parent?.staticClass
    self.initializer = parent?.initializer
  }

  /// A scope for a method body: its parent is the global scope, but `self` is bound.
  init(methodOf object: ObjectID, className: String, global: Scope) {
    self.parent = global
    self.selfObject = object
    self.className = className
  }

  func declare(_ variable: Variable) {
    if let old = byName[variable.name], let index = order.firstIndex(where: { $0 === old }) {
      order.remove(at: index)
      cleanups.removeAll { if case .release(let v) = $0 { return v === old } else { return false } }
    }
    order.append(variable)
    byName[variable.name] = variable
    cleanups.append(.release(variable))
  }

  /// Registers a `defer` body, to run when the scope ends.
  func addDefer(_ body: [Statement], at position: SourcePosition) {
    cleanups.append(.deferred(body: body, position: position))
  }

  func lookupLocal(_ name: String) -> Variable? { byName[name] }

  /// Whether this scope is the top level (no parent).
  var isGlobal: Bool { parent == nil }
}
