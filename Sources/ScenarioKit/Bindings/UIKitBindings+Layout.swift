import DocEngine

/// Auto Layout recorded but never solved (`Engine+Constraints.swift`): anchors, layout guides,
/// constraints, stack views and edge insets. Frames stay what code sets; activating a
/// constraint between views with no common ancestor is UIKit's exception.
extension UIKitBindings {
  static let layoutTypes: [UIKitType] = [
    UIKitType(name: "UIStackView", superclass: "UIView", model: .element(.stackView)),
    UIKitType(name: "NSLayoutConstraint", superclass: "NSObject", model: .element(.layoutConstraint)),
    UIKitType(name: "NSLayoutAnchor", superclass: "NSObject", model: .element(.layoutAnchor)),
    UIKitType(name: "UILayoutGuide", superclass: "NSObject", model: .element(.layoutGuide)),
    UIKitType(name: "UIEdgeInsets", superclass: nil, model: .value),
  ]

  /// The anchors of views and layout guides, by attribute.
  static let anchorAttributes = [
    "top", "bottom", "leading", "trailing", "left", "right", "centerX", "centerY", "width", "height",
    "firstBaseline", "lastBaseline",
  ]

  static let layoutMembers: [UIKitBinding] =
    [
      .initializer("UIStackView", "init(), init(frame:), init(arrangedSubviews:)") { call in
        guard call.labels == ["arrangedSubviews"] else {
          return try call.interpreter.constructElement(call.name, kind: .stackView, call.args, at: call.position)
        }
        let stack = Value.element(call.engine.makeElement(.stackView))
        for (value, position) in arrangedViews(call) {
          try call.interpreter.addArranged(value, to: stack, at: position, spending: call.spending)
        }
        return stack
      },
      .initializer("NSLayoutConstraint", "init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)") {
        call in
        throw RuntimeIssue.unsupported(
          "constraints are made from anchors in scenarios: 'a.topAnchor.constraint(equalTo: b.topAnchor, constant: 8)'",
          at: call.position)
      },
      .initializer("UIEdgeInsets", "init(top:left:bottom:right:)") { call in
        guard call.labels == ["top", "left", "bottom", "right"] else {
          throw RuntimeIssue.arguments("use 'UIEdgeInsets(top:left:bottom:right:)'", at: call.position)
        }
        return .enumCase("init", try call.args.values.indices.map { .double(try call.number($0)) })
      },
    ]
    + anchorAttributes.flatMap { attribute in
      ["UIView", "UILayoutGuide"].map { type in
        .property(type, attribute + "Anchor", implicitSelfMember: type == "UIView") { read in
          .element(read.engine.anchor(attribute, of: PropertyValue(read.receiver)))
        }
      }
    }
    + ["safeAreaLayoutGuide", "layoutMarginsGuide"].map { name in
      .property("UIView", name) { read in .element(read.engine.layoutGuide(name, of: read.view)) }
    }
    + [
      .method("UIView", "insertSubview(_:belowSubview:)") { call in try insertSubview(call, offset: 0) },
      .method("UIView", "insertSubview(_:aboveSubview:)") { call in try insertSubview(call, offset: 1) },
      .method("UIStackView", "addArrangedSubview(_:)") { call in
        guard call.labels == [nil] else { return nil }
        try call.interpreter.addArranged(
          call.args.values[0], to: call.receiver, at: call.args.positions[0], spending: call.spending)
        return .void
      },
      .method("UIStackView", "removeArrangedSubview(_:)") { call in
        guard call.labels == [nil] else { return nil }
        call.engine.removeArrangedSubview(try call.subview(0), from: call.view)
        return .void
      },
      .property("UIStackView", "arrangedSubviews") { read in
        .array(read.engine.arrangedSubviews(of: read.view).map(read.interpreter.value(of:)))
      },
    ]
    + constraintSelectors.map { selector in
      .method("NSLayoutAnchor", selector) { call in try makeConstraint(call, selector: selector) }
    }
    + [
      .property(
        "NSLayoutConstraint", "isActive", get: { read in .bool(read.engine.isActive(read.element)) },
        set: { write in
          let value = try write.value()
          guard case .bool(let active) = value else {
            throw RuntimeIssue.type(
              "cannot assign value of type '\(Arithmetic.typeName(value))' to type 'Bool'", at: write.valuePosition)
          }
          try write.interpreter.withEngine(at: write.statementPosition) {
            try write.engine.setActive(write.element, active)
          }
        }),
      .property("NSLayoutConstraint", "firstAnchor") { read in
        Value(read.engine.constraintPart("firstAnchor", of: read.element))
      },
      .property("NSLayoutConstraint", "secondAnchor") { read in
        Value(read.engine.constraintPart("secondAnchor", of: read.element))
      },
      .method("NSLayoutConstraint", "activate(_:)") { call in try activate(call, true) },
      .method("NSLayoutConstraint", "deactivate(_:)") { call in try activate(call, false) },
    ]

  /// `NSLayoutAnchor`'s and `NSLayoutDimension`'s `constraint(…)` selectors.
  static let constraintSelectors = [
    "constraint(equalTo:)", "constraint(equalTo:constant:)", "constraint(greaterThanOrEqualTo:)",
    "constraint(greaterThanOrEqualTo:constant:)", "constraint(lessThanOrEqualTo:)",
    "constraint(lessThanOrEqualTo:constant:)", "constraint(equalTo:multiplier:)",
    "constraint(equalTo:multiplier:constant:)", "constraint(equalToConstant:)",
    "constraint(greaterThanOrEqualToConstant:)", "constraint(lessThanOrEqualToConstant:)",
  ]

