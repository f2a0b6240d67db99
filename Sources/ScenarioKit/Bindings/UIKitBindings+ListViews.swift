import DocEngine

/// Table views, collection views, their cells and their controllers (`Engine+ListViews.swift`):
/// what their data source is asked and when, reuse, and selection are simulated; a cell's
/// text, accessory and content configuration are data.
extension UIKitBindings {
  static let listViewTypes: [UIKitType] = [
    UIKitType(name: "UITableViewController", superclass: "UIViewController", model: .object(.tableViewController)),
    UIKitType(
      name: "UICollectionViewController", superclass: "UIViewController", model: .object(.collectionViewController)),
    UIKitType(name: "UITableViewCell", superclass: "UIView", model: .element(.tableViewCell)),
    UIKitType(name: "UICollectionView", superclass: "UIView", model: .element(.collectionView)),
    UIKitType(name: "UICollectionViewCell", superclass: "UIView", model: .element(.collectionViewCell)),
    UIKitType(name: "UICollectionViewFlowLayout", superclass: "NSObject", model: .element(.collectionViewFlowLayout)),
  ]

  static let listViewProtocols: [UIKitType] = [
    "UITableViewDataSource", "UITableViewDelegate", "UICollectionViewDataSource", "UICollectionViewDelegate",
    "UICollectionViewDelegateFlowLayout",
  ].map { UIKitType(name: $0, superclass: nil, model: .protocol) }

  static let listViewMembers: [UIKitBinding] =
    listInitializers + listControllerMembers + tableViewMembers + collectionViewMembers + cellMembers
    + listCallbacks

  private static let listInitializers: [UIKitBinding] = [
    .initializer("UITableViewController", "init(), init(style:), init(nibName:bundle:)") { call in
      try call.interpreter.construct(call.name, call.args, at: call.position)
    },
    .initializer("UICollectionViewController", "init(collectionViewLayout:), init(nibName:bundle:), init()") { call in
      try call.interpreter.construct(call.name, call.args, at: call.position)
    },
    .initializer("UITableViewCell", "init(), init(style:reuseIdentifier:)") { call in
      switch call.labels {
      case [] where call.args.trailing == nil:
        return .element(call.engine.makeCell(style: "default", reuseIdentifier: nil))
      case ["style", "reuseIdentifier"]:
        try call.interpreter.checkEnumCase(
          call.args.values[0], of: "UITableViewCell.CellStyle",
          cases: ElementProperty.enumerationCases["UITableViewCell.CellStyle"] ?? [], at: call.args.positions[0])
        guard let style = call.args.values[0].bareCase else {
          throw RuntimeIssue.type(
            "'style:' needs a UITableViewCell.CellStyle such as '.subtitle'", at: call.args.positions[0])
        }
        let identifier = try call.interpreter.textArgument(call.args, 1, "reuseIdentifier")
        let reuse: String? = if case .string(let text) = identifier { text } else { nil }
        return .element(call.engine.makeCell(style: style, reuseIdentifier: reuse))
      default:
        throw RuntimeIssue.arguments(
          "no initializer of 'UITableViewCell' takes the labels (\(Interpreter.labelList(call.labels))); use '()' or '(style:reuseIdentifier:)'",
          at: call.position)
      }
    },
    .initializer("UICollectionView", "init(frame:collectionViewLayout:)") { call in
      guard call.labels == ["frame", "collectionViewLayout"] else {
        throw RuntimeIssue.arguments(
          "no initializer of 'UICollectionView' takes the labels (\(Interpreter.labelList(call.labels))); use '(frame:collectionViewLayout:)'",
          at: call.position)
      }
      guard case .geometry(let rect) = Interpreter.implied(call.args.values[0], as: "CGRect"), case .rect = rect else {
        throw RuntimeIssue.type("'frame:' needs a CGRect", at: call.args.positions[0])
      }
      let layout = try call.layout(1)
      let view = call.engine.makeElement(.collectionView, frame: rect)
      call.engine.setCollectionLayout(layout, of: .element(view))
      return .element(view)
    },
    .initializer("UICollectionViewCell", "init(), init(frame:)") { call in
      guard call.labels.isEmpty || call.labels == ["frame"] else {
        throw RuntimeIssue.arguments(
          "use 'UICollectionViewCell()' or a cell the collection view dequeues", at: call.position)
      }
      return .element(call.engine.makeCell(collection: true, style: "default", reuseIdentifier: nil))
    },
    .initializer("UICollectionViewFlowLayout", "init()") { call in
      guard call.labels.isEmpty, call.args.trailing == nil else {
        throw RuntimeIssue.arguments("use 'UICollectionViewFlowLayout()'", at: call.position)
      }
      return .element(call.engine.makeElement(.collectionViewFlowLayout))
    },
  ]

