import DocEngine

/// A geometry value's members and methods as scenarios use them: `rect.midX`,
/// `frame.origin.x = 10`, `rect.insetBy(dx:dy:)`.
extension Geometry {
  // MARK: - Members

  /// Members that can be assigned (`origin.x = 1`); `midX`, a rect's `width`, … are get-only.
  var settableMembers: [String] {
    switch self {
    case .point: return ["x", "y"]
    case .size: return ["width", "height"]
    case .rect: return ["origin", "size"]
    }
  }

  /// Readable members, for near-miss suggestions.
  var memberNames: [String] {
    switch self {
    case .point: return ["x", "y"]
    case .size: return ["width", "height"]
    case .rect:
      return ["origin", "size", "width", "height", "minX", "midX", "maxX", "minY", "midY", "maxY", "isEmpty"]
    }
  }

  /// `rect.midX`, `point.x`: a number, a nested struct or a Bool; nil for an unknown name.
  func member(_ name: String) -> Value? {
    switch (self, name) {
    case (.point(let x, _), "x"): return .double(x)
    case (.point(_, let y), "y"): return .double(y)
    case (.size(let w, _), "width"): return .double(w)
    case (.size(_, let h), "height"): return .double(h)
    // A rect's width and height are those of the standardized rect, as in Core Graphics.
    case (.rect(_, _, let w, _), "width"): return .double(abs(w))
    case (.rect(_, _, _, let h), "height"): return .double(abs(h))
    case (.rect(let x, let y, _, _), "origin"): return .geometry(.point(x: x, y: y))
    case (.rect(_, _, let w, let h), "size"): return .geometry(.size(width: w, height: h))
    case (.rect(let x, _, let w, _), "minX"): return .double(Swift.min(x, x + w))
    case (.rect(let x, _, let w, _), "maxX"): return .double(Swift.max(x, x + w))
    case (.rect(let x, _, let w, _), "midX"): return .double(x + w / 2)
    case (.rect(_, let y, _, let h), "minY"): return .double(Swift.min(y, y + h))
    case (.rect(_, let y, _, let h), "maxY"): return .double(Swift.max(y, y + h))
    case (.rect(_, let y, _, let h), "midY"): return .double(y + h / 2)
    case (.rect(_, _, let w, let h), "isEmpty"): return .bool(w == 0 || h == 0)
    default: return nil
    }
  }

  /// Settable members (`frame.origin.x = 10`): the struct with `name` replaced, or nil when
  /// `name` is not a stored member or `value` has the wrong type.
  func setting(_ name: String, to value: Value) -> Geometry? {
    let number: Double?
    switch value {
    case .double(let d): number = d
    case .int(let i): number = Double(i)
    default: number = nil
    }
    switch (self, name) {
    case (.point(_, let y), "x"): return number.map { .point(x: $0, y: y) }
    case (.point(let x, _), "y"): return number.map { .point(x: x, y: $0) }
    case (.size(_, let h), "width"): return number.map { .size(width: $0, height: h) }
    case (.size(let w, _), "height"): return number.map { .size(width: w, height: $0) }
    case (.rect(_, _, let w, let h), "origin"):
      guard case .geometry(.point(let x, let y)) = value else { return nil }
      return .rect(x: x, y: y, width: w, height: h)
    case (.rect(let x, let y, _, _), "size"):
      guard case .geometry(.size(let w, let h)) = value else { return nil }
      return .rect(x: x, y: y, width: w, height: h)
    default: return nil
    }
  }

  /// `insetBy(dx:dy:)`, `offsetBy(dx:dy:)`, `contains(_:)`, `intersects(_:)` on a rect.
  func method(_ name: String, labels: [String?], arguments: [Value]) -> Value? {
    guard case .rect(let x, let y, let w, let h) = standardized else { return nil }
    func number(_ value: Value) -> Double? {
      switch value {
      case .double(let d): return d
      case .int(let i): return Double(i)
      default: return nil
      }
    }
    switch (name, labels) {
    case ("insetBy", ["dx", "dy"]):
      guard let dx = number(arguments[0]), let dy = number(arguments[1]) else { return nil }
      // Nothing left: Core Graphics answers `.null`.
      guard w - 2 * dx >= 0, h - 2 * dy >= 0 else { return .geometry(Self.nullRect) }
      return .geometry(.rect(x: x + dx, y: y + dy, width: w - 2 * dx, height: h - 2 * dy))
    case ("offsetBy", ["dx", "dy"]):
      guard let dx = number(arguments[0]), let dy = number(arguments[1]) else { return nil }
      return .geometry(.rect(x: x + dx, y: y + dy, width: w, height: h))
    case ("contains", [nil]):
      switch arguments[0] {
      case .geometry(.point(let px, let py)):
        return .bool(
          px >= Swift.min(x, x + w) && px < Swift.max(x, x + w) && py >= Swift.min(y, y + h) && py < Swift.max(y, y + h)
        )
      case .geometry(.rect(let ox, let oy, let ow, let oh)):
        return .bool(ox >= x && oy >= y && ox + ow <= x + w && oy + oh <= y + h)
      default: return nil
      }
    case ("intersects", [nil]):
      guard case .geometry(let other) = arguments[0], case .rect(let ox, let oy, let ow, let oh) = other.standardized
      else { return nil }
      return .bool(ox < x + w && x < ox + ow && oy < y + h && y < oy + oh)
    default: return nil
    }
  }

  static let methodNames = ["insetBy", "offsetBy", "contains", "intersects"]
}