  /// Swift's type of an anchor: anchors of different types cannot be constrained together.
  static func anchorType(_ attribute: String) -> String {
    switch attribute {
    case "width", "height": return "NSLayoutDimension"
    case "top", "bottom", "centerY", "firstBaseline", "lastBaseline": return "NSLayoutYAxisAnchor"
    default: return "NSLayoutXAxisAnchor"
    }
  }

  private static func arrangedViews(_ call: UIKitCall) -> [(Value, SourcePosition)] {
    guard case .array(let views) = call.args.values[0] else { return [(call.args.values[0], call.args.positions[0])] }
    return views.map { ($0, call.args.positions[0]) }
  }

  private static func insertSubview(_ call: UIKitCall, offset: Int) throws -> Value? {
    let label = offset == 0 ? "belowSubview" : "aboveSubview"
    guard call.labels == [nil, label] else { return nil }
    let child = try call.subview(0)
    let sibling = try call.subview(1)
    guard let index = call.engine.subviews(of: call.view).firstIndex(of: sibling) else {
      // UIKit adds the view on top when the sibling is not a subview.
      try call.withEngine { try $0.addSubview(child, to: call.view, spending: call.spending) }
      return .void
    }
    try call.withEngine { try $0.addSubview(child, to: call.view, at: index + offset, spending: call.spending) }
    return .void
  }

  private static func makeConstraint(_ call: UIKitCall, selector: String) throws -> Value? {
    let inside = selector.drop { $0 != "(" }.dropFirst().dropLast()
    let labels = inside.split(separator: ":").map { String($0) }
    guard call.labels == labels.map(Optional.some) else { return nil }
    let attribute = call.engine.anchorParts(call.element).attribute
    let type = anchorType(attribute)
    let first = labels[0]
    let relation =
      first.hasPrefix("greaterThanOrEqualTo")
      ? "greaterThanOrEqual"
      : first.hasPrefix("lessThanOrEqualTo") ? "lessThanOrEqual" : "equal"
    if (first.hasSuffix("Constant") || labels.contains("multiplier")) && type != "NSLayoutDimension" {
      throw RuntimeIssue(
        id: DiagnosticID.unknownMember,
        message:
          "'\(selector)' is a method of NSLayoutDimension (widthAnchor, heightAnchor), not of '\(type)' (\(attribute)Anchor)",
        position: call.memberPosition)
    }
    var second: ElementID?
    var multiplier = 1.0
    var constant = 0.0
    for (index, label) in labels.enumerated() {
      switch label {
      case "multiplier": multiplier = try call.number(index)
      case "constant", "equalToConstant", "greaterThanOrEqualToConstant", "lessThanOrEqualToConstant":
        constant = try call.number(index)
      default:
        guard case .element(let other) = call.args.values[index], call.engine.kind(of: other) == .layoutAnchor else {
          throw RuntimeIssue.type(
            "cannot convert value of type '\(call.args.values[index].kindDescription)' to expected argument type 'NSLayoutAnchor<\(type)>'",
            at: call.args.positions[index])
        }
        let otherType = anchorType(call.engine.anchorParts(other).attribute)
        guard otherType == type else {
          throw RuntimeIssue.type(
            "cannot convert value of type '\(otherType)' to expected argument type 'NSLayoutAnchor<\(type)>'",
            at: call.args.positions[index])
        }
        second = other
      }
    }
    return .element(
      call.engine.makeConstraint(
        call.element, relation: relation, to: second, multiplier: multiplier, constant: constant))
  }

  private static func activate(_ call: UIKitCall, _ active: Bool) throws -> Value? {
    guard call.labels == [nil] else { return nil }
    guard case .type = call.receiver else {
      throw RuntimeIssue(
        id: DiagnosticID.unknownMember,
        message: "static member '\(call.name)' cannot be used on instance of type 'NSLayoutConstraint'",
        position: call.memberPosition)
    }
    guard case .array(let list) = call.args.values[0] else {
      throw RuntimeIssue.type("'\(call.name)' needs an array of constraints", at: call.args.positions[0])
    }
    for value in list {
      guard case .element(let id) = value.unwrappedOptional, call.engine.kind(of: id) == .layoutConstraint else {
        throw RuntimeIssue.type(
          "cannot convert \(value.kindDescription) to expected element type 'NSLayoutConstraint'",
          at: call.args.positions[0])
      }
      try call.withEngine { try $0.setActive(id, active) }
    }
    return .void
  }
}

extension UIKitCall {
  /// Argument `index`, a number (`CGFloat`).
  func number(_ index: Int) throws -> Double {
    try args.cgFloat(index)
  }
}

extension Interpreter {
  /// `stack.addArrangedSubview(view)`.
  func addArranged(_ value: Value, to stack: Value, at position: SourcePosition, spending: Engine.WorkMeter) throws {
    guard let child = viewHandle(of: value), let stackView = viewHandle(of: stack) else {
      throw RuntimeIssue.type("'addArrangedSubview' needs a view, not \(value.kindDescription)", at: position)
    }
    try withEngine(at: position) { try engine.addArrangedSubview(child, to: stackView, spending: spending) }
  }
}