  /// A table or collection view controller's view is its list view (reading it loads it).
  private static let listControllerMembers: [UIKitBinding] =
    [
      .property("UITableViewController", "tableView") { read in try read.interpreter.loadedListView(of: read) },
      .property("UICollectionViewController", "collectionView") { read in
        try read.interpreter.loadedListView(of: read)
      },
      .property("UICollectionViewController", "collectionViewLayout") { read in
        read.engine.collectionLayout(of: read.object).map(Value.element) ?? .null
      },
    ]
    + ["UITableViewController", "UICollectionViewController"].map { type in
      .property(
        type, "clearsSelectionOnViewWillAppear",
        get: { read in
          Value(read.engine.dataProperty("clearsSelectionOnViewWillAppear", of: read.object) ?? .bool(true))
        },
        set: { write in
          let value = try write.value()
          guard case .bool = value else {
            throw RuntimeIssue.type(
              "cannot assign value of type '\(Arithmetic.typeName(value))' to type 'Bool'", at: write.valuePosition)
          }
          try write.interpreter.withEngine(at: write.statementPosition) {
            try write.engine.setDataProperty(
              "clearsSelectionOnViewWillAppear", of: write.object, to: PropertyValue(value))
          }
        })
    }

  private static let tableViewMembers: [UIKitBinding] = [
    .method("UITableView", "reloadData()") { call in
      guard call.labels.isEmpty else { return nil }
      call.engine.reloadData(call.view)
      return .void
    },
    .method("UITableView", "register(_:forCellReuseIdentifier:)") { call in
      guard call.labels == [nil, "forCellReuseIdentifier"] else { return nil }
      try call.requireCellClass(0, "UITableViewCell")
      call.engine.registerCell(try call.identifier(1), in: call.view)
      return .void
    },
    .method("UITableView", "dequeueReusableCell(withIdentifier:)") { call in
      guard call.labels == ["withIdentifier"] else { return nil }
      let cell = try call.withEngine { try $0.dequeueCell(try call.identifier(0), in: call.view, for: nil) }
      return cell.map { .optional(.element($0)) } ?? .null
    },
    .method("UITableView", "dequeueReusableCell(withIdentifier:for:)") { call in
      guard call.labels == ["withIdentifier", "for"] else { return nil }
      let path = try call.indexPath(1)
      let cell = try call.withEngine { try $0.dequeueCell(try call.identifier(0), in: call.view, for: path) }
      return cell.map(Value.element) ?? .null
    },
    .property("UITableView", "indexPathForSelectedRow") { read in
      read.engine.selectedIndexPath(of: read.view).map { .optional(UIKitPrelude.indexPath($0)) } ?? .null
    },
    .method("UITableView", "deselectRow(at:animated:)") { call in
      guard call.labels == ["at", "animated"] else { return nil }
      let path = try call.indexPath(0)
      _ = try call.bool("animated")
      call.engine.deselectRow(at: path, in: call.view)
      return .void
    },
    .method("UITableView", "selectRow(at:animated:scrollPosition:)") { call in
      guard call.labels == ["at", "animated", "scrollPosition"] else { return nil }
      let path = call.args.values[0].isNil ? nil : try call.indexPath(0)
      _ = try call.bool("animated")
      try call.withEngine { try $0.selectRow(at: path, in: call.view) }
      return .void
    },
    .method("UITableView", "cellForRow(at:)") { call in
      guard call.labels == ["at"] else { return nil }
      return call.engine.cellForRow(at: try call.indexPath(0), in: call.view).map { .optional(.element($0)) } ?? .null
    },
    .property("UITableView", "visibleCells") { read in
      .array(read.engine.visibleCells(of: read.view).map(Value.element))
    },
    .property("UITableView", "indexPathsForVisibleRows") { read in
      .optional(.array(read.engine.visibleIndexPaths(of: read.view).map(UIKitPrelude.indexPath)))
    },
    .property("UITableView", "numberOfSections") { read in
      .int(try read.interpreter.withEngine(at: read.position) { try read.engine.numberOfSections(in: read.view) })
    },
    .method("UITableView", "numberOfRows(inSection:)") { call in
      guard call.labels == ["inSection"], case .int(let section) = call.args.values[0] else { return nil }
      return .int(try call.withEngine { try $0.numberOfRows(inSection: section, of: call.view) })
    },
  ]

