/// The plain properties of views, controls, bar button items, navigation items and alert
/// actions: their Swift types, defaults and whether scenarios may set them.
///
/// Properties with behaviour (`frame`, `bounds`, `center`, `superview`, `subviews`, `window`,
/// `currentTitle`, a bar item's `target`/`action`, a navigation item's single bar button
/// item) are handled in `Interpreter+Views.swift`; everything here is stored as set.
struct ElementProperty {
  enum ValueType: Equatable {
    case bool
    /// `CGFloat`/`Double`: an `Int` literal becomes one.
    case number
    case int
    /// `String?`
    case text
    /// A named color (`.red`, `UIColor.systemBlue`) or `nil`.
    case color
    /// An implicit member of a UIKit enum (`.natural`, `.plain`), with its type's name.
    case enumeration(String)
    /// An object held weakly (a table view's `dataSource`), or `nil`.
    case weakObject
    /// A bar button item or `nil`.
    case barItem
    /// An array of bar button items.
    case barItems
    /// Any value (a font).
    case any
  }

  let name: String
  let type: ValueType
  let defaultValue: Value
  var isReadOnly = false

  /// The Swift type name, for swiftc's wording in type errors.
  var typeName: String {
    switch type {
    case .bool: return "Bool"
    case .number: return "CGFloat"
    case .int: return "Int"
    case .text: return "String?"
    case .color: return "UIColor?"
    case .enumeration(let name): return name
    case .weakObject: return "AnyObject?"
    case .barItem: return "UIBarButtonItem?"
    case .barItems: return "[UIBarButtonItem]?"
    case .any: return "Any"
    }
  }

  /// UIColor's named colors (class properties), for checking `.red` and suggesting near misses.
  static let colorNames = [
    "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow", "magenta", "orange",
    "purple", "brown", "clear", "systemRed", "systemGreen", "systemBlue", "systemOrange", "systemYellow", "systemPink",
    "systemPurple", "systemTeal", "systemIndigo", "systemBrown", "systemMint", "systemCyan", "systemGray",
    "systemGray2",
    "systemGray3", "systemGray4", "systemGray5", "systemGray6", "systemBackground", "secondarySystemBackground",
    "tertiarySystemBackground", "systemGroupedBackground", "secondarySystemGroupedBackground",
    "tertiarySystemGroupedBackground", "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link",
    "placeholderText", "separator", "opaqueSeparator", "systemFill", "secondarySystemFill", "tertiarySystemFill",
    "quaternarySystemFill", "tintColor",
  ]

  /// The cases of the UIKit enums element properties take.
  static let enumerationCases: [String: [String]] = [
    "NSTextAlignment": ["left", "center", "right", "justified", "natural"],
    "UIBarButtonItem.Style": ["plain", "done", "bordered"],
    "UIAlertAction.Style": ["default", "cancel", "destructive"],
  ]

  static func table(for kind: ElementKind) -> [String: ElementProperty] {
    var list: [ElementProperty] = []
    if kind.isView { list += view }
    switch kind {
    case .control: list += control
    case .button: list += control
    case .label: list += label
    case .tableView: list += tableView
    case .barButtonItem: list += barButtonItem
    case .navigationItem: list += navigationItem
    case .alertAction: list += alertAction
    case .view: break
    }
    return Dictionary(list.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
  }

  static var view: [ElementProperty] {
    [
      .init(name: "isHidden", type: .bool, defaultValue: .bool(false)),
      .init(name: "alpha", type: .number, defaultValue: .double(1)),
      .init(name: "backgroundColor", type: .color, defaultValue: .null),
      .init(name: "tintColor", type: .color, defaultValue: .null),
      .init(name: "tag", type: .int, defaultValue: .int(0)),
      .init(name: "clipsToBounds", type: .bool, defaultValue: .bool(false)),
      .init(name: "isUserInteractionEnabled", type: .bool, defaultValue: .bool(true)),
      .init(name: "translatesAutoresizingMaskIntoConstraints", type: .bool, defaultValue: .bool(true)),
    ]
  }
  static var control: [ElementProperty] {
    [
      .init(name: "isEnabled", type: .bool, defaultValue: .bool(true)),
      .init(name: "isSelected", type: .bool, defaultValue: .bool(false)),
      .init(name: "isHighlighted", type: .bool, defaultValue: .bool(false)),
    ]
  }
  static var label: [ElementProperty] {
    [
      .init(name: "text", type: .text, defaultValue: .null),
      .init(name: "textColor", type: .color, defaultValue: .null),
      .init(name: "font", type: .any, defaultValue: .null),
      .init(name: "numberOfLines", type: .int, defaultValue: .int(1)),
      .init(name: "textAlignment", type: .enumeration("NSTextAlignment"), defaultValue: .enumCase("natural", [])),
    ]
  }
  static var tableView: [ElementProperty] {
    [
      .init(name: "dataSource", type: .weakObject, defaultValue: .null),
      .init(name: "delegate", type: .weakObject, defaultValue: .null),
      .init(name: "rowHeight", type: .number, defaultValue: .double(-1)),
      .init(name: "allowsSelection", type: .bool, defaultValue: .bool(true)),
    ]
  }
  static var barButtonItem: [ElementProperty] {
    [
      .init(name: "title", type: .text, defaultValue: .null),
      .init(name: "style", type: .enumeration("UIBarButtonItem.Style"), defaultValue: .enumCase("plain", [])),
      .init(name: "isEnabled", type: .bool, defaultValue: .bool(true)),
      .init(name: "tintColor", type: .color, defaultValue: .null),
    ]
  }
  static var navigationItem: [ElementProperty] {
    [
      .init(name: "title", type: .text, defaultValue: .null),
      .init(name: "prompt", type: .text, defaultValue: .null),
      .init(name: "hidesBackButton", type: .bool, defaultValue: .bool(false)),
      .init(name: "rightBarButtonItems", type: .barItems, defaultValue: .array([])),
      .init(name: "leftBarButtonItems", type: .barItems, defaultValue: .array([])),
      .init(name: "backBarButtonItem", type: .barItem, defaultValue: .null),
    ]
  }
  static var alertAction: [ElementProperty] {
    [
      .init(name: "title", type: .text, defaultValue: .null, isReadOnly: true),
      .init(
        name: "style", type: .enumeration("UIAlertAction.Style"), defaultValue: .enumCase("default", []),
        isReadOnly: true),
      .init(name: "isEnabled", type: .bool, defaultValue: .bool(true)),
    ]
  }

  /// `value` converted to this property's type (an `Int` literal to `CGFloat`), or nil when
  /// it does not fit.
  func accept(_ value: Value) -> Value? {
    switch (type, value) {
    case (.bool, .bool), (.int, .int), (.number, .double): return value
    case (.number, .int(let i)): return .double(Double(i))
    case (.text, .string), (.text, .null): return value
    case (.color, .enumCase), (.color, .null): return value
    case (.enumeration, .enumCase(_, let payload)) where payload.isEmpty: return value
    case (.weakObject, .object), (.weakObject, .null): return value
    case (.barItem, .null): return value
    case (.barItem, .element): return value
    case (.barItems, .array(let items))
    where items.allSatisfy({ if case .element = $0 { return true } else { return false } }):
      return value
    case (.any, _): return value
    default: return nil
    }
  }
}
