import DocEngine

/// Values and namespaces: Core Graphics' structs, colors, fonts, the main queue and the
/// notification center's names. Their members are values' (`Geometry+Members.swift`).
extension UIKitBindings {
  static let valueTypes: [UIKitType] = [
    "UIColor", "CGRect", "CGSize", "CGPoint", "CGFloat", "Double", "Int", "UIFont", "NSTextAlignment", "DispatchQueue",
    "NotificationCenter", "Notification", "NSNotification",
  ].map { UIKitType(name: $0, superclass: nil, model: .value) }

  static let valueMembers: [UIKitBinding] = [
    ("CGRect", "init(), init(x:y:width:height:), init(origin:size:)"), ("CGSize", "init(), init(width:height:)"),
    ("CGPoint", "init(), init(x:y:)"), ("CGFloat", "init(_:)"), ("Double", "init(_:)"), ("Int", "init(_:)"),
    ("UIColor", "init(red:green:blue:alpha:), init(white:alpha:), init(hue:saturation:brightness:alpha:)"),
  ].map { type, forms in
    .initializer(type, forms) { call in try call.interpreter.constructValue(call.name, call.args, at: call.position) }
  }
}

extension Interpreter {
  /// `CGRect(x:y:width:height:)`, `CGFloat(x)`, `Double(i)`, `UIColor(red:green:blue:alpha:)`.
  func constructValue(_ typeName: String, _ args: CallArguments, at position: SourcePosition) throws -> Value {
    func number(_ index: Int) throws -> Double { try args.cgFloat(index) }
    switch typeName {
    case "CGFloat", "Double":
      guard args.labels == [nil] else { throw RuntimeIssue.arguments("use '\(typeName)(x)'", at: position) }
      return .double(try number(0))
    case "Int":
      guard args.labels == [nil] else { throw RuntimeIssue.arguments("use 'Int(x)'", at: position) }
      switch args.values[0] {
      case .int: return args.values[0]
      case .double(let d) where d.isFinite && abs(d) < 9.2e18: return .int(Int(d))
      default:
        throw RuntimeIssue.type("cannot convert \(args.values[0].kindDescription) to an Int", at: args.positions[0])
      }
    case "UIColor":
      let accepted: [[String?]] = [
        ["red", "green", "blue", "alpha"], ["white", "alpha"], ["hue", "saturation", "brightness", "alpha"],
      ]
      guard accepted.contains(args.labels) else {
        throw RuntimeIssue.arguments(
          "use 'UIColor(red:green:blue:alpha:)', 'UIColor(white:alpha:)' or a named color such as '.systemBlue'",
          at: position)
      }
      let numbers = try args.values.indices.map { try Value.double(number($0)) }
      return .enumCase("init", numbers)
    case "CGRect" where args.labels == ["origin", "size"]:
      guard case .geometry(let origin) = args.values[0], case .geometry(let size) = args.values[1],
        let rect = Geometry.rect(origin: origin, size: size)
      else { throw RuntimeIssue.type("CGRect(origin:size:) needs a CGPoint and a CGSize", at: position) }
      return .geometry(rect)
    default:
      let numbers = try args.values.indices.map(number)
      guard let geometry = Geometry.make(typeName, labels: args.labels, numbers: numbers) else {
        let labels = Geometry.initializers[typeName] ?? []
        throw RuntimeIssue.arguments(
          "no initializer of '\(typeName)' takes the labels (\(Self.labelList(args.labels))); use '\(typeName)(\(Self.labelList(labels)))'",
          at: position)
      }
      return .geometry(geometry)
    }
  }

  /// `.zero` where a geometry type is expected (`UIView(frame: .zero)`, `v.frame = .zero`).
  static func implied(_ value: Value, as typeName: String) -> Value {
    if value.bareCase == "zero", let zero = Geometry.zero(typeName) { return .geometry(zero) }
    return value
  }

  /// `CGRect.zero`, `UIColor.red`, `UIControl.Event.touchUpInside`, `UIButton.ButtonType.system`.
  func typeMember(_ typeName: String, _ name: String, at position: SourcePosition) throws -> Value {
    if let zero = Geometry.zero(typeName), name == "zero" { return .geometry(zero) }
    if typeName == "Task", let property = UIKitBindings.property(named: name, of: typeName) {
      return try read(property, name, of: .type(typeName), at: position)
    }
    if typeName == "NotificationCenter" {
      guard name == "default" else {
        throw RuntimeIssue.unsupported("only 'NotificationCenter.default' is simulated", at: position)
      }
      return .builtin(.notificationCenter)
    }
    if typeName == "DispatchQueue" {
      guard name == "main" else {
        throw RuntimeIssue.unsupported(
          "only 'DispatchQueue.main' is simulated: scenarios have one thread, and UIKit is used from the main queue",
          at: position)
      }
      return .builtin(.mainQueue)
    }
    if typeName == "UIColor" || typeName == "UIEdgeInsets" || typeName.contains(".") { return .enumCase(name, []) }
    if typeName == "Bundle", name == "main" { return .enumCase(name, []) }
    if typeName == "UIApplication", name == "shared" { return .element(engine.application()) }
    if let first = name.first, first.isUppercase, UIKitBindings.elementClasses[typeName] != nil {
      return .type("\(typeName).\(name)")
    }
    if typeName == "UIView", name == "animate" { return .type("UIView.animate") }
    // `UITableView.automaticDimension`: a row height the engine reads as 44 points.
    if typeName == "UITableView", name == "automaticDimension" { return .double(-1) }
    throw RuntimeIssue(
      id: DiagnosticID.unknownMember, message: "type '\(typeName)' has no member '\(name)'", position: position)
  }
}
