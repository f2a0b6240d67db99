/// `CGPoint`, `CGSize` and `CGRect`: plain numbers, no layout.
///
/// Core Graphics' structs are values in Swift, so they are values here: `view.frame.size.width
/// = 100` reads the frame, changes the copy and writes it back (the interpreter does). Their
/// numbers are `CGFloat`s, which scenarios treat as `Double`. A view's frame is one.
public enum Geometry: Hashable, Sendable {
  case point(x: Double, y: Double)
  case size(width: Double, height: Double)
  case rect(x: Double, y: Double, width: Double, height: Double)

  /// The Swift type name (`CGRect`), for messages.
  public var typeName: String {
    switch self {
    case .point: return "CGPoint"
    case .size: return "CGSize"
    case .rect: return "CGRect"
    }
  }

  public static let zeroRect = Geometry.rect(x: 0, y: 0, width: 0, height: 0)
  /// `CGRect.null`: what an inset or intersection with nothing left gives.
  public static let nullRect = Geometry.rect(x: .infinity, y: .infinity, width: 0, height: 0)

  /// Whether every number is finite (UIKit refuses NaN and infinite frames).
  public var isFinite: Bool {
    switch self {
    case .point(let x, let y): return x.isFinite && y.isFinite
    case .size(let w, let h): return w.isFinite && h.isFinite
    case .rect(let x, let y, let w, let h): return x.isFinite && y.isFinite && w.isFinite && h.isFinite
    }
  }

  /// The rect with a non-negative size (Core Graphics' `standardized`).
  public var standardized: Geometry {
    guard case .rect(let x, let y, let w, let h) = self else { return self }
    return .rect(x: Swift.min(x, x + w), y: Swift.min(y, y + h), width: abs(w), height: abs(h))
  }

  /// How `print` shows it: as Swift prints these structs, `(10.0, 20.0, 100.0, 50.0)`.
  public var description: String {
    func n(_ d: Double) -> String { d.description }
    switch self {
    case .point(let x, let y): return "(\(n(x)), \(n(y)))"
    case .size(let w, let h): return "(\(n(w)), \(n(h)))"
    case .rect(let x, let y, let w, let h): return "(\(n(x)), \(n(y)), \(n(w)), \(n(h)))"
    }
  }

  /// The labels of each type's memberwise initializer, in order.
  public static let initializers: [String: [String]] = [
    "CGPoint": ["x", "y"],
    "CGSize": ["width", "height"],
    "CGRect": ["x", "y", "width", "height"],
  ]

  /// `CGRect(x:y:width:height:)` and friends from their numbers; nil for other labels.
  public static func make(_ typeName: String, labels: [String?], numbers: [Double]) -> Geometry? {
    switch (typeName, labels) {
    case ("CGPoint", ["x", "y"]): return .point(x: numbers[0], y: numbers[1])
    case ("CGSize", ["width", "height"]): return .size(width: numbers[0], height: numbers[1])
    case ("CGRect", ["x", "y", "width", "height"]):
      return .rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    case ("CGPoint", []): return .point(x: 0, y: 0)
    case ("CGSize", []): return .size(width: 0, height: 0)
    case ("CGRect", []): return zeroRect
    default: return nil
    }
  }

  /// `CGRect(origin:size:)`.
  public static func rect(origin: Geometry, size: Geometry) -> Geometry? {
    guard case .point(let x, let y) = origin, case .size(let w, let h) = size else { return nil }
    return .rect(x: x, y: y, width: w, height: h)
  }

  /// `.zero` of the type.
  public static func zero(_ typeName: String) -> Geometry? {
    make(typeName, labels: [], numbers: [])
  }
}
