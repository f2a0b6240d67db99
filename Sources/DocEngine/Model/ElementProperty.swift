/// The plain properties of views, controls, bar button items, navigation items and alert
/// actions: their Swift types, defaults and whether scenarios may set them.
///
/// Properties with behaviour (`frame`, `bounds`, `center`, `superview`, `subviews`, `window`,
/// `currentTitle`, a bar item's `target`/`action`, a navigation item's single bar button
/// item) are the engine's operations (`Engine+Views.swift`, `Engine+Controls.swift`);
/// everything here is stored as set.
public struct ElementProperty: Sendable {
  public enum ValueType: Equatable, Sendable {
    case bool
    /// `CGFloat`/`Double`: an `Int` literal becomes one.
    case number
    case int
    /// `String?`
    case text
    /// `String` (not optional: `UIAction.title`).
    case string
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
    /// A `CGSize` (a flow layout's `itemSize`).
    case size
    /// Any value (a font).
    case any
  }

  public let name: String
  public let type: ValueType
  let storedDefault: StoredDefault
  public let isReadOnly: Bool

  init(name: String, type: ValueType, default value: StoredDefault, isReadOnly: Bool = false) {
    self.name = name
    self.type = type
    self.storedDefault = value
    self.isReadOnly = isReadOnly
  }