  private static let collectionViewMembers: [UIKitBinding] = [
    .method("UICollectionView", "reloadData()") { call in
      guard call.labels.isEmpty else { return nil }
      call.engine.reloadData(call.view)
      return .void
    },
    .method("UICollectionView", "register(_:forCellWithReuseIdentifier:)") { call in
      guard call.labels == [nil, "forCellWithReuseIdentifier"] else { return nil }
      try call.requireCellClass(0, "UICollectionViewCell")
      call.engine.registerCell(try call.identifier(1), in: call.view)
      return .void
    },
    .method("UICollectionView", "dequeueReusableCell(withReuseIdentifier:for:)") { call in
      guard call.labels == ["withReuseIdentifier", "for"] else { return nil }
      let path = try call.indexPath(1)
      let cell = try call.withEngine { try $0.dequeueCell(try call.identifier(0), in: call.view, for: path) }
      return cell.map(Value.element) ?? .null
    },
    .property("UICollectionView", "indexPathsForSelectedItems") { read in
      .optional(.array(read.engine.selectedIndexPath(of: read.view).map { [UIKitPrelude.indexPath($0)] } ?? []))
    },
    .method("UICollectionView", "deselectItem(at:animated:)") { call in
      guard call.labels == ["at", "animated"] else { return nil }
      let path = try call.indexPath(0)
      _ = try call.bool("animated")
      call.engine.deselectRow(at: path, in: call.view)
      return .void
    },
    .method("UICollectionView", "cellForItem(at:)") { call in
      guard call.labels == ["at"] else { return nil }
      return call.engine.cellForRow(at: try call.indexPath(0), in: call.view).map { .optional(.element($0)) } ?? .null
    },
    .property("UICollectionView", "visibleCells") { read in
      .array(read.engine.visibleCells(of: read.view).map(Value.element))
    },
    .property("UICollectionView", "indexPathsForVisibleItems") { read in
      .array(read.engine.visibleIndexPaths(of: read.view).map(UIKitPrelude.indexPath))
    },
    .property("UICollectionView", "numberOfSections") { read in
      .int(try read.interpreter.withEngine(at: read.position) { try read.engine.numberOfSections(in: read.view) })
    },
    .method("UICollectionView", "numberOfItems(inSection:)") { call in
      guard call.labels == ["inSection"], case .int(let section) = call.args.values[0] else { return nil }
      return .int(try call.withEngine { try $0.numberOfRows(inSection: section, of: call.view) })
    },
    .property(
      "UICollectionView", "collectionViewLayout",
      get: { read in read.engine.collectionLayout(ofView: read.view).map(Value.element) ?? .null },
      set: { write in
        let value = try write.value()
        guard case .element(let layout) = value, write.engine.kind(of: layout) == .collectionViewFlowLayout else {
          throw RuntimeIssue.type(
            "cannot assign value of type '\(Arithmetic.typeName(value))' to type 'UICollectionViewLayout'",
            at: write.valuePosition)
        }
        write.engine.setCollectionLayout(layout, of: write.view)
      }),
  ]

  /// A cell's parts, made on first read, and its default content configuration.
  private static let cellMembers: [UIKitBinding] = [
    .property("UITableViewCell", "textLabel") { read in
      read.engine.cellLabel(.text, of: read.element).map { .optional(.element($0)) } ?? .null
    },
    .property("UITableViewCell", "detailTextLabel") { read in
      read.engine.cellLabel(.detail, of: read.element).map { .optional(.element($0)) } ?? .null
    },
    .property("UITableViewCell", "contentView") { read in .element(read.engine.contentView(of: read.element)) },
    .property("UICollectionViewCell", "contentView") { read in .element(read.engine.contentView(of: read.element)) },
    .method("UITableViewCell", "defaultContentConfiguration()") { call in
      guard call.labels.isEmpty else { return nil }
      return try call.interpreter.constructValueType(
        "UIListContentConfiguration", Interpreter.CallArguments(labels: [], values: [], positions: [], texts: []),
        at: call.position)
    },
  ]

  /// What UIKit calls on a table or collection view controller's subclass (its own data
  /// source and delegate), and on any object implementing the protocols.
  private static let listCallbacks: [UIKitBinding] =
    [
      UIKitCallback.numberOfSections, .tableNumberOfRows, .tableCellForRow, .tableHeightForRow, .tableWillSelectRow,
      .tableDidSelectRow, .tableDidDeselectRow,
    ].map { UIKitBinding(type: "UITableViewController", member: $0.selector, kind: .callback) }
    + [
      UIKitCallback.numberOfSections, .collectionNumberOfItems, .collectionCellForItem, .collectionShouldSelectItem,
      .collectionDidSelectItem, .collectionDidDeselectItem,
    ].map { UIKitBinding(type: "UICollectionViewController", member: $0.selector, kind: .callback) }
    // `numberOfSections(in:)` is both data sources' (UIKitCallback names the table's).
    + [
      UIKitBinding(type: "UICollectionViewDataSource", member: UIKitCallback.numberOfSections.selector, kind: .callback)
    ]
}

extension UIKitCall {
  /// Argument `index`, an `IndexPath`.
  func indexPath(_ index: Int) throws -> ListIndexPath {
    guard let path = UIKitPrelude.listIndexPath(args.values[index]) else {
      throw RuntimeIssue.type(
        "'\(name)' needs an IndexPath such as 'IndexPath(row: 0, section: 0)', not \(args.values[index].kindDescription)",
        at: args.positions[index])
    }
    return path
  }

