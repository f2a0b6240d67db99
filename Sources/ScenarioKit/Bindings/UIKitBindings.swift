import DocEngine

/// What a scenario can use of UIKit, and how: every type, initializer, method, property and
/// callback that is simulated, each bound to the engine operation that simulates it. The
/// interpreter finds UIKit members here and nowhere else, and docs/engine-api.md's list of
/// supported API is this table printed (`markdown`, checked by `UIKitBindingsTests`).
///
/// To add a UIKit type: its state and rules go in one engine file (`Engine+StackViews.swift`),
/// its type and members in one section here (`UIKitBindings+StackViews.swift`).
enum UIKitBindings {
  /// Every type a scenario can name, in the order suggestions offer them.
  static let types: [UIKitType] =
    controllerTypes + viewTypes + listViewTypes + controlTypes + layoutTypes + controllerDataTypes + launchTypes
    + roleTypes + popoverTypes + storyboardTypes + transitionTypes + concurrencyTypes
    + valueTypes
    + protocols + listViewProtocols

  /// Every member, section by section.
  static let members: [UIKitBinding] =
    controllerMembers + callbacks + viewMembers + alertMembers + sheetMembers + notificationMembers + valueMembers
    + storyboardMembers + layoutMembers + controllerDataMembers + launchMembers
    + popoverMembers + transitionMembers + listViewMembers + controlMembers + concurrencyMembers

  // MARK: - Types

  private static let typesByName: [String: UIKitType] = Dictionary(
    types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

  static func type(named name: String) -> UIKitType? { typesByName[name] }

  /// `name`, its superclass, and so on up to `NSObject`.
  static func ancestry(of name: String) -> [String] {
    var chain: [String] = []
    var current: String? = name
    while let type = current, !chain.contains(type) {
      chain.append(type)
      current = typesByName[type]?.superclass
    }
    return chain
  }

  /// UIKit's classes a scenario class may inherit from, with the engine kind of their instances.
  static let objectClasses: [(name: String, superclass: String?, kind: ObjectKind)] = types.compactMap {
    if case .object(let kind) = $0.model { return ($0.name, $0.superclass, kind) }
    return nil
  }

  /// The protocols a scenario class may conform to (besides its own).
  static let protocolNames: [String] = types.compactMap {
    if case .protocol = $0.model { return $0.name }
    return nil
  }

  /// The views, controls and items a scenario makes with an initializer, by class.
  static let elementClasses: [String: ElementKind] = Dictionary(
    uniqueKeysWithValues: types.compactMap { type in
      guard case .element(let kind) = type.model, initializer(of: type.name) != nil else { return nil }
      return (type.name, kind)
    })

  /// Names that are values or namespaces rather than classes: `UIColor.red`, `CGRect.zero`,
  /// `UIControl.Event.touchUpInside`, `CGFloat(2)`, `NotificationCenter.default`.
  static let valueTypeNames: Set<String> = Set(
    types.compactMap { type in
      switch type.model {
      case .value, .element: return type.name
      default: return nil
      }
    })

  // MARK: - Members

  private static let membersByType: [String: [UIKitBinding]] = Dictionary(grouping: members, by: \.type)

  /// The members `type` itself declares, in table order.
  static func declared(by type: String) -> [UIKitBinding] { membersByType[type] ?? [] }

  /// The members of `type` and its superclasses, the root class's first.
  static func members(of type: String) -> [UIKitBinding] {
    ancestry(of: type).reversed().flatMap(declared(by:))
  }

  /// The initializer of `type`.
  static func initializer(of type: String) -> UIKitBinding? {
    declared(by: type).first { if case .initializer = $0.kind { return true } else { return false } }
  }

  /// The methods called `name` (one per set of labels) of the nearest of `type` and its
  /// superclasses that declares one; with `inherited: false`, only `type`'s own.
  static func methods(named name: String, of type: String, inherited: Bool = true) -> [UIKitBinding] {
    for owner in inherited ? ancestry(of: type) : [type] {
      if let methods = methodsByTypeAndName[owner]?[name] { return methods }
    }
    return []
  }

  /// The property `name` of `type` or a superclass, the nearest first; with
  /// `inherited: false`, only `type`'s own.
  static func property(named name: String, of type: String, inherited: Bool = true) -> UIKitBinding.PropertyBinding? {
    for owner in inherited ? ancestry(of: type) : [type] {
      if let property = propertiesByTypeAndName[owner]?[name] { return property }
    }
    return nil
  }

  /// `present(_:animated:completion:)` → `present`.
  static func baseName(of selector: String) -> String { String(selector.prefix { $0 != "(" }) }

  /// The selectors of `type`'s methods (and its superclasses'), the root class's first.
  static func methodSelectors(of type: String) -> [String] {
    members(of: type).compactMap { if case .method = $0.kind { return $0.member } else { return nil } }
  }

  /// The base names of the methods `type` offers as suggestions, the root class's first.
  static func suggestedMethodNames(of type: String) -> [String] {
    members(of: type).compactMap {
      if case .method = $0.kind, $0.isSuggested { return $0.baseName } else { return nil }
    }
  }

  /// Methods by type, then by base name: every call asks, and scanning the
  /// table each time would cost a pass over it.
  private static let methodsByTypeAndName: [String: [String: [UIKitBinding]]] = membersByType.mapValues { list in
    Dictionary(
      grouping: list.filter {
        if case .method = $0.kind { return true }
        return false
      }, by: \.baseName)
  }

  private static let propertiesByTypeAndName: [String: [String: UIKitBinding.PropertyBinding]] =
    membersByType
    .mapValues { list in
      Dictionary(
        list.compactMap {
          if case .property(let property) = $0.kind { return ($0.member, property) } else { return nil }
        },
        uniquingKeysWith: { first, _ in first })
    }

  // MARK: - Overrides

  /// The selectors UIKit calls that a subclass of `type` overrides, in table order.
  static func callbackSelectors(of type: String) -> [String] {
    members(of: type).compactMap { if case .callback = $0.kind { return $0.member } else { return nil } }
  }

  /// Every selector UIKit calls that a class (not a delegate) overrides: a `super.x()` of one
  /// is UIKit's implementation, never the method itself.
  static let overriddenCallbacks: Set<String> = Set(
    members.compactMap { binding in
      guard case .callback = binding.kind, case .object? = type(named: binding.type)?.model else { return nil }
      return binding.member
    })
}
