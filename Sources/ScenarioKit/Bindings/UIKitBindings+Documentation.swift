import DocEngine

/// The table as docs/engine-api.md lists it ("Simulated UIKit"): the document holds this
/// text between its markers, and `UIKitBindingsTests` fails when the two differ.
extension UIKitBindings {
  static let documentationStart = "<!-- uikit-bindings: UIKitBindings.markdown(), checked by UIKitBindingsTests -->"
  static let documentationEnd = "<!-- end uikit-bindings -->"

  /// One item per type: what it is, then its members by kind.
  static func markdown() -> String {
    var lines: [String] = []
    for type in types {
      lines.append("- `\(type.name)`: \(describe(type))")
      let members = declared(by: type.name)
      func list(_ title: String, _ names: [String]) {
        guard !names.isEmpty else { return }
        lines.append("  - \(title): " + names.map { "`\($0)`" }.joined(separator: ", "))
      }
      list(
        "initializers",
        members.flatMap { binding -> [String] in
          guard case .initializer = binding.kind else { return [] }
          return binding.member.split(separator: ", ").map(String.init)
        })
      list("methods", members.compactMap { if case .method = $0.kind { return $0.member } else { return nil } })
      list(
        "properties (* settable)",
        members.compactMap {
          guard case .property(let property) = $0.kind else { return nil }
          return $0.member + (property.isSettable ? "*" : "")
        })
      list(
        type.isProtocol ? "UIKit calls, when implemented" : "UIKit calls, when overridden",
        members.compactMap { if case .callback = $0.kind { return $0.member } else { return nil } })
    }
    return lines.joined(separator: "\n")
  }

  private static func describe(_ type: UIKitType) -> String {
    let superclass = type.superclass.map { ", subclass of `\($0)`" } ?? ""
    switch type.model {
    case .object(let kind): return "a class (engine kind `.\(kind.rawValue)`)\(superclass)"
    case .element(let kind): return "an element (`ElementKind.\(kind.rawValue)`)\(superclass)"
    case .role: return "what an object becomes once it is one\(superclass)"
    case .value: return "a value or namespace"
    case .protocol: return "a protocol"
    }
  }
}