  /// Argument `index`, a reuse identifier.
  func identifier(_ index: Int) throws -> String {
    guard case .string(let identifier) = args.values[index], !identifier.isEmpty else {
      throw RuntimeIssue.type("a reuse identifier must be a non-empty String", at: args.positions[index])
    }
    return identifier
  }

  /// Argument `index`, a collection view layout.
  func layout(_ index: Int) throws -> ElementID {
    guard case .element(let layout) = args.values[index], engine.kind(of: layout) == .collectionViewFlowLayout else {
      throw RuntimeIssue.type(
        "'collectionViewLayout:' needs a UICollectionViewFlowLayout, not \(args.values[index].kindDescription)",
        at: args.positions[index])
    }
    return layout
  }

  /// Argument `index`, the cell class a list view registers: UIKit's own (a cell subclass is
  /// refused where it is declared).
  func requireCellClass(_ index: Int, _ className: String) throws {
    guard case .type(let registered) = args.values[index] else {
      throw RuntimeIssue.type(
        "'register' takes a cell class such as '\(className).self', not \(args.values[index].kindDescription)",
        at: args.positions[index])
    }
    guard registered == className else {
      throw RuntimeIssue.type(
        "'\(registered).self' is not a \(className) class; register '\(className).self'", at: args.positions[index])
    }
  }
}

extension Interpreter {
  /// `tableView`, `collectionView`: the controller's view, loaded first (as reading `view` does).
  func loadedListView(of read: UIKitRead) throws -> Value {
    try withEngine(at: read.position) { try engine.loadViewIfNeeded(read.object) }
    return .view(read.object)
  }

  /// `super.init(style:)` and `super.init(collectionViewLayout:)` of a scenario's subclass,
  /// and UIKit's own initializers.
  func setUpListController(_ id: ObjectID, _ labels: [String?], _ arguments: [Value], at position: SourcePosition)
    throws
  {
    switch (engine.kind(of: id), labels) {
    case (.tableViewController, ["style"]):
      try checkEnumCase(
        arguments[0], of: "UITableView.Style", cases: ElementProperty.enumerationCases["UITableView.Style"] ?? [],
        at: position)
      if let style = arguments[0].bareCase { engine.setProperty("style", ofView: .root(id), to: .enumCase(style, [])) }
    case (.collectionViewController, ["collectionViewLayout"]):
      guard case .element(let layout) = arguments[0], engine.kind(of: layout) == .collectionViewFlowLayout else {
        throw RuntimeIssue.type("'collectionViewLayout:' needs a UICollectionViewFlowLayout", at: position)
      }
      engine.setCollectionLayout(layout, of: .root(id))
    default:
      break
    }
  }

  /// `user.selectRow(2, in: table)`, `user.selectRow(at: IndexPath(row: 1, section: 2), in: table)`
  /// and `user.selectItem(…)`: `in:` is the list view or the controller whose view it is.
  func userSelect(_ name: String, _ args: CallArguments, at position: SourcePosition) throws {
    let usage = "use 'user.\(name)(2, in: table)' or 'user.\(name)(at: IndexPath(row: 2, section: 0), in: table)'"
    guard args.labels == [nil, "in"] || args.labels == ["at", "in"] else {
      throw RuntimeIssue.arguments(usage, at: position)
    }
    let path: ListIndexPath
    if args.labels[0] == nil {
      guard case .int(let row) = args.values[0] else {
        throw RuntimeIssue.type("'\(name)' takes a row number (section 0) or 'at: IndexPath(…)'", at: args.positions[0])
      }
      path = ListIndexPath(row: row, section: 0)
    } else {
      guard let given = UIKitPrelude.listIndexPath(args.values[0]) else {
        throw RuntimeIssue.type(
          "'at:' needs an IndexPath such as 'IndexPath(row: 0, section: 0)'", at: args.positions[0])
      }
      path = given
    }
    let list: ViewHandle
    switch args.values[1] {
    case .object(let id):
      guard let view = engine.listView(of: id) else {
        throw RuntimeIssue.type(
          "user.\(name) needs a table view, a collection view, or a UITableViewController or UICollectionViewController",
          at: args.positions[1])
      }
      try withEngine(at: position) { try engine.loadViewIfNeeded(id) }
      list = view
    default:
      guard let view = viewHandle(of: args.values[1]), engine.kind(of: view).isListView else {
        throw RuntimeIssue.type(
          "user.\(name) needs a table view or a collection view, not \(args.values[1].kindDescription)",
          at: args.positions[1])
      }
      list = view
    }
    try withEngine(at: position) { try engine.userSelect(path, in: list) }
  }
}
