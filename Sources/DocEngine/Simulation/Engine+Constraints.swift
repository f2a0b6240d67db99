/// Auto Layout, recorded and never solved: anchors, layout guides, constraints and stack
/// views. Frames stay what code sets (no layout runs, docs/scenario-language.md); what UIKit
/// checks when a constraint is activated is checked.
///
/// UIKit's rules kept (`NSLayoutConstraint`, `NSLayoutAnchor` and `UIStackView` reference):
/// - a constraint is made inactive; `isActive = true` or `NSLayoutConstraint.activate(_:)`
///   installs it, and both raise when its two items have no common ancestor ("Unable to
///   activate constraint with anchors … because they have no common ancestor");
/// - `addArrangedSubview(_:)` makes the view a subview of the stack too, and appends it to
///   `arrangedSubviews`; `removeArrangedSubview(_:)` leaves it a subview.
extension Engine {
  /// `view.topAnchor`, `guide.leadingAnchor`: a new anchor on a view or a layout guide.
  public func anchor(_ attribute: String, of item: PropertyValue) -> ElementID {
    let id = elements.make(Element(kind: .layoutAnchor))
    elements[id].properties["item"] = item
    elements[id].properties["attribute"] = .string(attribute)
    return id
  }

  /// An anchor's view or guide, and its attribute (`top`, `centerX`, `width`).
  public func anchorParts(_ anchor: ElementID) -> (item: PropertyValue, attribute: String) {
    let item = elements[anchor].properties["item"] ?? .null
    guard case .string(let attribute)? = elements[anchor].properties["attribute"] else { return (item, "") }
    return (item, attribute)
  }

  /// `view.safeAreaLayoutGuide`, `view.layoutMarginsGuide`: the view's guide of that name.
  public func layoutGuide(_ name: String, of view: ViewHandle) -> ElementID {
    let key = UIKitDataStore.GuideKey(view: view, name: name)
    if let id = uikitData.guides[key] { return id }
    let id = elements.make(Element(kind: .layoutGuide))
    elements[id].properties["owningView"] = Self.propertyValue(of: view)
    uikitData.guides[key] = id
    return id
  }

  /// `first.constraint(equalTo: second, multiplier:, constant:)` (`relation` is `equal`,
  /// `greaterThanOrEqual` or `lessThanOrEqual`; no second anchor for
  /// `constraint(equalToConstant:)`): a new, inactive constraint.
  public func makeConstraint(
    _ first: ElementID, relation: String, to second: ElementID?, multiplier: Double, constant: Double
  ) -> ElementID {
    let id = elements.make(Element(kind: .layoutConstraint))
    elements[id].properties["firstAnchor"] = .element(first)
    elements[id].properties["secondAnchor"] = second.map(PropertyValue.element) ?? .null
    elements[id].properties["relation"] = .string(relation)
    elements[id].properties["multiplier"] = .double(multiplier)
    elements[id].properties["constant"] = .double(constant)
    return id
  }

  /// A constraint's anchor (`firstAnchor`, `secondAnchor`) or relation.
  public func constraintPart(_ name: String, of constraint: ElementID) -> PropertyValue {
    elements[constraint].properties[name] ?? .null
  }

  /// Whether the constraint is installed.
  public func isActive(_ constraint: ElementID) -> Bool {
    if case .bool(true)? = elements[constraint].properties["isActive"] { return true }
    return false
  }

  /// `constraint.isActive = active`, `NSLayoutConstraint.activate/deactivate`.
  public func setActive(_ constraint: ElementID, _ active: Bool) throws {
    work += 1
    if active, case .element(let first)? = elements[constraint].properties["firstAnchor"],
      case .element(let second)? = elements[constraint].properties["secondAnchor"],
      let a = anchorView(first), let b = anchorView(second), topmost(a) != topmost(b)
    {
      throw error(.layout(.noCommonAncestor(first: anchorDescription(first), second: anchorDescription(second))))
    }
    elements[constraint].properties["isActive"] = .bool(active)
  }

  /// `stack.addArrangedSubview(view)`, `UIStackView(arrangedSubviews:)`: a subview, and the last
  /// arranged one.
  public func addArrangedSubview(_ view: ViewHandle, to stack: ViewHandle, spending: WorkMeter) throws {
    try addSubview(view, to: stack, spending: spending)
    var arranged = arrangedSubviews(of: stack)
    arranged.removeAll { $0 == view }
    arranged.append(view)
    elements[view: stack].properties["arrangedSubviews"] = .array(arranged.map(Self.propertyValue(of:)))
  }

  /// `stack.removeArrangedSubview(view)`: no longer arranged, still a subview.
  public func removeArrangedSubview(_ view: ViewHandle, from stack: ViewHandle) {
    let arranged = arrangedSubviews(of: stack).filter { $0 != view }
    elements[view: stack].properties["arrangedSubviews"] = .array(arranged.map(Self.propertyValue(of:)))
  }

  /// `stack.arrangedSubviews`, in order; a view moved elsewhere is no longer one.
  public func arrangedSubviews(of stack: ViewHandle) -> [ViewHandle] {
    guard case .array(let list)? = elements[view: stack].properties["arrangedSubviews"] else { return [] }
    return list.compactMap { value -> ViewHandle? in
      let handle: ViewHandle
      switch value {
      case .element(let id): handle = .element(id)
      case .view(let id): handle = .root(id)
      default: return nil
      }
      return superview(of: handle) == stack ? handle : nil
    }
  }

  // MARK: - Helpers

  static func propertyValue(of view: ViewHandle) -> PropertyValue {
    switch view {
    case .root(let id): return .view(id)
    case .element(let id): return .element(id)
    }
  }

  /// The view an anchor is on (a guide's owning view).
  private func anchorView(_ anchor: ElementID) -> ViewHandle? {
    var item = anchorParts(anchor).item
    if case .element(let id) = item, elements[id].kind == .layoutGuide {
      item = elements[id].properties["owningView"] ?? .null
    }
    switch item {
    case .view(let id): return .root(id)
    case .element(let id) where elements[id].kind.isView: return .element(id)
    default: return nil
    }
  }

  private func topmost(_ view: ViewHandle) -> ViewHandle {
    var current = view
    var steps = 0
    while let parent = superview(of: current), steps < 100_000 {
      current = parent
      steps += 1
    }
    work += steps
    return current
  }

  private func anchorDescription(_ anchor: ElementID) -> String {
    let (item, attribute) = anchorParts(anchor)
    let owner: String
    switch item {
    case .view(let id): owner = "\(displayName(of: id)).view"
    case .element(let id): owner = elements[id].kind.className
    default: owner = "?"
    }
    return "\(owner).\(attribute)"
  }

  /// The wording of a layout failure, as UIKit raises it.
  func message(for failure: LayoutFailure) -> String {
    switch failure {
    case .noCommonAncestor(let first, let second):
      return
        "Unable to activate constraint with anchors <\(first)> and <\(second)> because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal."
    }
  }
}

/// Why an Auto Layout operation failed (`EngineError`).
public enum LayoutFailure: Hashable, Sendable {
  case noCommonAncestor(first: String, second: String)
}