  /// A default as it can be kept in a `Sendable` table (`PropertyValue` may hold anything).
  enum StoredDefault: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case enumCase(String)
    case string(String)
    case emptyArray
    case geometry(Geometry)
  }

  /// The value an element reads before a scenario sets it.
  public var defaultValue: PropertyValue {
    switch storedDefault {
    case .null: return .null
    case .bool(let b): return .bool(b)
    case .int(let i): return .int(i)
    case .double(let d): return .double(d)
    case .enumCase(let name): return .enumCase(name, [])
    case .string(let text): return .string(text)
    case .emptyArray: return .array([])
    case .geometry(let geometry): return .geometry(geometry)
    }
  }

  /// The Swift type name, for swiftc's wording in type errors.
  public var typeName: String {
    switch type {
    case .bool: return "Bool"
    case .number: return "CGFloat"
    case .int: return "Int"
    case .text: return "String?"
    case .string: return "String"
    case .color: return "UIColor?"
    case .enumeration(let name): return name
    case .weakObject: return "AnyObject?"
    case .barItem: return "UIBarButtonItem?"
    case .barItems: return "[UIBarButtonItem]?"
    case .size: return "CGSize"
    case .any: return "Any"
    }
  }

  /// UIColor's named colors (class properties), for checking `.red` and suggesting near misses.
  public static let colorNames = [
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
  public static let enumerationCases: [String: [String]] = [
    "NSTextAlignment": ["left", "center", "right", "justified", "natural"],
    "UIBarButtonItem.Style": ["plain", "done", "bordered"],
    "UIAlertAction.Style": ["default", "cancel", "destructive"],
    "NSLayoutConstraint.Axis": ["horizontal", "vertical"],
    "UIStackView.Alignment": [
      "fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline",
    ],
    "UIStackView.Distribution": ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"],
    "UITableView.Style": ["plain", "grouped", "insetGrouped"],
    "UITableViewCell.SeparatorStyle": ["none", "singleLine", "singleLineEtched"],
    "UITableViewCell.AccessoryType": [
      "none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton",
    ],
    "UITableViewCell.SelectionStyle": ["none", "blue", "gray", "default"],
    "UITableViewCell.CellStyle": ["default", "value1", "value2", "subtitle"],
    "UICollectionView.ScrollDirection": ["vertical", "horizontal"],
    "UIKeyboardType": [
      "default", "asciiCapable", "numbersAndPunctuation", "URL", "numberPad", "phonePad", "namePhonePad",
      "emailAddress", "decimalPad", "twitter", "webSearch", "asciiCapableNumberPad",
    ],
    "UIReturnKeyType": [
      "default", "go", "google", "join", "next", "route", "search", "send", "yahoo", "done", "emergencyCall",
      "continue",
    ],
    "UITextField.BorderStyle": ["none", "line", "bezel", "roundedRect"],
    "UITextField.ViewMode": ["never", "whileEditing", "unlessEditing", "always"],
    "UITextAutocapitalizationType": ["none", "words", "sentences", "allCharacters"],
    "UITextAutocorrectionType": ["default", "no", "yes"],
    "UITextContentType": [
      "name", "username", "password", "newPassword", "oneTimeCode", "emailAddress", "telephoneNumber",
      "URL", "fullStreetAddress", "postalCode",
    ],
  ]

  /// Every property an element of `kind` has, by name (its class's and its superclasses').
  public static func table(for kind: ElementKind) -> [String: ElementProperty] {
    var list: [ElementProperty] = []
    if kind.isView { list += view }
    if kind.isControl && kind != .control { list += control }
    if kind != .view { list += declared(by: kind) }
    return Dictionary(list.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
  }

  /// The properties the class of `kind` declares itself (a button's are its control's).
  public static func declared(by kind: ElementKind) -> [ElementProperty] {
    switch kind {
    case .view: return view
    case .control: return control
    case .button: return []
    case .label: return label
    case .tableView: return tableView
    case .tableViewCell: return tableViewCell
    case .collectionView: return collectionView
    case .collectionViewCell: return collectionViewCell
    case .collectionViewFlowLayout: return collectionViewFlowLayout
    case .barButtonItem: return barButtonItem
    case .navigationItem: return navigationItem
    case .alertAction: return alertAction
    case .stackView: return stackView
    case .layoutConstraint: return layoutConstraint
    case .layoutAnchor, .layoutGuide, .application, .windowScene, .task: return []
    case .tabBarItem: return tabBarItem
    case .textField: return textField
    case .switchControl: return switchControl
    case .segmentedControl: return segmentedControl
    case .action: return action
    }
  }

  static var view: [ElementProperty] {
    [
      .init(name: "isHidden", type: .bool, default: .bool(false)),
      .init(name: "alpha", type: .number, default: .double(1)),
      .init(name: "backgroundColor", type: .color, default: .null),
      .init(name: "tintColor", type: .color, default: .null),
      .init(name: "tag", type: .int, default: .int(0)),
      .init(name: "clipsToBounds", type: .bool, default: .bool(false)),
      .init(name: "isUserInteractionEnabled", type: .bool, default: .bool(true)),
      .init(name: "translatesAutoresizingMaskIntoConstraints", type: .bool, default: .bool(true)),
      .init(name: "layoutMargins", type: .any, default: .null),
    ]
  }
  static var stackView: [ElementProperty] {
    [
      .init(name: "axis", type: .enumeration("NSLayoutConstraint.Axis"), default: .enumCase("horizontal")),
      .init(name: "spacing", type: .number, default: .double(0)),
      .init(name: "alignment", type: .enumeration("UIStackView.Alignment"), default: .enumCase("fill")),
      .init(name: "distribution", type: .enumeration("UIStackView.Distribution"), default: .enumCase("fill")),
      .init(name: "isLayoutMarginsRelativeArrangement", type: .bool, default: .bool(false)),
    ]
  }
  /// `isActive` and the anchors are the engine's (`Engine+Constraints.swift`).
  static var layoutConstraint: [ElementProperty] {
    [
      .init(name: "constant", type: .number, default: .double(0)),
      .init(name: "multiplier", type: .number, default: .double(1), isReadOnly: true),
      .init(name: "priority", type: .any, default: .double(1000)),
      .init(name: "identifier", type: .text, default: .null),
    ]
  }
  static var tabBarItem: [ElementProperty] {
    [
      .init(name: "title", type: .text, default: .null),
      .init(name: "image", type: .any, default: .null),
      .init(name: "selectedImage", type: .any, default: .null),
      .init(name: "tag", type: .int, default: .int(0)),
      .init(name: "badgeValue", type: .text, default: .null),
    ]
  }
  static var control: [ElementProperty] {
    [
      .init(name: "isEnabled", type: .bool, default: .bool(true)),
      .init(name: "isSelected", type: .bool, default: .bool(false)),
      .init(name: "isHighlighted", type: .bool, default: .bool(false)),
    ]
  }
  static var label: [ElementProperty] {
    [
      .init(name: "text", type: .text, default: .null),
      .init(name: "textColor", type: .color, default: .null),
      .init(name: "font", type: .any, default: .null),
      .init(name: "numberOfLines", type: .int, default: .int(1)),
      .init(name: "textAlignment", type: .enumeration("NSTextAlignment"), default: .enumCase("natural")),
    ]
  }
  /// A table view's rows are the engine's (`Engine+ListViews.swift`); these are as set.
  static var tableView: [ElementProperty] {
    [
      .init(name: "dataSource", type: .weakObject, default: .null),
      .init(name: "delegate", type: .weakObject, default: .null),
      .init(name: "rowHeight", type: .number, default: .double(-1)),
      .init(name: "estimatedRowHeight", type: .number, default: .double(-1)),
      .init(name: "allowsSelection", type: .bool, default: .bool(true)),
      .init(
        name: "separatorStyle", type: .enumeration("UITableViewCell.SeparatorStyle"), default: .enumCase("singleLine")),
      .init(name: "tableHeaderView", type: .any, default: .null),
      .init(name: "tableFooterView", type: .any, default: .null),
      .init(name: "style", type: .enumeration("UITableView.Style"), default: .enumCase("plain"), isReadOnly: true),
    ]
  }
  /// `textLabel`, `detailTextLabel` and `contentView` are the engine's (made on first read).
  static var tableViewCell: [ElementProperty] {
    [
      .init(name: "accessoryType", type: .enumeration("UITableViewCell.AccessoryType"), default: .enumCase("none")),
      .init(
        name: "selectionStyle", type: .enumeration("UITableViewCell.SelectionStyle"), default: .enumCase("default")),
      .init(name: "contentConfiguration", type: .any, default: .null),
      .init(name: "accessoryView", type: .any, default: .null),
      .init(name: "reuseIdentifier", type: .text, default: .null, isReadOnly: true),
    ]
  }
  static var collectionView: [ElementProperty] {
    [
      .init(name: "dataSource", type: .weakObject, default: .null),
      .init(name: "delegate", type: .weakObject, default: .null),
      .init(name: "allowsSelection", type: .bool, default: .bool(true)),
    ]
  }
  static var collectionViewCell: [ElementProperty] {
    [
      .init(name: "contentConfiguration", type: .any, default: .null),
      .init(name: "backgroundConfiguration", type: .any, default: .null),
      .init(name: "reuseIdentifier", type: .text, default: .null, isReadOnly: true),
    ]
  }
  /// Recorded, never laid out, except `itemSize` and the spacings, which decide how many items
  /// the engine's screen shows (`Engine+ListViews.swift`).
  static var collectionViewFlowLayout: [ElementProperty] {
    [
      .init(name: "itemSize", type: .size, default: .geometry(.size(width: 50, height: 50))),
      .init(name: "estimatedItemSize", type: .any, default: .null),
      .init(
        name: "scrollDirection", type: .enumeration("UICollectionView.ScrollDirection"), default: .enumCase("vertical")),
      .init(name: "minimumLineSpacing", type: .number, default: .double(10)),
      .init(name: "minimumInteritemSpacing", type: .number, default: .double(10)),
      .init(name: "sectionInset", type: .any, default: .null),
    ]
  }
  static var barButtonItem: [ElementProperty] {
    [
      .init(name: "title", type: .text, default: .null),
      .init(name: "style", type: .enumeration("UIBarButtonItem.Style"), default: .enumCase("plain")),
      .init(name: "isEnabled", type: .bool, default: .bool(true)),
      .init(name: "tintColor", type: .color, default: .null),
    ]
  }
  static var navigationItem: [ElementProperty] {
    [
      .init(name: "title", type: .text, default: .null),
      .init(name: "prompt", type: .text, default: .null),
      .init(name: "hidesBackButton", type: .bool, default: .bool(false)),
      .init(name: "rightBarButtonItems", type: .barItems, default: .emptyArray),
      .init(name: "leftBarButtonItems", type: .barItems, default: .emptyArray),
      .init(name: "backBarButtonItem", type: .barItem, default: .null),
    ]
  }
  /// `text` is the engine's (`""` by default, and `nil` assigned reads `""`: Engine+TextFields).
  static var textField: [ElementProperty] {
    [
      .init(name: "placeholder", type: .text, default: .null),
      .init(name: "delegate", type: .weakObject, default: .null),
      .init(name: "textColor", type: .color, default: .null),
      .init(name: "font", type: .any, default: .null),
      .init(name: "textAlignment", type: .enumeration("NSTextAlignment"), default: .enumCase("natural")),
      .init(name: "borderStyle", type: .enumeration("UITextField.BorderStyle"), default: .enumCase("none")),
      .init(name: "isSecureTextEntry", type: .bool, default: .bool(false)),
      .init(name: "keyboardType", type: .enumeration("UIKeyboardType"), default: .enumCase("default")),
      .init(name: "returnKeyType", type: .enumeration("UIReturnKeyType"), default: .enumCase("default")),
      .init(name: "clearButtonMode", type: .enumeration("UITextField.ViewMode"), default: .enumCase("never")),
      .init(
        name: "autocapitalizationType", type: .enumeration("UITextAutocapitalizationType"),
        default: .enumCase("sentences")),
      .init(
        name: "autocorrectionType", type: .enumeration("UITextAutocorrectionType"), default: .enumCase("default")),
      .init(name: "textContentType", type: .enumeration("UITextContentType"), default: .null),
      .init(name: "clearsOnBeginEditing", type: .bool, default: .bool(false)),
      .init(name: "adjustsFontSizeToFitWidth", type: .bool, default: .bool(false)),
    ]
  }
  /// `isOn` is the engine's (`setOn(_:animated:)` sends nothing, as setting it does not).
  static var switchControl: [ElementProperty] {
    [
      .init(name: "isOn", type: .bool, default: .bool(false)),
      .init(name: "onTintColor", type: .color, default: .null),
      .init(name: "thumbTintColor", type: .color, default: .null),
    ]
  }
  /// `selectedSegmentIndex` starts at `UISegmentedControl.noSegment` (-1).
  static var segmentedControl: [ElementProperty] {
    [
      .init(name: "selectedSegmentIndex", type: .int, default: .int(-1)),
      .init(name: "isMomentary", type: .bool, default: .bool(false)),
      .init(name: "selectedSegmentTintColor", type: .color, default: .null),
    ]
  }
  /// `UIAction`'s title (a `String`, `""` by default) and image; its handler is the scenario's.
  static var action: [ElementProperty] {
    [
      .init(name: "title", type: .string, default: .string("")),
      .init(name: "image", type: .any, default: .null),
      .init(name: "discoverabilityTitle", type: .text, default: .null),
    ]
  }
  static var alertAction: [ElementProperty] {
    [
      .init(name: "title", type: .text, default: .null, isReadOnly: true),
      .init(
        name: "style", type: .enumeration("UIAlertAction.Style"), default: .enumCase("default"),
        isReadOnly: true),
      .init(name: "isEnabled", type: .bool, default: .bool(true)),
    ]
  }

  /// `value` converted to this property's type (an `Int` literal to `CGFloat`), or nil when
  /// it does not fit.
  public func accept(_ value: PropertyValue) -> PropertyValue? {
    switch (type, value) {
    case (.bool, .bool), (.int, .int), (.number, .double): return value
    case (.number, .int(let i)): return .double(Double(i))
    case (.text, .string), (.text, .null), (.string, .string): return value
    case (.color, .enumCase), (.color, .null): return value
    case (.enumeration, .enumCase(_, let payload)) where payload.isEmpty: return value
    case (.weakObject, .object), (.weakObject, .null): return value
    case (.size, .geometry(.size)): return value
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
